from enum import StrEnum


class FallenAngelConvertResourceActionGet(StrEnum):
    HONOR = "honor"
    SHIELDS = "shields"
    VP = "vp"

    def __str__(self) -> str:
        return str(self.value)

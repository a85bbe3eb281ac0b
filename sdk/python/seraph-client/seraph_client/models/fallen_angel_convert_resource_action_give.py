from enum import StrEnum


class FallenAngelConvertResourceActionGive(StrEnum):
    HONOR = "honor"
    SHIELDS = "shields"
    VP = "vp"

    def __str__(self) -> str:
        return str(self.value)

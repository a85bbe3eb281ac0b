from enum import StrEnum


class FallenAngelHeroPutBackEventWhere(StrEnum):
    BOTTOM = "bottom"
    TOP = "top"

    def __str__(self) -> str:
        return str(self.value)

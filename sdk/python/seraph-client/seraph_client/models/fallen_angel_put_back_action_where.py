from enum import StrEnum


class FallenAngelPutBackActionWhere(StrEnum):
    BOTTOM = "bottom"
    TOP = "top"

    def __str__(self) -> str:
        return str(self.value)

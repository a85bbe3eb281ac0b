from enum import StrEnum


class FallenAngelFillActionSlot(StrEnum):
    DIFFERENT = "different"
    PAIRS = "pairs"
    SAME = "same"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class FallenAngelBarrackFilledEventSlot(StrEnum):
    DIFFERENT = "different"
    PAIRS = "pairs"
    SAME = "same"

    def __str__(self) -> str:
        return str(self.value)

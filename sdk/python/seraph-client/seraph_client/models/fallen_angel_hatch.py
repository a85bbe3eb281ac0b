from enum import StrEnum


class FallenAngelHatch(StrEnum):
    HATCH_CIRCLE = "hatch-circle"
    HATCH_SQUARE = "hatch-square"
    HATCH_TRIANGLE = "hatch-triangle"

    def __str__(self) -> str:
        return str(self.value)

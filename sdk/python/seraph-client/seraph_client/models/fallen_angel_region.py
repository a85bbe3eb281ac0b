from enum import StrEnum


class FallenAngelRegion(StrEnum):
    CIRCLE = "circle"
    SQUARE = "square"
    TRIANGLE = "triangle"

    def __str__(self) -> str:
        return str(self.value)

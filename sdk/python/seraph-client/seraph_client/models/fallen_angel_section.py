from enum import StrEnum


class FallenAngelSection(StrEnum):
    S_CIRCLE_1 = "s-circle-1"
    S_CIRCLE_2 = "s-circle-2"
    S_CIRCLE_3 = "s-circle-3"
    S_SQUARE_1 = "s-square-1"
    S_SQUARE_2 = "s-square-2"
    S_SQUARE_3 = "s-square-3"
    S_TRIANGLE_1 = "s-triangle-1"
    S_TRIANGLE_2 = "s-triangle-2"
    S_TRIANGLE_3 = "s-triangle-3"

    def __str__(self) -> str:
        return str(self.value)

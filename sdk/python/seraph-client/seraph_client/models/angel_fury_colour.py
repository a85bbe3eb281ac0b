from enum import StrEnum


class AngelFuryColour(StrEnum):
    BLACK = "black"
    RED = "red"
    WHITE = "white"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)

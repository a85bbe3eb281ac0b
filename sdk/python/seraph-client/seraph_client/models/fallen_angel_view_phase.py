from enum import StrEnum


class FallenAngelViewPhase(StrEnum):
    ARRIVAL = "arrival"
    CONCLUSION = "conclusion"
    DRAFT = "draft"
    MAIN = "main"
    OVER = "over"
    RESET = "reset"
    ROLL = "roll"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class FallenAngelViewOptionsDifficulty(StrEnum):
    EASY = "easy"
    HARD = "hard"
    INSANE = "insane"
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class AngelFuryViewOptionsDifficulty(StrEnum):
    HARD = "hard"
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)

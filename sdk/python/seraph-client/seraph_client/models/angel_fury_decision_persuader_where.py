from enum import StrEnum


class AngelFuryDecisionPersuaderWhere(StrEnum):
    PENDING = "pending"
    STEP = "step"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class AngelFuryDecisionSeraphCardTargetWhere(StrEnum):
    PENDING = "pending"
    STEP = "step"

    def __str__(self) -> str:
        return str(self.value)

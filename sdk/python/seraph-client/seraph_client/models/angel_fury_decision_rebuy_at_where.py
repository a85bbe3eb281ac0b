from enum import StrEnum


class AngelFuryDecisionRebuyAtWhere(StrEnum):
    PENDING = "pending"
    STEP = "step"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class AngelFuryDecisionBattleWindowWhere(StrEnum):
    PENDING = "pending"
    STEP = "step"

    def __str__(self) -> str:
        return str(self.value)

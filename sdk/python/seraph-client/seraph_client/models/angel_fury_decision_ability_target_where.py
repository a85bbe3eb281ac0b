from enum import StrEnum


class AngelFuryDecisionAbilityTargetWhere(StrEnum):
    PENDING = "pending"
    STEP = "step"

    def __str__(self) -> str:
        return str(self.value)

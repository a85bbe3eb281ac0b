from enum import StrEnum


class AngelFuryDecisionChooseCharacterWhere(StrEnum):
    PENDING = "pending"
    STEP = "step"

    def __str__(self) -> str:
        return str(self.value)

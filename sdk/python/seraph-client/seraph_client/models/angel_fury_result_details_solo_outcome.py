from enum import StrEnum


class AngelFuryResultDetailsSoloOutcome(StrEnum):
    ANGELS_WON = "angels_won"
    TIDE_WON = "tide_won"

    def __str__(self) -> str:
        return str(self.value)

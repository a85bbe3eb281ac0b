from enum import StrEnum


class AngelFuryResultMode(StrEnum):
    COMPETITIVE = "competitive"
    COOP = "coop"
    SOLO = "solo"
    TEAM = "team"

    def __str__(self) -> str:
        return str(self.value)

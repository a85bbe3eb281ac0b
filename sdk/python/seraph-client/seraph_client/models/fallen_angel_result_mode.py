from enum import StrEnum


class FallenAngelResultMode(StrEnum):
    COMPETITIVE = "competitive"
    COOP = "coop"
    SOLO = "solo"
    TEAM = "team"

    def __str__(self) -> str:
        return str(self.value)

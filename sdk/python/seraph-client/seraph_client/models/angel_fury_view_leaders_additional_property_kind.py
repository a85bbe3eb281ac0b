from enum import StrEnum


class AngelFuryViewLeadersAdditionalPropertyKind(StrEnum):
    ARCH = "arch"
    SERAPH = "seraph"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class FallenAngelDieDiscardedEventGain(StrEnum):
    HONOR = "honor"
    REROLL = "reroll"

    def __str__(self) -> str:
        return str(self.value)

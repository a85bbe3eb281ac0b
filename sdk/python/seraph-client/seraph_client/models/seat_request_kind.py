from enum import StrEnum


class SeatRequestKind(StrEnum):
    AUTOMA = "automa"
    BOT = "bot"
    HUMAN = "human"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)

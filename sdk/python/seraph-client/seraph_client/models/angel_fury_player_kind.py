from enum import StrEnum


class AngelFuryPlayerKind(StrEnum):
    AUTOMA = "automa"
    BOT = "bot"
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)

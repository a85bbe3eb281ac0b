from enum import StrEnum


class AngelFurySide(StrEnum):
    EVIL = "evil"
    GOOD = "good"

    def __str__(self) -> str:
        return str(self.value)

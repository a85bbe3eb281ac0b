from enum import StrEnum


class FallenAngelAirshipMovedEventMp(StrEnum):
    BONUS = "bonus"
    LEAP = "leap"
    REGULAR = "regular"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class AngelFuryViewOptionsScenario(StrEnum):
    BATTLE_FOR_THE_SOUL = "battle_for_the_soul"
    DUEL = "duel"
    EPIC_DUEL = "epic_duel"
    EVIL_TIDE = "evil_tide"
    PROTECTION_OF_THE_SOUL = "protection_of_the_soul"

    def __str__(self) -> str:
        return str(self.value)

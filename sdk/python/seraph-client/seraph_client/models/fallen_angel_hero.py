from enum import StrEnum


class FallenAngelHero(StrEnum):
    ARCHER = "archer"
    ASSASSIN = "assassin"
    ILLUSIONIST = "illusionist"
    JESTER = "jester"
    NINJA = "ninja"
    PALADIN = "paladin"
    SUMMONER = "summoner"
    THIEF = "thief"
    WARLORD = "warlord"
    WARRIOR = "warrior"

    def __str__(self) -> str:
        return str(self.value)

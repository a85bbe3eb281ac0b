from enum import StrEnum


class AngelFuryTerrainDestroyedEventTerrain(StrEnum):
    FOUNTAIN = "fountain"
    MOUNTAIN = "mountain"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class AngelFuryViewAreasAdditionalPropertyTerrainType1(StrEnum):
    FOUNTAIN = "fountain"
    MOUNTAIN = "mountain"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class FallenAngelViewBoardSectionsAdditionalPropertyTileType0Id(StrEnum):
    AT_ENGINE = "at-engine"
    AT_HONOR_TECH = "at-honor-tech"
    AT_MINING_1 = "at-mining-1"
    AT_MINING_2 = "at-mining-2"
    AT_MOVEMENT = "at-movement"
    AT_SHIELDS = "at-shields"

    def __str__(self) -> str:
        return str(self.value)

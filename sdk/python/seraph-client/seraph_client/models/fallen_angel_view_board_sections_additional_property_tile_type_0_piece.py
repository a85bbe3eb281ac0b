from enum import StrEnum


class FallenAngelViewBoardSectionsAdditionalPropertyTileType0Piece(StrEnum):
    PP_1 = "pp-1"
    PP_2 = "pp-2"
    PP_3 = "pp-3"
    PP_4 = "pp-4"
    PP_5 = "pp-5"
    PP_6 = "pp-6"

    def __str__(self) -> str:
        return str(self.value)

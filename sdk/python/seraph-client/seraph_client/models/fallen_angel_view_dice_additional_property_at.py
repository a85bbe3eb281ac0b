from enum import StrEnum


class FallenAngelViewDiceAdditionalPropertyAt(StrEnum):
    BARRACKS = "barracks"
    DISCARDED = "discarded"
    JAIL = "jail"
    PLACED = "placed"
    UNUSED = "unused"

    def __str__(self) -> str:
        return str(self.value)

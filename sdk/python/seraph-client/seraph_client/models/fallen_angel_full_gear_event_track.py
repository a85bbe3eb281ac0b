from enum import StrEnum


class FallenAngelFullGearEventTrack(StrEnum):
    BARRACKS = "barracks"
    ENGINE = "engine"
    SHIELDS = "shields"
    STORAGE = "storage"

    def __str__(self) -> str:
        return str(self.value)

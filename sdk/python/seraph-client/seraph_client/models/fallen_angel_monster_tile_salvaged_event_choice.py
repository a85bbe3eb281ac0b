from enum import StrEnum


class FallenAngelMonsterTileSalvagedEventChoice(StrEnum):
    INSTALL = "install"
    VP = "vp"

    def __str__(self) -> str:
        return str(self.value)

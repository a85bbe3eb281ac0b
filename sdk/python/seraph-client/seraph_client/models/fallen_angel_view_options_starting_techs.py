from enum import StrEnum


class FallenAngelViewOptionsStartingTechs(StrEnum):
    GENERIC = "generic"
    UNIQUE = "unique"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class BlackAngelCardPlayedEventKind(StrEnum):
    MISSION = "mission"
    RAVAGER = "ravager"

    def __str__(self) -> str:
        return str(self.value)

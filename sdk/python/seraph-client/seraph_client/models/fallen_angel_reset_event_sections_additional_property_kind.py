from enum import StrEnum


class FallenAngelResetEventSectionsAdditionalPropertyKind(StrEnum):
    ACTION = "action"
    MONSTER = "monster"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class FallenAngelDetailsEnding(StrEnum):
    CRASH = "crash"
    SAVED = "saved"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class PlayerGamesTurn(StrEnum):
    FINISHED = "finished"
    MINE = "mine"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class FallingGameStateStatus(StrEnum):
    ABORTED = "aborted"
    ACTIVE = "active"
    CANCELLED = "cancelled"
    FINISHED = "finished"
    STALLED = "stalled"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class AngelFuryResultReason(StrEnum):
    ABORTED = "aborted"
    NORMAL = "normal"
    RESIGNED = "resigned"
    TIMED_OUT = "timed_out"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class MoveStatusStatus(StrEnum):
    APPLIED = "applied"
    PENDING = "pending"
    REJECTED = "rejected"
    UNDONE = "undone"

    def __str__(self) -> str:
        return str(self.value)

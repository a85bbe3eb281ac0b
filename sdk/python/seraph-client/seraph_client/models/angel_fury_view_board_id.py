from enum import StrEnum


class AngelFuryViewBoardId(StrEnum):
    LARGE = "large"
    SMALL_A = "small_a"
    SMALL_B = "small_b"

    def __str__(self) -> str:
        return str(self.value)

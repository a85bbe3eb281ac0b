from enum import StrEnum


class MessageEventType(StrEnum):
    GAME_CANCELLED = "game_cancelled"
    GAME_RESUMED = "game_resumed"
    GAME_STALLED = "game_stalled"
    SEAT_REVOKED = "seat_revoked"
    SEAT_TOKEN_REPLACED = "seat_token_replaced"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class WebhookEventsItem(StrEnum):
    GAME_FINISHED = "game_finished"
    GAME_STARTED = "game_started"
    PLAYER_JOINED = "player_joined"
    REMINDER = "reminder"
    TIMED_OUT = "timed_out"
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class ClockEventType(StrEnum):
    REMINDER = "reminder"
    SEAT_RECLAIMED = "seat_reclaimed"
    SEAT_TAKEN_OVER = "seat_taken_over"
    TIMED_OUT = "timed_out"
    VACATION_ENDED = "vacation_ended"
    VACATION_STARTED = "vacation_started"

    def __str__(self) -> str:
        return str(self.value)

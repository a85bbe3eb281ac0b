from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.clock_on_timeout import ClockOnTimeout

if TYPE_CHECKING:
    from ..models.seat_clock import SeatClock


T = TypeVar("T", bound="Clock")


@_attrs_define
class Clock:
    """
    Attributes:
        bank_cap_seconds (float):
        increment_seconds (float):
        on_timeout (ClockOnTimeout):
        per_move_seconds (float):
        remind_at (float): the fraction of the time left at which a `reminder` goes out (0: none)
        seats (list[SeatClock]):
        vacation_days (int):
    """

    bank_cap_seconds: float
    increment_seconds: float
    on_timeout: ClockOnTimeout
    per_move_seconds: float
    remind_at: float
    seats: list[SeatClock]
    vacation_days: int

    def to_dict(self) -> dict[str, Any]:
        bank_cap_seconds = self.bank_cap_seconds

        increment_seconds = self.increment_seconds

        on_timeout = self.on_timeout.value

        per_move_seconds = self.per_move_seconds

        remind_at = self.remind_at

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        vacation_days = self.vacation_days

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bank_cap_seconds": bank_cap_seconds,
                "increment_seconds": increment_seconds,
                "on_timeout": on_timeout,
                "per_move_seconds": per_move_seconds,
                "remind_at": remind_at,
                "seats": seats,
                "vacation_days": vacation_days,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_clock import SeatClock  # noqa: PLC0415

        d = dict(src_dict)
        bank_cap_seconds = d.pop("bank_cap_seconds")

        increment_seconds = d.pop("increment_seconds")

        on_timeout = ClockOnTimeout(d.pop("on_timeout"))

        per_move_seconds = d.pop("per_move_seconds")

        remind_at = d.pop("remind_at")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatClock.from_dict(seats_item_data)

            seats.append(seats_item)

        vacation_days = d.pop("vacation_days")

        clock = cls(
            bank_cap_seconds=bank_cap_seconds,
            increment_seconds=increment_seconds,
            on_timeout=on_timeout,
            per_move_seconds=per_move_seconds,
            remind_at=remind_at,
            seats=seats,
            vacation_days=vacation_days,
        )

        return clock

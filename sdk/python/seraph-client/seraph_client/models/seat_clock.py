from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SeatClock")


@_attrs_define
class SeatClock:
    """
    Attributes:
        bank_seconds (float): the bank: unused time, up to the cap
        deadline (None | str): RFC 3339; null when it is not the seat's turn
        played_by (None | str): `bot` while a bot plays the seat after a timeout
        seat (int):
        seconds_left (float | None): of the running turn
        vacation_days_left (int):
        vacation_until (None | str): RFC 3339
    """

    bank_seconds: float
    deadline: None | str
    played_by: None | str
    seat: int
    seconds_left: float | None
    vacation_days_left: int
    vacation_until: None | str

    def to_dict(self) -> dict[str, Any]:
        bank_seconds = self.bank_seconds

        deadline: None | str
        deadline = self.deadline

        played_by: None | str
        played_by = self.played_by

        seat = self.seat

        seconds_left: float | None
        seconds_left = self.seconds_left

        vacation_days_left = self.vacation_days_left

        vacation_until: None | str
        vacation_until = self.vacation_until

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bank_seconds": bank_seconds,
                "deadline": deadline,
                "played_by": played_by,
                "seat": seat,
                "seconds_left": seconds_left,
                "vacation_days_left": vacation_days_left,
                "vacation_until": vacation_until,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bank_seconds = d.pop("bank_seconds")

        def _parse_deadline(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        deadline = _parse_deadline(d.pop("deadline"))

        def _parse_played_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        played_by = _parse_played_by(d.pop("played_by"))

        seat = d.pop("seat")

        def _parse_seconds_left(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        seconds_left = _parse_seconds_left(d.pop("seconds_left"))

        vacation_days_left = d.pop("vacation_days_left")

        def _parse_vacation_until(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        vacation_until = _parse_vacation_until(d.pop("vacation_until"))

        seat_clock = cls(
            bank_seconds=bank_seconds,
            deadline=deadline,
            played_by=played_by,
            seat=seat,
            seconds_left=seconds_left,
            vacation_days_left=vacation_days_left,
            vacation_until=vacation_until,
        )

        return seat_clock

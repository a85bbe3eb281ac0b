from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SeatLeftEvent")


@_attrs_define
class SeatLeftEvent:
    """a seat left play (resigned or timed out)

    Attributes:
        reason (str): resigned or timed_out
        seat (int):
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['seat_left']):
        version (int): the game's version (moves applied) when the event was written
    """

    reason: str
    seat: int
    seq: int
    type_: Literal["seat_left"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["seat_left"], d.pop("type"))
        if type_ != "seat_left":
            raise ValueError(f"type must match const 'seat_left', got '{type_}'")

        version = d.pop("version")

        seat_left_event = cls(
            reason=reason,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return seat_left_event

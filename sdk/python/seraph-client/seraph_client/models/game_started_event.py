from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GameStartedEvent")


@_attrs_define
class GameStartedEvent:
    """every seat is taken: the game runs

    Attributes:
        active_seats (list[int]): the seats that decide first
        seat (None):
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['game_started']):
        version (int): the game's version (moves applied) when the event was written
    """

    active_seats: list[int]
    seat: None
    seq: int
    type_: Literal["game_started"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        active_seats = self.active_seats

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "active_seats": active_seats,
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
        active_seats = cast(list[int], d.pop("active_seats"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["game_started"], d.pop("type"))
        if type_ != "game_started":
            raise ValueError(f"type must match const 'game_started', got '{type_}'")

        version = d.pop("version")

        game_started_event = cls(
            active_seats=active_seats,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return game_started_event

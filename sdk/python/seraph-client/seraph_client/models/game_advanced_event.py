from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GameAdvancedEvent")


@_attrs_define
class GameAdvancedEvent:
    """the service advanced the game (an automa or timed step) without a move of its own

    Attributes:
        seat (int | None):
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['game_advanced']):
        version (int): the game's version (moves applied) when the event was written
    """

    seat: int | None
    seq: int
    type_: Literal["game_advanced"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
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

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["game_advanced"], d.pop("type"))
        if type_ != "game_advanced":
            raise ValueError(f"type must match const 'game_advanced', got '{type_}'")

        version = d.pop("version")

        game_advanced_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return game_advanced_event

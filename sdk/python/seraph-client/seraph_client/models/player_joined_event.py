from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PlayerJoinedEvent")


@_attrs_define
class PlayerJoinedEvent:
    """a player took an open seat

    Attributes:
        seat (int):
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['player_joined']):
        version (int): the game's version (moves applied) when the event was written
    """

    seat: int
    seq: int
    type_: Literal["player_joined"]
    version: int

    def to_dict(self) -> dict[str, Any]:
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
        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["player_joined"], d.pop("type"))
        if type_ != "player_joined":
            raise ValueError(f"type must match const 'player_joined', got '{type_}'")

        version = d.pop("version")

        player_joined_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return player_joined_event

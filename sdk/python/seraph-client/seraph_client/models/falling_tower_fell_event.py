from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FallingTowerFellEvent")


@_attrs_define
class FallingTowerFellEvent:
    """the Progress Phase (5b-5e): floors 1 and 2 gone, the rest moved down two floors, new tiles on top, Flying Machines
    back to floor 1

        Attributes:
            order (list[int]): the new turn order, seats (0-based)
            seat (int | None): the seat that acted (null: the game or automa)
            seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
            tiles (list[str]): the floor tile ids bottom to top after the fall: floors 3-5 moved down, then a new Normal and
                a new Round tile
            type_ (Literal['tower_fell']): the event's type
            version (int): the game's version (moves applied) when the event was written
            redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    order: list[int]
    seat: int | None
    seq: int
    tiles: list[str]
    type_: Literal["tower_fell"]
    version: int
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        order = self.order

        seat: int | None
        seat = self.seat

        seq = self.seq

        tiles = self.tiles

        type_ = self.type_

        version = self.version

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "order": order,
                "seat": seat,
                "seq": seq,
                "tiles": tiles,
                "type": type_,
                "version": version,
            }
        )
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        order = cast(list[int], d.pop("order"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        tiles = cast(list[str], d.pop("tiles"))

        type_ = cast(Literal["tower_fell"], d.pop("type"))
        if type_ != "tower_fell":
            raise ValueError(f"type must match const 'tower_fell', got '{type_}'")

        version = d.pop("version")

        redacted = d.pop("redacted", UNSET)

        falling_tower_fell_event = cls(
            order=order,
            seat=seat,
            seq=seq,
            tiles=tiles,
            type_=type_,
            version=version,
            redacted=redacted,
        )

        return falling_tower_fell_event

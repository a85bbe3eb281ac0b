from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FallingDandaAscendedEvent")


@_attrs_define
class FallingDandaAscendedEvent:
    """solo: Danda's Flying Machine rose

    Attributes:
        floor (int): the floor it reached, 1-5 (Danda stands beside the Tower: space -1)
        frm (int): the floor it left, 1-5
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['danda_ascended']): the event's type
        version (int): the game's version (moves applied) when the event was written
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    floor: int
    frm: int
    seat: int | None
    seq: int
    type_: Literal["danda_ascended"]
    version: int
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        floor = self.floor

        frm = self.frm

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "floor": floor,
                "frm": frm,
                "seat": seat,
                "seq": seq,
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
        floor = d.pop("floor")

        frm = d.pop("frm")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["danda_ascended"], d.pop("type"))
        if type_ != "danda_ascended":
            raise ValueError(f"type must match const 'danda_ascended', got '{type_}'")

        version = d.pop("version")

        redacted = d.pop("redacted", UNSET)

        falling_danda_ascended_event = cls(
            floor=floor,
            frm=frm,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            redacted=redacted,
        )

        return falling_danda_ascended_event

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FallingNegotiatedEvent")


@_attrs_define
class FallingNegotiatedEvent:
    """the seat negotiated

    Attributes:
        piece (str): what it placed: Cr or Chip
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        space (int): the Negotiation space, 0-based (negotiation[space])
        type_ (Literal['negotiated']): the event's type
        version (int): the game's version (moves applied) when the event was written
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    piece: str
    seat: int | None
    seq: int
    space: int
    type_: Literal["negotiated"]
    version: int
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        piece = self.piece

        seat: int | None
        seat = self.seat

        seq = self.seq

        space = self.space

        type_ = self.type_

        version = self.version

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "piece": piece,
                "seat": seat,
                "seq": seq,
                "space": space,
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
        piece = d.pop("piece")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        space = d.pop("space")

        type_ = cast(Literal["negotiated"], d.pop("type"))
        if type_ != "negotiated":
            raise ValueError(f"type must match const 'negotiated', got '{type_}'")

        version = d.pop("version")

        redacted = d.pop("redacted", UNSET)

        falling_negotiated_event = cls(
            piece=piece,
            seat=seat,
            seq=seq,
            space=space,
            type_=type_,
            version=version,
            redacted=redacted,
        )

        return falling_negotiated_event

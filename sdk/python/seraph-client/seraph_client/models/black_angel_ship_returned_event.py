from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BlackAngelShipReturnedEvent")


@_attrs_define
class BlackAngelShipReturnedEvent:
    """a ship left space back to storage

    Attributes:
        hex_ (list[int]): the hex [p, k]: strip position p (1 = nearest the BA board), k = -2..2 along the strip (0 =
            the middle)
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['ship_returned']): the event's type
        version (int): the game's version (moves applied) when the event was written
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    hex_: list[int]
    seat: int | None
    seq: int
    type_: Literal["ship_returned"]
    version: int
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        hex_ = self.hex_

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hex": hex_,
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
        hex_ = cast(list[int], d.pop("hex"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["ship_returned"], d.pop("type"))
        if type_ != "ship_returned":
            raise ValueError(f"type must match const 'ship_returned', got '{type_}'")

        version = d.pop("version")

        redacted = d.pop("redacted", UNSET)

        black_angel_ship_returned_event = cls(
            hex_=hex_,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            redacted=redacted,
        )

        return black_angel_ship_returned_event

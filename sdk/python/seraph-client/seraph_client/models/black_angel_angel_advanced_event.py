from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BlackAngelAngelAdvancedEvent")


@_attrs_define
class BlackAngelAngelAdvancedEvent:
    """Sequence B: the Black Angel moved one strip on

    Attributes:
        from_ (list[int]): the hex [p, 0] it left
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        to (list[int]): the hex [p + 1, 0] it reached
        type_ (Literal['angel_advanced']): the event's type
        version (int): the game's version (moves applied) when the event was written
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    from_: list[int]
    seat: int | None
    seq: int
    to: list[int]
    type_: Literal["angel_advanced"]
    version: int
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        seat: int | None
        seat = self.seat

        seq = self.seq

        to = self.to

        type_ = self.type_

        version = self.version

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "seat": seat,
                "seq": seq,
                "to": to,
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
        from_ = cast(list[int], d.pop("from"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        to = cast(list[int], d.pop("to"))

        type_ = cast(Literal["angel_advanced"], d.pop("type"))
        if type_ != "angel_advanced":
            raise ValueError(f"type must match const 'angel_advanced', got '{type_}'")

        version = d.pop("version")

        redacted = d.pop("redacted", UNSET)

        black_angel_angel_advanced_event = cls(
            from_=from_,
            seat=seat,
            seq=seq,
            to=to,
            type_=type_,
            version=version,
            redacted=redacted,
        )

        return black_angel_angel_advanced_event

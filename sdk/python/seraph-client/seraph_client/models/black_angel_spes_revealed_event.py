from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BlackAngelSpesRevealedEvent")


@_attrs_define
class BlackAngelSpesRevealedEvent:
    """a flipped strip's Spes token became the Spes tile on its middle hex (BA-35)

    Attributes:
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        strip (str): the strip id
        type_ (Literal['spes_revealed']): the event's type
        version (int): the game's version (moves applied) when the event was written
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    seat: int | None
    seq: int
    strip: str
    type_: Literal["spes_revealed"]
    version: int
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        seq = self.seq

        strip = self.strip

        type_ = self.type_

        version = self.version

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "strip": strip,
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

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        strip = d.pop("strip")

        type_ = cast(Literal["spes_revealed"], d.pop("type"))
        if type_ != "spes_revealed":
            raise ValueError(f"type must match const 'spes_revealed', got '{type_}'")

        version = d.pop("version")

        redacted = d.pop("redacted", UNSET)

        black_angel_spes_revealed_event = cls(
            seat=seat,
            seq=seq,
            strip=strip,
            type_=type_,
            version=version,
            redacted=redacted,
        )

        return black_angel_spes_revealed_event

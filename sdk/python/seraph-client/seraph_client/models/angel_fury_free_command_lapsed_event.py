from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryFreeCommandLapsedEvent")


@_attrs_define
class AngelFuryFreeCommandLapsedEvent:
    """an unused free command was lost (as served)

    Attributes:
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['free_command_lapsed']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    seat: int | None
    seq: int
    type_: Literal["free_command_lapsed"]
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

        type_ = cast(Literal["free_command_lapsed"], d.pop("type"))
        if type_ != "free_command_lapsed":
            raise ValueError(f"type must match const 'free_command_lapsed', got '{type_}'")

        version = d.pop("version")

        angel_fury_free_command_lapsed_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return angel_fury_free_command_lapsed_event

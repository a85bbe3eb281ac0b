from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryTurnPartDoneEvent")


@_attrs_define
class AngelFuryTurnPartDoneEvent:
    """a teammate ended its part of the turn (as served)

    Attributes:
        number (int): turn_part_done: the turn number
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['turn_part_done']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    number: int
    seat: int | None
    seq: int
    type_: Literal["turn_part_done"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "number": number,
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
        number = d.pop("number")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["turn_part_done"], d.pop("type"))
        if type_ != "turn_part_done":
            raise ValueError(f"type must match const 'turn_part_done', got '{type_}'")

        version = d.pop("version")

        angel_fury_turn_part_done_event = cls(
            number=number,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return angel_fury_turn_part_done_event

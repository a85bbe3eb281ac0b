from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelEnlistmentEvent")


@_attrs_define
class FallenAngelEnlistmentEvent:
    """enlistment: the Enlistment began, as served

    Attributes:
        round_ (int): the round
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['enlistment']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    round_: int
    seat: int | None
    seq: int
    type_: Literal["enlistment"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
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
        round_ = d.pop("round")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["enlistment"], d.pop("type"))
        if type_ != "enlistment":
            raise ValueError(f"type must match const 'enlistment', got '{type_}'")

        version = d.pop("version")

        fallen_angel_enlistment_event = cls(
            round_=round_,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return fallen_angel_enlistment_event

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelMovementImpossibleEvent")


@_attrs_define
class FallenAngelMovementImpossibleEvent:
    """movement_impossible: no move could be made, as served

    Attributes:
        engine (int): Engine Power
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['movement_impossible']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    engine: int
    seat: int | None
    seq: int
    type_: Literal["movement_impossible"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        engine = self.engine

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "engine": engine,
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
        engine = d.pop("engine")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["movement_impossible"], d.pop("type"))
        if type_ != "movement_impossible":
            raise ValueError(f"type must match const 'movement_impossible', got '{type_}'")

        version = d.pop("version")

        fallen_angel_movement_impossible_event = cls(
            engine=engine,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return fallen_angel_movement_impossible_event

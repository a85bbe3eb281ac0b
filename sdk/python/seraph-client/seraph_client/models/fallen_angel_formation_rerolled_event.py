from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelFormationRerolledEvent")


@_attrs_define
class FallenAngelFormationRerolledEvent:
    """formation_rerolled: Imperial Formation: dice rerolled, as served

    Attributes:
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['formation_rerolled']): the event's type
        values (list[int]): die values
        version (int): the game's version (moves applied) when the event was written
    """

    seat: int | None
    seq: int
    type_: Literal["formation_rerolled"]
    values: list[int]
    version: int

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        values = self.values

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "type": type_,
                "values": values,
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

        type_ = cast(Literal["formation_rerolled"], d.pop("type"))
        if type_ != "formation_rerolled":
            raise ValueError(f"type must match const 'formation_rerolled', got '{type_}'")

        values = cast(list[int], d.pop("values"))

        version = d.pop("version")

        fallen_angel_formation_rerolled_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
            values=values,
            version=version,
        )

        return fallen_angel_formation_rerolled_event

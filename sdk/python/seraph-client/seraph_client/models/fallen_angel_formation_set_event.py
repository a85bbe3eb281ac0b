from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelFormationSetEvent")


@_attrs_define
class FallenAngelFormationSetEvent:
    """formation_set: Imperial Formation: a seat's roll was set, as served

    Attributes:
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['formation_set']): the event's type
        values (list[int]): die values
        version (int): the game's version (moves applied) when the event was written
    """

    seat: int | None
    seq: int
    type_: Literal["formation_set"]
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

        type_ = cast(Literal["formation_set"], d.pop("type"))
        if type_ != "formation_set":
            raise ValueError(f"type must match const 'formation_set', got '{type_}'")

        values = cast(list[int], d.pop("values"))

        version = d.pop("version")

        fallen_angel_formation_set_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
            values=values,
            version=version,
        )

        return fallen_angel_formation_set_event

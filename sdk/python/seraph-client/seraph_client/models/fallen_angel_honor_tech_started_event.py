from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelHonorTechStartedEvent")


@_attrs_define
class FallenAngelHonorTechStartedEvent:
    """honor_tech_started: Honor / Technology began, as served

    Attributes:
        quotas (int): quotas
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['honor_tech_started']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    quotas: int
    seat: int | None
    seq: int
    type_: Literal["honor_tech_started"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        quotas = self.quotas

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "quotas": quotas,
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
        quotas = d.pop("quotas")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["honor_tech_started"], d.pop("type"))
        if type_ != "honor_tech_started":
            raise ValueError(f"type must match const 'honor_tech_started', got '{type_}'")

        version = d.pop("version")

        fallen_angel_honor_tech_started_event = cls(
            quotas=quotas,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return fallen_angel_honor_tech_started_event

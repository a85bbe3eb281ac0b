from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_region import FallenAngelRegion

T = TypeVar("T", bound="FallenAngelMiningStartedEvent")


@_attrs_define
class FallenAngelMiningStartedEvent:
    """mining_started: Gem Mining began, as served

    Attributes:
        quota (int): Gem Mining quota
        region (FallenAngelRegion): a Region of the board and of Angel City
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['mining_started']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    quota: int
    region: FallenAngelRegion
    seat: int | None
    seq: int
    type_: Literal["mining_started"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        quota = self.quota

        region = self.region.value

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "quota": quota,
                "region": region,
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
        quota = d.pop("quota")

        region = FallenAngelRegion(d.pop("region"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["mining_started"], d.pop("type"))
        if type_ != "mining_started":
            raise ValueError(f"type must match const 'mining_started', got '{type_}'")

        version = d.pop("version")

        fallen_angel_mining_started_event = cls(
            quota=quota,
            region=region,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return fallen_angel_mining_started_event

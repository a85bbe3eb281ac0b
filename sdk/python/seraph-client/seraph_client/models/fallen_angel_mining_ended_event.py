from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelMiningEndedEvent")


@_attrs_define
class FallenAngelMiningEndedEvent:
    """mining_ended: Gem Mining ended, as served

    Attributes:
        quota_lost (int): quota left unused
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['mining_ended']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    quota_lost: int
    seat: int | None
    seq: int
    type_: Literal["mining_ended"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        quota_lost = self.quota_lost

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "quota_lost": quota_lost,
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
        quota_lost = d.pop("quota_lost")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["mining_ended"], d.pop("type"))
        if type_ != "mining_ended":
            raise ValueError(f"type must match const 'mining_ended', got '{type_}'")

        version = d.pop("version")

        fallen_angel_mining_ended_event = cls(
            quota_lost=quota_lost,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return fallen_angel_mining_ended_event

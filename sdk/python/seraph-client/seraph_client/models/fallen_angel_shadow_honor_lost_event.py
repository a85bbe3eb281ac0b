from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelShadowHonorLostEvent")


@_attrs_define
class FallenAngelShadowHonorLostEvent:
    """shadow_honor_lost: co-op: the Shadow lost Honor, as served

    Attributes:
        honor (int): the Honor (an amount, or per seat)
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['shadow_honor_lost']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    honor: int
    seat: int | None
    seq: int
    type_: Literal["shadow_honor_lost"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        honor = self.honor

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "honor": honor,
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
        honor = d.pop("honor")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["shadow_honor_lost"], d.pop("type"))
        if type_ != "shadow_honor_lost":
            raise ValueError(f"type must match const 'shadow_honor_lost', got '{type_}'")

        version = d.pop("version")

        fallen_angel_shadow_honor_lost_event = cls(
            honor=honor,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return fallen_angel_shadow_honor_lost_event

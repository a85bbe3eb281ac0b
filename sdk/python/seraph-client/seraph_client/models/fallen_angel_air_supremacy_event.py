from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_air_supremacy_event_vp import FallenAngelAirSupremacyEventVp


T = TypeVar("T", bound="FallenAngelAirSupremacyEvent")


@_attrs_define
class FallenAngelAirSupremacyEvent:
    """air_supremacy: Air Supremacy scored, as served

    Attributes:
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['air_supremacy']): the event's type
        version (int): the game's version (moves applied) when the event was written
        vp (FallenAngelAirSupremacyEventVp): seat -> VP
    """

    seat: int | None
    seq: int
    type_: Literal["air_supremacy"]
    version: int
    vp: FallenAngelAirSupremacyEventVp

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        vp = self.vp.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
                "vp": vp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_air_supremacy_event_vp import FallenAngelAirSupremacyEventVp  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["air_supremacy"], d.pop("type"))
        if type_ != "air_supremacy":
            raise ValueError(f"type must match const 'air_supremacy', got '{type_}'")

        version = d.pop("version")

        vp = FallenAngelAirSupremacyEventVp.from_dict(d.pop("vp"))

        fallen_angel_air_supremacy_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            vp=vp,
        )

        return fallen_angel_air_supremacy_event

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelShadowScoredEvent")


@_attrs_define
class FallenAngelShadowScoredEvent:
    """shadow_scored: co-op: the Shadow scored VP, as served

    Attributes:
        reason (None | str): why: a tech id, an action or rule name (null: none given)
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        total (int): the total after the change
        type_ (Literal['shadow_scored']): the event's type
        version (int): the game's version (moves applied) when the event was written
        vp (int): the VP (an amount, or per seat)
    """

    reason: None | str
    seat: int | None
    seq: int
    total: int
    type_: Literal["shadow_scored"]
    version: int
    vp: int

    def to_dict(self) -> dict[str, Any]:
        reason: None | str
        reason = self.reason

        seat: int | None
        seat = self.seat

        seq = self.seq

        total = self.total

        type_ = self.type_

        version = self.version

        vp = self.vp

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "seat": seat,
                "seq": seq,
                "total": total,
                "type": type_,
                "version": version,
                "vp": vp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        total = d.pop("total")

        type_ = cast(Literal["shadow_scored"], d.pop("type"))
        if type_ != "shadow_scored":
            raise ValueError(f"type must match const 'shadow_scored', got '{type_}'")

        version = d.pop("version")

        vp = d.pop("vp")

        fallen_angel_shadow_scored_event = cls(
            reason=reason,
            seat=seat,
            seq=seq,
            total=total,
            type_=type_,
            version=version,
            vp=vp,
        )

        return fallen_angel_shadow_scored_event

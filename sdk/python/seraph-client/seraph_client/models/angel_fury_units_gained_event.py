from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryUnitsGainedEvent")


@_attrs_define
class AngelFuryUnitsGainedEvent:
    """minions were gained into an area (as served)

    Attributes:
        area (str): units_gained: an area id
        commanded (bool): units_gained: they count as commanded (may not move)
        count (int): units_gained: how many
        reason (str): units_gained: why (a card family, an ability or a rule)
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['units_gained']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    area: str
    commanded: bool
    count: int
    reason: str
    seat: int | None
    seq: int
    type_: Literal["units_gained"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        commanded = self.commanded

        count = self.count

        reason = self.reason

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "commanded": commanded,
                "count": count,
                "reason": reason,
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
        area = d.pop("area")

        commanded = d.pop("commanded")

        count = d.pop("count")

        reason = d.pop("reason")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["units_gained"], d.pop("type"))
        if type_ != "units_gained":
            raise ValueError(f"type must match const 'units_gained', got '{type_}'")

        version = d.pop("version")

        angel_fury_units_gained_event = cls(
            area=area,
            commanded=commanded,
            count=count,
            reason=reason,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return angel_fury_units_gained_event

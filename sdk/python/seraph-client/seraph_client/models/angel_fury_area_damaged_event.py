from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryAreaDamagedEvent")


@_attrs_define
class AngelFuryAreaDamagedEvent:
    """an area took damage outside a battle (as served)

    Attributes:
        area (str): area_damaged: an area id
        cause (str): area_damaged: what deals the damage
        damage (int): area_damaged: damage
        prevented (int): area_damaged: damage prevented
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['area_damaged']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    area: str
    cause: str
    damage: int
    prevented: int
    seat: int | None
    seq: int
    type_: Literal["area_damaged"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        cause = self.cause

        damage = self.damage

        prevented = self.prevented

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "cause": cause,
                "damage": damage,
                "prevented": prevented,
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

        cause = d.pop("cause")

        damage = d.pop("damage")

        prevented = d.pop("prevented")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["area_damaged"], d.pop("type"))
        if type_ != "area_damaged":
            raise ValueError(f"type must match const 'area_damaged', got '{type_}'")

        version = d.pop("version")

        angel_fury_area_damaged_event = cls(
            area=area,
            cause=cause,
            damage=damage,
            prevented=prevented,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return angel_fury_area_damaged_event

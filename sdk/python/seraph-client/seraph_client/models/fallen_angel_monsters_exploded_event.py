from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FallenAngelMonstersExplodedEvent")


@_attrs_define
class FallenAngelMonstersExplodedEvent:
    """monsters_exploded: the Monster Dice left exploded, as served

    Attributes:
        damage (int): the VP damage
        dice (int): the dice
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['monsters_exploded']): the event's type
        version (int): the game's version (moves applied) when the event was written
        shadow_vp (int | Unset): co-op: the Shadow's VP
    """

    damage: int
    dice: int
    seat: int | None
    seq: int
    type_: Literal["monsters_exploded"]
    version: int
    shadow_vp: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        damage = self.damage

        dice = self.dice

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        shadow_vp = self.shadow_vp

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "damage": damage,
                "dice": dice,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )
        if shadow_vp is not UNSET:
            field_dict["shadow_vp"] = shadow_vp

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        damage = d.pop("damage")

        dice = d.pop("dice")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["monsters_exploded"], d.pop("type"))
        if type_ != "monsters_exploded":
            raise ValueError(f"type must match const 'monsters_exploded', got '{type_}'")

        version = d.pop("version")

        shadow_vp = d.pop("shadow_vp", UNSET)

        fallen_angel_monsters_exploded_event = cls(
            damage=damage,
            dice=dice,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            shadow_vp=shadow_vp,
        )

        return fallen_angel_monsters_exploded_event

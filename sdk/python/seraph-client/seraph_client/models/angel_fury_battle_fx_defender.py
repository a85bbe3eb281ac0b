from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AngelFuryBattleFxDefender")


@_attrs_define
class AngelFuryBattleFxDefender:
    """a side's battle-long effects

    Attributes:
        aura_used (bool): the shielding aura prevented its damage this battle
        bonus (int): extra damage in round 1
        charge (int): damage dealt before round 1
        circle_damage (int): damage per circle rolled (Brutal Assault)
        malus (int): less damage left to deal (Dark Portal II)
        pool (int): prevention left for the battle
        resistant_used (bool): Resistant prevented its damage this battle
        first_prevented (bool | Unset): Beelzebub prevented the first damage this battle
        must_retreat (bool | Unset): the side retreats after this round (Retreat, Locust Tide)
    """

    aura_used: bool
    bonus: int
    charge: int
    circle_damage: int
    malus: int
    pool: int
    resistant_used: bool
    first_prevented: bool | Unset = UNSET
    must_retreat: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        aura_used = self.aura_used

        bonus = self.bonus

        charge = self.charge

        circle_damage = self.circle_damage

        malus = self.malus

        pool = self.pool

        resistant_used = self.resistant_used

        first_prevented = self.first_prevented

        must_retreat = self.must_retreat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "aura_used": aura_used,
                "bonus": bonus,
                "charge": charge,
                "circle_damage": circle_damage,
                "malus": malus,
                "pool": pool,
                "resistant_used": resistant_used,
            }
        )
        if first_prevented is not UNSET:
            field_dict["first_prevented"] = first_prevented
        if must_retreat is not UNSET:
            field_dict["must_retreat"] = must_retreat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        aura_used = d.pop("aura_used")

        bonus = d.pop("bonus")

        charge = d.pop("charge")

        circle_damage = d.pop("circle_damage")

        malus = d.pop("malus")

        pool = d.pop("pool")

        resistant_used = d.pop("resistant_used")

        first_prevented = d.pop("first_prevented", UNSET)

        must_retreat = d.pop("must_retreat", UNSET)

        angel_fury_battle_fx_defender = cls(
            aura_used=aura_used,
            bonus=bonus,
            charge=charge,
            circle_damage=circle_damage,
            malus=malus,
            pool=pool,
            resistant_used=resistant_used,
            first_prevented=first_prevented,
            must_retreat=must_retreat,
        )

        return angel_fury_battle_fx_defender

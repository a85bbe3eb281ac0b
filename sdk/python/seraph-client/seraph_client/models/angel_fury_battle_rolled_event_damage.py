from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryBattleRolledEventDamage")


@_attrs_define
class AngelFuryBattleRolledEventDamage:
    """battle_rolled: damage

    Attributes:
        attacker (int): the attacking side's
        defender (int): the attacking side's
    """

    attacker: int
    defender: int

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker

        defender = self.defender

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker": attacker,
                "defender": defender,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacker = d.pop("attacker")

        defender = d.pop("defender")

        angel_fury_battle_rolled_event_damage = cls(
            attacker=attacker,
            defender=defender,
        )

        return angel_fury_battle_rolled_event_damage

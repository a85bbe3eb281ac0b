from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.angel_fury_battle_fx_attacker import AngelFuryBattleFxAttacker
    from ..models.angel_fury_battle_fx_defender import AngelFuryBattleFxDefender


T = TypeVar("T", bound="AngelFuryBattleFx")


@_attrs_define
class AngelFuryBattleFx:
    """battle-long effects per side

    Attributes:
        attacker (AngelFuryBattleFxAttacker): a side's battle-long effects
        defender (AngelFuryBattleFxDefender): a side's battle-long effects
    """

    attacker: AngelFuryBattleFxAttacker
    defender: AngelFuryBattleFxDefender

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker.to_dict()

        defender = self.defender.to_dict()

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
        from ..models.angel_fury_battle_fx_attacker import AngelFuryBattleFxAttacker  # noqa: PLC0415
        from ..models.angel_fury_battle_fx_defender import AngelFuryBattleFxDefender  # noqa: PLC0415

        d = dict(src_dict)
        attacker = AngelFuryBattleFxAttacker.from_dict(d.pop("attacker"))

        defender = AngelFuryBattleFxDefender.from_dict(d.pop("defender"))

        angel_fury_battle_fx = cls(
            attacker=attacker,
            defender=defender,
        )

        return angel_fury_battle_fx

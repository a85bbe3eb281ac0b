from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.angel_fury_battle_rolled_event_rolls_attacker import AngelFuryBattleRolledEventRollsAttacker
    from ..models.angel_fury_battle_rolled_event_rolls_defender import AngelFuryBattleRolledEventRollsDefender


T = TypeVar("T", bound="AngelFuryBattleRolledEventRolls")


@_attrs_define
class AngelFuryBattleRolledEventRolls:
    """faces rolled per side

    Attributes:
        attacker (AngelFuryBattleRolledEventRollsAttacker): faces rolled this round
        defender (AngelFuryBattleRolledEventRollsDefender): faces rolled this round
    """

    attacker: AngelFuryBattleRolledEventRollsAttacker
    defender: AngelFuryBattleRolledEventRollsDefender

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
        from ..models.angel_fury_battle_rolled_event_rolls_attacker import AngelFuryBattleRolledEventRollsAttacker  # noqa: PLC0415
        from ..models.angel_fury_battle_rolled_event_rolls_defender import AngelFuryBattleRolledEventRollsDefender  # noqa: PLC0415

        d = dict(src_dict)
        attacker = AngelFuryBattleRolledEventRollsAttacker.from_dict(d.pop("attacker"))

        defender = AngelFuryBattleRolledEventRollsDefender.from_dict(d.pop("defender"))

        angel_fury_battle_rolled_event_rolls = cls(
            attacker=attacker,
            defender=defender,
        )

        return angel_fury_battle_rolled_event_rolls

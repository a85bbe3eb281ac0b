from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.angel_fury_battle_rolls_type_0_attacker import AngelFuryBattleRollsType0Attacker
    from ..models.angel_fury_battle_rolls_type_0_defender import AngelFuryBattleRollsType0Defender


T = TypeVar("T", bound="AngelFuryBattleRollsType0")


@_attrs_define
class AngelFuryBattleRollsType0:
    """
    Attributes:
        attacker (AngelFuryBattleRollsType0Attacker): faces rolled this round
        defender (AngelFuryBattleRollsType0Defender): faces rolled this round
    """

    attacker: AngelFuryBattleRollsType0Attacker
    defender: AngelFuryBattleRollsType0Defender

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
        from ..models.angel_fury_battle_rolls_type_0_attacker import AngelFuryBattleRollsType0Attacker  # noqa: PLC0415
        from ..models.angel_fury_battle_rolls_type_0_defender import AngelFuryBattleRollsType0Defender  # noqa: PLC0415

        d = dict(src_dict)
        attacker = AngelFuryBattleRollsType0Attacker.from_dict(d.pop("attacker"))

        defender = AngelFuryBattleRollsType0Defender.from_dict(d.pop("defender"))

        angel_fury_battle_rolls_type_0 = cls(
            attacker=attacker,
            defender=defender,
        )

        return angel_fury_battle_rolls_type_0

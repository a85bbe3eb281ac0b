from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.angel_fury_decision_battle_won_data_troop import AngelFuryDecisionBattleWonDataTroop


T = TypeVar("T", bound="AngelFuryDecisionBattleWonData")


@_attrs_define
class AngelFuryDecisionBattleWonData:
    """the battle_won decision's public data

    Attributes:
        area (str): the area
        came_from (str): an area id r{row}c{col}: row 1 is the evil back edge, the last row the good one
        troop (AngelFuryDecisionBattleWonDataTroop): the moving troop
    """

    area: str
    came_from: str
    troop: AngelFuryDecisionBattleWonDataTroop

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        came_from = self.came_from

        troop = self.troop.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "came_from": came_from,
                "troop": troop,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_decision_battle_won_data_troop import AngelFuryDecisionBattleWonDataTroop  # noqa: PLC0415

        d = dict(src_dict)
        area = d.pop("area")

        came_from = d.pop("came_from")

        troop = AngelFuryDecisionBattleWonDataTroop.from_dict(d.pop("troop"))

        angel_fury_decision_battle_won_data = cls(
            area=area,
            came_from=came_from,
            troop=troop,
        )

        return angel_fury_decision_battle_won_data

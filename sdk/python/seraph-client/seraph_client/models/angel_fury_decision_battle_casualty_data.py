from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryDecisionBattleCasualtyData")


@_attrs_define
class AngelFuryDecisionBattleCasualtyData:
    """the battle_casualty decision's public data

    Attributes:
        side (str): the side concerned
    """

    side: str

    def to_dict(self) -> dict[str, Any]:
        side = self.side

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "side": side,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        side = d.pop("side")

        angel_fury_decision_battle_casualty_data = cls(
            side=side,
        )

        return angel_fury_decision_battle_casualty_data

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryDecisionAbilityTargetData")


@_attrs_define
class AngelFuryDecisionAbilityTargetData:
    """the ability_target decision's public data"""

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        angel_fury_decision_ability_target_data = cls()

        return angel_fury_decision_ability_target_data

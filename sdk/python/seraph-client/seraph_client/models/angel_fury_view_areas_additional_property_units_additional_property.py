from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryViewAreasAdditionalPropertyUnitsAdditionalProperty")


@_attrs_define
class AngelFuryViewAreasAdditionalPropertyUnitsAdditionalProperty:
    """
    Attributes:
        fresh (int): of them, those not commanded yet this turn
        minions (int): minions of the colour there
    """

    fresh: int
    minions: int

    def to_dict(self) -> dict[str, Any]:
        fresh = self.fresh

        minions = self.minions

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fresh": fresh,
                "minions": minions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fresh = d.pop("fresh")

        minions = d.pop("minions")

        angel_fury_view_areas_additional_property_units_additional_property = cls(
            fresh=fresh,
            minions=minions,
        )

        return angel_fury_view_areas_additional_property_units_additional_property

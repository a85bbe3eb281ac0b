from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelDetailsSeatsAdditionalPropertyDomination")


@_attrs_define
class FallenAngelDetailsSeatsAdditionalPropertyDomination:
    """Domination

    Attributes:
        houses (int): House tokens on the map
        vp (int): their VP from the Domination table
    """

    houses: int
    vp: int

    def to_dict(self) -> dict[str, Any]:
        houses = self.houses

        vp = self.vp

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "houses": houses,
                "vp": vp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        houses = d.pop("houses")

        vp = d.pop("vp")

        fallen_angel_details_seats_additional_property_domination = cls(
            houses=houses,
            vp=vp,
        )

        return fallen_angel_details_seats_additional_property_domination

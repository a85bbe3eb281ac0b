from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelDetailsShadow")


@_attrs_define
class FallenAngelDetailsShadow:
    """Shadow co-op: the Shadow's breakdown (row 66)

    Attributes:
        domination (int): Prosperity VP for those Locations (Saved only)
        locations (int): Locations the Shadow holds
        surplus (int): Surplus VP: (Honor + black cubes on the map) // the divisor (Saved only)
        total (int): the Shadow's final score
        track (int): the Shadow's VP track
        war_contribution (int): War Contribution VP for the gems in Angel City (Saved only)
    """

    domination: int
    locations: int
    surplus: int
    total: int
    track: int
    war_contribution: int

    def to_dict(self) -> dict[str, Any]:
        domination = self.domination

        locations = self.locations

        surplus = self.surplus

        total = self.total

        track = self.track

        war_contribution = self.war_contribution

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "domination": domination,
                "locations": locations,
                "surplus": surplus,
                "total": total,
                "track": track,
                "war_contribution": war_contribution,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        domination = d.pop("domination")

        locations = d.pop("locations")

        surplus = d.pop("surplus")

        total = d.pop("total")

        track = d.pop("track")

        war_contribution = d.pop("war_contribution")

        fallen_angel_details_shadow = cls(
            domination=domination,
            locations=locations,
            surplus=surplus,
            total=total,
            track=track,
            war_contribution=war_contribution,
        )

        return fallen_angel_details_shadow

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BlackAngelDetailsSeatsAdditionalPropertySpes")


@_attrs_define
class BlackAngelDetailsSeatsAdditionalPropertySpes:
    """the Spes bonus (BA-37; Hal: BA-39)

    Attributes:
        at_spes (bool): the Black Angel reached Spes (else the bonus is 0)
        points (int): the bonus: (robots + resources + ships) divided by the divisor, rounded down (Hal: robots only)
        robots (int): break-room robots counted
        resources (int | Unset): resources in storage counted
        ships (int | Unset): ships in storage counted
    """

    at_spes: bool
    points: int
    robots: int
    resources: int | Unset = UNSET
    ships: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        at_spes = self.at_spes

        points = self.points

        robots = self.robots

        resources = self.resources

        ships = self.ships

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at_spes": at_spes,
                "points": points,
                "robots": robots,
            }
        )
        if resources is not UNSET:
            field_dict["resources"] = resources
        if ships is not UNSET:
            field_dict["ships"] = ships

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at_spes = d.pop("at_spes")

        points = d.pop("points")

        robots = d.pop("robots")

        resources = d.pop("resources", UNSET)

        ships = d.pop("ships", UNSET)

        black_angel_details_seats_additional_property_spes = cls(
            at_spes=at_spes,
            points=points,
            robots=robots,
            resources=resources,
            ships=ships,
        )

        return black_angel_details_seats_additional_property_spes

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_details_seats_additional_property_domination import (
        FallenAngelDetailsSeatsAdditionalPropertyDomination,
    )
    from ..models.fallen_angel_details_seats_additional_property_surplus import (
        FallenAngelDetailsSeatsAdditionalPropertySurplus,
    )


T = TypeVar("T", bound="FallenAngelDetailsSeatsAdditionalProperty")


@_attrs_define
class FallenAngelDetailsSeatsAdditionalProperty:
    """one player's breakdown

    Attributes:
        consumed (int): VP of the consumed gems (by the ending)
        domination (FallenAngelDetailsSeatsAdditionalPropertyDomination): Domination
        resentment (int): People's Resentment (0 or less: Crash only)
        surplus (FallenAngelDetailsSeatsAdditionalPropertySurplus): Surplus Disposal: heroes in hand, (gems + Honor +
            cubes) // 2, (Shields + Engine) // 3
        total (int): the final score
        track (int): VP on the track
    """

    consumed: int
    domination: FallenAngelDetailsSeatsAdditionalPropertyDomination
    resentment: int
    surplus: FallenAngelDetailsSeatsAdditionalPropertySurplus
    total: int
    track: int

    def to_dict(self) -> dict[str, Any]:
        consumed = self.consumed

        domination = self.domination.to_dict()

        resentment = self.resentment

        surplus = self.surplus.to_dict()

        total = self.total

        track = self.track

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "consumed": consumed,
                "domination": domination,
                "resentment": resentment,
                "surplus": surplus,
                "total": total,
                "track": track,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_details_seats_additional_property_domination import (
            FallenAngelDetailsSeatsAdditionalPropertyDomination,  # noqa: PLC0415
        )
        from ..models.fallen_angel_details_seats_additional_property_surplus import (
            FallenAngelDetailsSeatsAdditionalPropertySurplus,  # noqa: PLC0415
        )

        d = dict(src_dict)
        consumed = d.pop("consumed")

        domination = FallenAngelDetailsSeatsAdditionalPropertyDomination.from_dict(d.pop("domination"))

        resentment = d.pop("resentment")

        surplus = FallenAngelDetailsSeatsAdditionalPropertySurplus.from_dict(d.pop("surplus"))

        total = d.pop("total")

        track = d.pop("track")

        fallen_angel_details_seats_additional_property = cls(
            consumed=consumed,
            domination=domination,
            resentment=resentment,
            surplus=surplus,
            total=total,
            track=track,
        )

        return fallen_angel_details_seats_additional_property

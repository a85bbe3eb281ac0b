from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.black_angel_view_final_details_seats_additional_property_advanced_item import (
        BlackAngelViewFinalDetailsSeatsAdditionalPropertyAdvancedItem,
    )
    from ..models.black_angel_view_final_details_seats_additional_property_filed import (
        BlackAngelViewFinalDetailsSeatsAdditionalPropertyFiled,
    )
    from ..models.black_angel_view_final_details_seats_additional_property_spes import (
        BlackAngelViewFinalDetailsSeatsAdditionalPropertySpes,
    )


T = TypeVar("T", bound="BlackAngelViewFinalDetailsSeatsAdditionalProperty")


@_attrs_define
class BlackAngelViewFinalDetailsSeatsAdditionalProperty:
    """
    Attributes:
        spes (BlackAngelViewFinalDetailsSeatsAdditionalPropertySpes): the Spes bonus (BA-37; Hal: BA-39)
        total (int): the final score
        track (int): VP on the score track at the end
        advanced (list[BlackAngelViewFinalDetailsSeatsAdditionalPropertyAdvancedItem] | Unset): each Advanced Technology
            tile held and what it scored (BA-37)
        advanced_total (int | Unset): the points of all advanced tiles
        debris (int | Unset): debris left in storage and on tiles at the end
        filed (BlackAngelViewFinalDetailsSeatsAdditionalPropertyFiled | Unset): Hal only: the points of his filed
            Missions per colour (capped)
        missions_in_space (int | Unset): Hal only: his Missions in space
        missions_points (int | Unset): Hal only: the points of his Missions in space
    """

    spes: BlackAngelViewFinalDetailsSeatsAdditionalPropertySpes
    total: int
    track: int
    advanced: list[BlackAngelViewFinalDetailsSeatsAdditionalPropertyAdvancedItem] | Unset = UNSET
    advanced_total: int | Unset = UNSET
    debris: int | Unset = UNSET
    filed: BlackAngelViewFinalDetailsSeatsAdditionalPropertyFiled | Unset = UNSET
    missions_in_space: int | Unset = UNSET
    missions_points: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        spes = self.spes.to_dict()

        total = self.total

        track = self.track

        advanced: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.advanced, Unset):
            advanced = []
            for advanced_item_data in self.advanced:
                advanced_item = advanced_item_data.to_dict()
                advanced.append(advanced_item)

        advanced_total = self.advanced_total

        debris = self.debris

        filed: dict[str, Any] | Unset = UNSET
        if not isinstance(self.filed, Unset):
            filed = self.filed.to_dict()

        missions_in_space = self.missions_in_space

        missions_points = self.missions_points

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "spes": spes,
                "total": total,
                "track": track,
            }
        )
        if advanced is not UNSET:
            field_dict["advanced"] = advanced
        if advanced_total is not UNSET:
            field_dict["advanced_total"] = advanced_total
        if debris is not UNSET:
            field_dict["debris"] = debris
        if filed is not UNSET:
            field_dict["filed"] = filed
        if missions_in_space is not UNSET:
            field_dict["missions_in_space"] = missions_in_space
        if missions_points is not UNSET:
            field_dict["missions_points"] = missions_points

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.black_angel_view_final_details_seats_additional_property_advanced_item import (
            BlackAngelViewFinalDetailsSeatsAdditionalPropertyAdvancedItem,  # noqa: PLC0415
        )
        from ..models.black_angel_view_final_details_seats_additional_property_filed import (
            BlackAngelViewFinalDetailsSeatsAdditionalPropertyFiled,  # noqa: PLC0415
        )
        from ..models.black_angel_view_final_details_seats_additional_property_spes import (
            BlackAngelViewFinalDetailsSeatsAdditionalPropertySpes,  # noqa: PLC0415
        )

        d = dict(src_dict)
        spes = BlackAngelViewFinalDetailsSeatsAdditionalPropertySpes.from_dict(d.pop("spes"))

        total = d.pop("total")

        track = d.pop("track")

        _advanced = d.pop("advanced", UNSET)
        advanced: list[BlackAngelViewFinalDetailsSeatsAdditionalPropertyAdvancedItem] | Unset = UNSET
        if _advanced is not UNSET:
            advanced = []
            for advanced_item_data in _advanced:
                advanced_item = BlackAngelViewFinalDetailsSeatsAdditionalPropertyAdvancedItem.from_dict(
                    advanced_item_data
                )

                advanced.append(advanced_item)

        advanced_total = d.pop("advanced_total", UNSET)

        debris = d.pop("debris", UNSET)

        _filed = d.pop("filed", UNSET)
        filed: BlackAngelViewFinalDetailsSeatsAdditionalPropertyFiled | Unset
        if isinstance(_filed, Unset):
            filed = UNSET
        else:
            filed = BlackAngelViewFinalDetailsSeatsAdditionalPropertyFiled.from_dict(_filed)

        missions_in_space = d.pop("missions_in_space", UNSET)

        missions_points = d.pop("missions_points", UNSET)

        black_angel_view_final_details_seats_additional_property = cls(
            spes=spes,
            total=total,
            track=track,
            advanced=advanced,
            advanced_total=advanced_total,
            debris=debris,
            filed=filed,
            missions_in_space=missions_in_space,
            missions_points=missions_points,
        )

        return black_angel_view_final_details_seats_additional_property

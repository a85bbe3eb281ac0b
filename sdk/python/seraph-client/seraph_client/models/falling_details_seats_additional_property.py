from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FallingDetailsSeatsAdditionalProperty")


@_attrs_define
class FallingDetailsSeatsAdditionalProperty:
    """
    Attributes:
        before_final (int): the score before final scoring
        chips (int): VP for Skill Chips
        contribution_points (int): Contribution points (Devices installed)
        materials (int): VP for leftover Materials
        resources (int): VP for leftover Resources
        total (int): the final score
        track (int): the VP track position at the end
        vp_cards (int): Victory Point cards held (10 VP each)
        contribution_rank (int | Unset): rank by Contribution, 1 = best
        contribution_vp (int | Unset): VP for the Contribution rank
        threshold_vp (int | Unset): solo: VP for the Contribution threshold reached
    """

    before_final: int
    chips: int
    contribution_points: int
    materials: int
    resources: int
    total: int
    track: int
    vp_cards: int
    contribution_rank: int | Unset = UNSET
    contribution_vp: int | Unset = UNSET
    threshold_vp: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        before_final = self.before_final

        chips = self.chips

        contribution_points = self.contribution_points

        materials = self.materials

        resources = self.resources

        total = self.total

        track = self.track

        vp_cards = self.vp_cards

        contribution_rank = self.contribution_rank

        contribution_vp = self.contribution_vp

        threshold_vp = self.threshold_vp

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "before_final": before_final,
                "chips": chips,
                "contribution_points": contribution_points,
                "materials": materials,
                "resources": resources,
                "total": total,
                "track": track,
                "vp_cards": vp_cards,
            }
        )
        if contribution_rank is not UNSET:
            field_dict["contribution_rank"] = contribution_rank
        if contribution_vp is not UNSET:
            field_dict["contribution_vp"] = contribution_vp
        if threshold_vp is not UNSET:
            field_dict["threshold_vp"] = threshold_vp

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        before_final = d.pop("before_final")

        chips = d.pop("chips")

        contribution_points = d.pop("contribution_points")

        materials = d.pop("materials")

        resources = d.pop("resources")

        total = d.pop("total")

        track = d.pop("track")

        vp_cards = d.pop("vp_cards")

        contribution_rank = d.pop("contribution_rank", UNSET)

        contribution_vp = d.pop("contribution_vp", UNSET)

        threshold_vp = d.pop("threshold_vp", UNSET)

        falling_details_seats_additional_property = cls(
            before_final=before_final,
            chips=chips,
            contribution_points=contribution_points,
            materials=materials,
            resources=resources,
            total=total,
            track=track,
            vp_cards=vp_cards,
            contribution_rank=contribution_rank,
            contribution_vp=contribution_vp,
            threshold_vp=threshold_vp,
        )

        return falling_details_seats_additional_property

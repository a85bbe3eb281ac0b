from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.falling_view_final_details_seats import FallingViewFinalDetailsSeats
    from ..models.falling_view_final_details_solo import FallingViewFinalDetailsSolo


T = TypeVar("T", bound="FallingViewFinalDetails")


@_attrs_define
class FallingViewFinalDetails:
    """Falling's scoring: a breakdown per seat, and the solo block

    Attributes:
        seats (FallingViewFinalDetailsSeats): seat number (as a string) -> that seat's final scoring breakdown
        solo (FallingViewFinalDetailsSolo | Unset): solo only: the difficulty, the score and its evaluation
    """

    seats: FallingViewFinalDetailsSeats
    solo: FallingViewFinalDetailsSolo | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats.to_dict()

        solo: dict[str, Any] | Unset = UNSET
        if not isinstance(self.solo, Unset):
            solo = self.solo.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
            }
        )
        if solo is not UNSET:
            field_dict["solo"] = solo

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.falling_view_final_details_seats import FallingViewFinalDetailsSeats  # noqa: PLC0415
        from ..models.falling_view_final_details_solo import FallingViewFinalDetailsSolo  # noqa: PLC0415

        d = dict(src_dict)
        seats = FallingViewFinalDetailsSeats.from_dict(d.pop("seats"))

        _solo = d.pop("solo", UNSET)
        solo: FallingViewFinalDetailsSolo | Unset
        if isinstance(_solo, Unset):
            solo = UNSET
        else:
            solo = FallingViewFinalDetailsSolo.from_dict(_solo)

        falling_view_final_details = cls(
            seats=seats,
            solo=solo,
        )

        return falling_view_final_details

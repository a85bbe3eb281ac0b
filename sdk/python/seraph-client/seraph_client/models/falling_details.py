from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.falling_details_seats import FallingDetailsSeats
    from ..models.falling_details_solo import FallingDetailsSolo


T = TypeVar("T", bound="FallingDetails")


@_attrs_define
class FallingDetails:
    """Falling's scoring: a breakdown per seat, and the solo block

    Attributes:
        seats (FallingDetailsSeats): seat number (as a string) -> that seat's final scoring breakdown
        solo (FallingDetailsSolo | Unset): solo only: the difficulty, the score and its evaluation
    """

    seats: FallingDetailsSeats
    solo: FallingDetailsSolo | Unset = UNSET

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
        from ..models.falling_details_seats import FallingDetailsSeats  # noqa: PLC0415
        from ..models.falling_details_solo import FallingDetailsSolo  # noqa: PLC0415

        d = dict(src_dict)
        seats = FallingDetailsSeats.from_dict(d.pop("seats"))

        _solo = d.pop("solo", UNSET)
        solo: FallingDetailsSolo | Unset
        if isinstance(_solo, Unset):
            solo = UNSET
        else:
            solo = FallingDetailsSolo.from_dict(_solo)

        falling_details = cls(
            seats=seats,
            solo=solo,
        )

        return falling_details

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.black_angel_details_seats import BlackAngelDetailsSeats
    from ..models.black_angel_details_solo import BlackAngelDetailsSolo


T = TypeVar("T", bound="BlackAngelDetails")


@_attrs_define
class BlackAngelDetails:
    """Black Angel's scoring: a breakdown per seat, and the solitaire block

    Attributes:
        seats (BlackAngelDetailsSeats): seat number (as a string) -> that seat's scoring breakdown
        solo (BlackAngelDetailsSolo | Unset): solitaire only: Hal's difficulty, the seats and the player's outcome
    """

    seats: BlackAngelDetailsSeats
    solo: BlackAngelDetailsSolo | Unset = UNSET

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
        from ..models.black_angel_details_seats import BlackAngelDetailsSeats  # noqa: PLC0415
        from ..models.black_angel_details_solo import BlackAngelDetailsSolo  # noqa: PLC0415

        d = dict(src_dict)
        seats = BlackAngelDetailsSeats.from_dict(d.pop("seats"))

        _solo = d.pop("solo", UNSET)
        solo: BlackAngelDetailsSolo | Unset
        if isinstance(_solo, Unset):
            solo = UNSET
        else:
            solo = BlackAngelDetailsSolo.from_dict(_solo)

        black_angel_details = cls(
            seats=seats,
            solo=solo,
        )

        return black_angel_details

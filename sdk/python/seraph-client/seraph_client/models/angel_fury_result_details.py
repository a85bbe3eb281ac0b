from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.angel_fury_side import AngelFurySide
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.angel_fury_result_details_seats import AngelFuryResultDetailsSeats
    from ..models.angel_fury_result_details_solo import AngelFuryResultDetailsSolo
    from ..models.angel_fury_result_details_soul_points import AngelFuryResultDetailsSoulPoints


T = TypeVar("T", bound="AngelFuryResultDetails")


@_attrs_define
class AngelFuryResultDetails:
    """Angel Fury's result details: soul points, the winning sides, every seat's end; solo: the tide's facts

    Attributes:
        seats (AngelFuryResultDetailsSeats): seat number (as a string) -> its side, colours, character, resources and
            units
        sides (list[AngelFurySide]): the winning sides
        soul_points (AngelFuryResultDetailsSoulPoints): soul points per side
        solo (AngelFuryResultDetailsSolo | Unset): the solo game's facts
    """

    seats: AngelFuryResultDetailsSeats
    sides: list[AngelFurySide]
    soul_points: AngelFuryResultDetailsSoulPoints
    solo: AngelFuryResultDetailsSolo | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats.to_dict()

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data.value
            sides.append(sides_item)

        soul_points = self.soul_points.to_dict()

        solo: dict[str, Any] | Unset = UNSET
        if not isinstance(self.solo, Unset):
            solo = self.solo.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "sides": sides,
                "soul_points": soul_points,
            }
        )
        if solo is not UNSET:
            field_dict["solo"] = solo

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_result_details_seats import AngelFuryResultDetailsSeats  # noqa: PLC0415
        from ..models.angel_fury_result_details_solo import AngelFuryResultDetailsSolo  # noqa: PLC0415
        from ..models.angel_fury_result_details_soul_points import AngelFuryResultDetailsSoulPoints  # noqa: PLC0415

        d = dict(src_dict)
        seats = AngelFuryResultDetailsSeats.from_dict(d.pop("seats"))

        sides = []
        _sides = d.pop("sides")
        for sides_item_data in _sides:
            sides_item = AngelFurySide(sides_item_data)

            sides.append(sides_item)

        soul_points = AngelFuryResultDetailsSoulPoints.from_dict(d.pop("soul_points"))

        _solo = d.pop("solo", UNSET)
        solo: AngelFuryResultDetailsSolo | Unset
        if isinstance(_solo, Unset):
            solo = UNSET
        else:
            solo = AngelFuryResultDetailsSolo.from_dict(_solo)

        angel_fury_result_details = cls(
            seats=seats,
            sides=sides,
            soul_points=soul_points,
            solo=solo,
        )

        return angel_fury_result_details

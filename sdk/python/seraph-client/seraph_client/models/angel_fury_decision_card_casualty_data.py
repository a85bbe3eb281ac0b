from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.angel_fury_colour import AngelFuryColour

T = TypeVar("T", bound="AngelFuryDecisionCardCasualtyData")


@_attrs_define
class AngelFuryDecisionCardCasualtyData:
    """the card_casualty decision's public data

    Attributes:
        area (str): the area
        cause (str): what deals the damage
        colours (list[AngelFuryColour]): the colours the seat commands
        left (int): how many are still to choose
    """

    area: str
    cause: str
    colours: list[AngelFuryColour]
    left: int

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        cause = self.cause

        colours = []
        for colours_item_data in self.colours:
            colours_item = colours_item_data.value
            colours.append(colours_item)

        left = self.left

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "cause": cause,
                "colours": colours,
                "left": left,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        cause = d.pop("cause")

        colours = []
        _colours = d.pop("colours")
        for colours_item_data in _colours:
            colours_item = AngelFuryColour(colours_item_data)

            colours.append(colours_item)

        left = d.pop("left")

        angel_fury_decision_card_casualty_data = cls(
            area=area,
            cause=cause,
            colours=colours,
            left=left,
        )

        return angel_fury_decision_card_casualty_data

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_colour import AngelFuryColour
from ..models.angel_fury_side import AngelFurySide

if TYPE_CHECKING:
    from ..models.angel_fury_result_details_seats_additional_property_resources import (
        AngelFuryResultDetailsSeatsAdditionalPropertyResources,
    )
    from ..models.angel_fury_result_details_seats_additional_property_units import (
        AngelFuryResultDetailsSeatsAdditionalPropertyUnits,
    )


T = TypeVar("T", bound="AngelFuryResultDetailsSeatsAdditionalProperty")


@_attrs_define
class AngelFuryResultDetailsSeatsAdditionalProperty:
    """a seat at the end

    Attributes:
        character (None | str): the character (null for the evil tide)
        colours (list[AngelFuryColour]): the colours the seat commands
        resources (AngelFuryResultDetailsSeatsAdditionalPropertyResources): resources held: C (crystals), R
            (reinforcements)
        side (AngelFurySide): a side: good (the angels) or evil (the demons)
        units (AngelFuryResultDetailsSeatsAdditionalPropertyUnits): what the seat has left
    """

    character: None | str
    colours: list[AngelFuryColour]
    resources: AngelFuryResultDetailsSeatsAdditionalPropertyResources
    side: AngelFurySide
    units: AngelFuryResultDetailsSeatsAdditionalPropertyUnits

    def to_dict(self) -> dict[str, Any]:
        character: None | str
        character = self.character

        colours = []
        for colours_item_data in self.colours:
            colours_item = colours_item_data.value
            colours.append(colours_item)

        resources = self.resources.to_dict()

        side = self.side.value

        units = self.units.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "character": character,
                "colours": colours,
                "resources": resources,
                "side": side,
                "units": units,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_result_details_seats_additional_property_resources import (
            AngelFuryResultDetailsSeatsAdditionalPropertyResources,  # noqa: PLC0415
        )
        from ..models.angel_fury_result_details_seats_additional_property_units import (
            AngelFuryResultDetailsSeatsAdditionalPropertyUnits,  # noqa: PLC0415
        )

        d = dict(src_dict)

        def _parse_character(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        character = _parse_character(d.pop("character"))

        colours = []
        _colours = d.pop("colours")
        for colours_item_data in _colours:
            colours_item = AngelFuryColour(colours_item_data)

            colours.append(colours_item)

        resources = AngelFuryResultDetailsSeatsAdditionalPropertyResources.from_dict(d.pop("resources"))

        side = AngelFurySide(d.pop("side"))

        units = AngelFuryResultDetailsSeatsAdditionalPropertyUnits.from_dict(d.pop("units"))

        angel_fury_result_details_seats_additional_property = cls(
            character=character,
            colours=colours,
            resources=resources,
            side=side,
            units=units,
        )

        return angel_fury_result_details_seats_additional_property

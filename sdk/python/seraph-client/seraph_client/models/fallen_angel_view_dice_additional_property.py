from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_colour import FallenAngelColour
from ..models.fallen_angel_view_dice_additional_property_at import FallenAngelViewDiceAdditionalPropertyAt

T = TypeVar("T", bound="FallenAngelViewDiceAdditionalProperty")


@_attrs_define
class FallenAngelViewDiceAdditionalProperty:
    """one die

    Attributes:
        at (FallenAngelViewDiceAdditionalPropertyAt): unused | placed | jail | discarded | barracks (= not enlisted yet)
        colour (FallenAngelColour): a colour: a player colour, or black (rebels, Monster Dice, black gems)
        owner (int): the seat owning the die (the Shadow's seat for its Shadow Dice)
        value (int | None): the face up (null before the roll)
    """

    at: FallenAngelViewDiceAdditionalPropertyAt
    colour: FallenAngelColour
    owner: int
    value: int | None

    def to_dict(self) -> dict[str, Any]:
        at = self.at.value

        colour = self.colour.value

        owner = self.owner

        value: int | None
        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "colour": colour,
                "owner": owner,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = FallenAngelViewDiceAdditionalPropertyAt(d.pop("at"))

        colour = FallenAngelColour(d.pop("colour"))

        owner = d.pop("owner")

        def _parse_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        value = _parse_value(d.pop("value"))

        fallen_angel_view_dice_additional_property = cls(
            at=at,
            colour=colour,
            owner=owner,
            value=value,
        )

        return fallen_angel_view_dice_additional_property

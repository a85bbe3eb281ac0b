from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_colour import FallenAngelColour
from ..models.fallen_angel_region import FallenAngelRegion

T = TypeVar("T", bound="FallenAngelMineAction")


@_attrs_define
class FallenAngelMineAction:
    """mine: Gem Mining: take a gem

    Attributes:
        colour (FallenAngelColour): a colour: a player colour, or black (rebels, Monster Dice, black gems)
        label (str): the action in words, for a button (never matched)
        region (FallenAngelRegion): a Region of the board and of Angel City
        type_ (Literal['mine']): the action's type
    """

    colour: FallenAngelColour
    label: str
    region: FallenAngelRegion
    type_: Literal["mine"]

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        label = self.label

        region = self.region.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "label": label,
                "region": region,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = FallenAngelColour(d.pop("colour"))

        label = d.pop("label")

        region = FallenAngelRegion(d.pop("region"))

        type_ = cast(Literal["mine"], d.pop("type"))
        if type_ != "mine":
            raise ValueError(f"type must match const 'mine', got '{type_}'")

        fallen_angel_mine_action = cls(
            colour=colour,
            label=label,
            region=region,
            type_=type_,
        )

        return fallen_angel_mine_action

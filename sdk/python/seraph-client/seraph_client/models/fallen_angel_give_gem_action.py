from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_colour import FallenAngelColour

T = TypeVar("T", bound="FallenAngelGiveGemAction")


@_attrs_define
class FallenAngelGiveGemAction:
    """give_gem: give the tech's owner a gem of this colour

    Attributes:
        colour (FallenAngelColour): a colour: a player colour, or black (rebels, Monster Dice, black gems)
        label (str): the action in words, for a button (never matched)
        type_ (Literal['give_gem']): the action's type
    """

    colour: FallenAngelColour
    label: str
    type_: Literal["give_gem"]

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = FallenAngelColour(d.pop("colour"))

        label = d.pop("label")

        type_ = cast(Literal["give_gem"], d.pop("type"))
        if type_ != "give_gem":
            raise ValueError(f"type must match const 'give_gem', got '{type_}'")

        fallen_angel_give_gem_action = cls(
            colour=colour,
            label=label,
            type_=type_,
        )

        return fallen_angel_give_gem_action

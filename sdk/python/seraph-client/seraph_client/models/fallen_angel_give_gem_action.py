from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_colour import FallenAngelColour

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelGiveGemAction")


@_attrs_define
class FallenAngelGiveGemAction:
    """give_gem: give the tech's owner a gem of this colour

    Attributes:
        colour (FallenAngelColour): a colour: a player colour, or black (rebels, Monster Dice, black gems)
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['give_gem']): the action's type
    """

    colour: FallenAngelColour
    label: str
    params: Params
    template: str
    type_: Literal["give_gem"]

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "label": label,
                "params": params,
                "template": template,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        colour = FallenAngelColour(d.pop("colour"))

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["give_gem"], d.pop("type"))
        if type_ != "give_gem":
            raise ValueError(f"type must match const 'give_gem', got '{type_}'")

        fallen_angel_give_gem_action = cls(
            colour=colour,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return fallen_angel_give_gem_action

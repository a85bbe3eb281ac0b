from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_colour import FallenAngelColour
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelConvertAction")


@_attrs_define
class FallenAngelConvertAction:
    """convert: Gems to Shields: convert a stored gem of this colour

    Attributes:
        colour (FallenAngelColour): a colour: a player colour, or black (rebels, Monster Dice, black gems)
        label (str): the action in words, for a button (never matched)
        type_ (Literal['convert']): the action's type
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    colour: FallenAngelColour
    label: str
    type_: Literal["convert"]
    params: Params | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        label = self.label

        type_ = self.type_

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "label": label,
                "type": type_,
            }
        )
        if params is not UNSET:
            field_dict["params"] = params
        if template is not UNSET:
            field_dict["template"] = template

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        colour = FallenAngelColour(d.pop("colour"))

        label = d.pop("label")

        type_ = cast(Literal["convert"], d.pop("type"))
        if type_ != "convert":
            raise ValueError(f"type must match const 'convert', got '{type_}'")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        fallen_angel_convert_action = cls(
            colour=colour,
            label=label,
            type_=type_,
            params=params,
            template=template,
        )

        return fallen_angel_convert_action

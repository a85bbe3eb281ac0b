from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_colour import AngelFuryColour
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryPersuadeAction")


@_attrs_define
class AngelFuryPersuadeAction:
    """persuade, e.g. "Persuade a yellow minion in r4c3; gain a minion in r3c2"

    Attributes:
        area (str): an area id (persuade; sent back as listed)
        colour (AngelFuryColour): a colour: black and red play the evil side, white and yellow the good one
        label (str): the action in words, for a button (never matched)
        to (str): the destination area (persuade; sent back as listed)
        type_ (Literal['persuade']): the action's type
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    area: str
    colour: AngelFuryColour
    label: str
    to: str
    type_: Literal["persuade"]
    params: Params | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        colour = self.colour.value

        label = self.label

        to = self.to

        type_ = self.type_

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "colour": colour,
                "label": label,
                "to": to,
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
        area = d.pop("area")

        colour = AngelFuryColour(d.pop("colour"))

        label = d.pop("label")

        to = d.pop("to")

        type_ = cast(Literal["persuade"], d.pop("type"))
        if type_ != "persuade":
            raise ValueError(f"type must match const 'persuade', got '{type_}'")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        angel_fury_persuade_action = cls(
            area=area,
            colour=colour,
            label=label,
            to=to,
            type_=type_,
            params=params,
            template=template,
        )

        return angel_fury_persuade_action

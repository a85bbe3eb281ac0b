from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_colour import AngelFuryColour
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryBlindAction")


@_attrs_define
class AngelFuryBlindAction:
    """blind, e.g. "Blinding Light: 1 black minion(s) in r3c3 retreat"

    Attributes:
        area (str): an area id (blind; sent back as listed)
        colour (AngelFuryColour): a colour: black and red play the evil side, white and yellow the good one
        count (int): how many (blind; sent back as listed)
        label (str): the action in words, for a button (never matched)
        type_ (Literal['blind']): the action's type
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    area: str
    colour: AngelFuryColour
    count: int
    label: str
    type_: Literal["blind"]
    params: Params | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        colour = self.colour.value

        count = self.count

        label = self.label

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
                "count": count,
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
        area = d.pop("area")

        colour = AngelFuryColour(d.pop("colour"))

        count = d.pop("count")

        label = d.pop("label")

        type_ = cast(Literal["blind"], d.pop("type"))
        if type_ != "blind":
            raise ValueError(f"type must match const 'blind', got '{type_}'")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        angel_fury_blind_action = cls(
            area=area,
            colour=colour,
            count=count,
            label=label,
            type_=type_,
            params=params,
            template=template,
        )

        return angel_fury_blind_action

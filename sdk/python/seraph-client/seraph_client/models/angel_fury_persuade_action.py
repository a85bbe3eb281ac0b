from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_colour import AngelFuryColour

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryPersuadeAction")


@_attrs_define
class AngelFuryPersuadeAction:
    """persuade, e.g. "Persuade a Yellow angel in Row 3, column 4 and gain a demon in Row 2, column 4"

    Attributes:
        area (str): an area id (persuade; sent back as listed)
        colour (AngelFuryColour): a colour: black and red play the evil side, white and yellow the good one
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        to (str): the destination area (persuade; sent back as listed)
        type_ (Literal['persuade']): the action's type
    """

    area: str
    colour: AngelFuryColour
    label: str
    params: Params
    template: str
    to: str
    type_: Literal["persuade"]

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        colour = self.colour.value

        label = self.label

        params = self.params.to_dict()

        template = self.template

        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "colour": colour,
                "label": label,
                "params": params,
                "template": template,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        area = d.pop("area")

        colour = AngelFuryColour(d.pop("colour"))

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        to = d.pop("to")

        type_ = cast(Literal["persuade"], d.pop("type"))
        if type_ != "persuade":
            raise ValueError(f"type must match const 'persuade', got '{type_}'")

        angel_fury_persuade_action = cls(
            area=area,
            colour=colour,
            label=label,
            params=params,
            template=template,
            to=to,
            type_=type_,
        )

        return angel_fury_persuade_action

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_colour import AngelFuryColour

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryBlindAction")


@_attrs_define
class AngelFuryBlindAction:
    """blind, e.g. "Blinding Light: 1 Black demon retreats from Row 2, column 2"

    Attributes:
        area (str): an area id (blind; sent back as listed)
        colour (AngelFuryColour): a colour: black and red play the evil side, white and yellow the good one
        count (int): how many (blind; sent back as listed)
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['blind']): the action's type
    """

    area: str
    colour: AngelFuryColour
    count: int
    label: str
    params: Params
    template: str
    type_: Literal["blind"]

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        colour = self.colour.value

        count = self.count

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "colour": colour,
                "count": count,
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
        area = d.pop("area")

        colour = AngelFuryColour(d.pop("colour"))

        count = d.pop("count")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["blind"], d.pop("type"))
        if type_ != "blind":
            raise ValueError(f"type must match const 'blind', got '{type_}'")

        angel_fury_blind_action = cls(
            area=area,
            colour=colour,
            count=count,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return angel_fury_blind_action

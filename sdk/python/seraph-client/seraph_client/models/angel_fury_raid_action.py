from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_colour import AngelFuryColour

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryRaidAction")


@_attrs_define
class AngelFuryRaidAction:
    """raid, e.g. "Sacrifice a demon in Row 3, column 2 to destroy up to 2 White angels in Row 4, column 2"

    Attributes:
        area (str): an area id (raid; sent back as listed)
        colour (AngelFuryColour): a colour: black and red play the evil side, white and yellow the good one
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        target (str): the target area (raid; sent back as listed)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['raid']): the action's type
    """

    area: str
    colour: AngelFuryColour
    label: str
    params: Params
    target: str
    template: str
    type_: Literal["raid"]

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        colour = self.colour.value

        label = self.label

        params = self.params.to_dict()

        target = self.target

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "colour": colour,
                "label": label,
                "params": params,
                "target": target,
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

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        target = d.pop("target")

        template = d.pop("template")

        type_ = cast(Literal["raid"], d.pop("type"))
        if type_ != "raid":
            raise ValueError(f"type must match const 'raid', got '{type_}'")

        angel_fury_raid_action = cls(
            area=area,
            colour=colour,
            label=label,
            params=params,
            target=target,
            template=template,
            type_=type_,
        )

        return angel_fury_raid_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_colour import AngelFuryColour

T = TypeVar("T", bound="AngelFuryRaidAction")


@_attrs_define
class AngelFuryRaidAction:
    """raid, e.g. "Sacrifice a minion in r3c2 to destroy white minions in r4c2"

    Attributes:
        area (str): an area id (raid; sent back as listed)
        colour (AngelFuryColour): a colour: black and red play the evil side, white and yellow the good one
        label (str): the action in words, for a button (never matched)
        target (str): the target area (raid; sent back as listed)
        type_ (Literal['raid']): the action's type
    """

    area: str
    colour: AngelFuryColour
    label: str
    target: str
    type_: Literal["raid"]

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        colour = self.colour.value

        label = self.label

        target = self.target

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "colour": colour,
                "label": label,
                "target": target,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        colour = AngelFuryColour(d.pop("colour"))

        label = d.pop("label")

        target = d.pop("target")

        type_ = cast(Literal["raid"], d.pop("type"))
        if type_ != "raid":
            raise ValueError(f"type must match const 'raid', got '{type_}'")

        angel_fury_raid_action = cls(
            area=area,
            colour=colour,
            label=label,
            target=target,
            type_=type_,
        )

        return angel_fury_raid_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_colour import AngelFuryColour

T = TypeVar("T", bound="AngelFuryDestroyAction")


@_attrs_define
class AngelFuryDestroyAction:
    """destroy, e.g. "Destroy a yellow minion in r6c2"

    Attributes:
        area (str): an area id (destroy; sent back as listed)
        colour (AngelFuryColour): a colour: black and red play the evil side, white and yellow the good one
        label (str): the action in words, for a button (never matched)
        type_ (Literal['destroy']): the action's type
    """

    area: str
    colour: AngelFuryColour
    label: str
    type_: Literal["destroy"]

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        colour = self.colour.value

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "colour": colour,
                "label": label,
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

        type_ = cast(Literal["destroy"], d.pop("type"))
        if type_ != "destroy":
            raise ValueError(f"type must match const 'destroy', got '{type_}'")

        angel_fury_destroy_action = cls(
            area=area,
            colour=colour,
            label=label,
            type_=type_,
        )

        return angel_fury_destroy_action

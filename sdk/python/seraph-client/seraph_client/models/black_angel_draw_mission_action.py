from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelDrawMissionAction")


@_attrs_define
class BlackAngelDrawMissionAction:
    """draw_mission, e.g. "Draw a orange Mission"

    Attributes:
        colour (str): the colour of the Mission deck to draw from; send it back as listed
        label (str): the action in words, for a button (never matched)
        type_ (Literal['draw_mission']): the action's type
    """

    colour: str
    label: str
    type_: Literal["draw_mission"]

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour

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
        colour = d.pop("colour")

        label = d.pop("label")

        type_ = cast(Literal["draw_mission"], d.pop("type"))
        if type_ != "draw_mission":
            raise ValueError(f"type must match const 'draw_mission', got '{type_}'")

        black_angel_draw_mission_action = cls(
            colour=colour,
            label=label,
            type_=type_,
        )

        return black_angel_draw_mission_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryTideMoveAction")


@_attrs_define
class AngelFuryTideMoveAction:
    """tide_move, e.g. "The demons in r1c5 advance to r2c5"

    Attributes:
        area (str): an area id (tide_move; sent back as listed)
        label (str): the action in words, for a button (never matched)
        to (str): the destination area (tide_move; sent back as listed)
        type_ (Literal['tide_move']): the action's type
    """

    area: str
    label: str
    to: str
    type_: Literal["tide_move"]

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        label = self.label

        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "label": label,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        label = d.pop("label")

        to = d.pop("to")

        type_ = cast(Literal["tide_move"], d.pop("type"))
        if type_ != "tide_move":
            raise ValueError(f"type must match const 'tide_move', got '{type_}'")

        angel_fury_tide_move_action = cls(
            area=area,
            label=label,
            to=to,
            type_=type_,
        )

        return angel_fury_tide_move_action

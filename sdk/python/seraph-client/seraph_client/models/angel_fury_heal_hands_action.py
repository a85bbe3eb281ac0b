from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryHealHandsAction")


@_attrs_define
class AngelFuryHealHandsAction:
    """heal_hands, e.g. "Gain 1 minion(s) into r5c3"

    Attributes:
        area (str): an area id (heal_hands; sent back as listed)
        count (int): how many (heal_hands; sent back as listed)
        label (str): the action in words, for a button (never matched)
        type_ (Literal['heal_hands']): the action's type
    """

    area: str
    count: int
    label: str
    type_: Literal["heal_hands"]

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        count = self.count

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "count": count,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        count = d.pop("count")

        label = d.pop("label")

        type_ = cast(Literal["heal_hands"], d.pop("type"))
        if type_ != "heal_hands":
            raise ValueError(f"type must match const 'heal_hands', got '{type_}'")

        angel_fury_heal_hands_action = cls(
            area=area,
            count=count,
            label=label,
            type_=type_,
        )

        return angel_fury_heal_hands_action

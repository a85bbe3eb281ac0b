from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryArchersAction")


@_attrs_define
class AngelFuryArchersAction:
    """archers, e.g. "Archers from r3c3 shoot at r4c4"

    Attributes:
        area (str): an area id (archers; sent back as listed)
        label (str): the action in words, for a button (never matched)
        target (str): the target area (archers; sent back as listed)
        type_ (Literal['archers']): the action's type
    """

    area: str
    label: str
    target: str
    type_: Literal["archers"]

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        label = self.label

        target = self.target

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
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

        label = d.pop("label")

        target = d.pop("target")

        type_ = cast(Literal["archers"], d.pop("type"))
        if type_ != "archers":
            raise ValueError(f"type must match const 'archers', got '{type_}'")

        angel_fury_archers_action = cls(
            area=area,
            label=label,
            target=target,
            type_=type_,
        )

        return angel_fury_archers_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryRebuyAtAction")


@_attrs_define
class AngelFuryRebuyAtAction:
    """rebuy_at, e.g. "Place red-seraph-2 at your altar r1c2"

    Attributes:
        area (str): an area id (rebuy_at; sent back as listed)
        label (str): the action in words, for a button (never matched)
        type_ (Literal['rebuy_at']): the action's type
    """

    area: str
    label: str
    type_: Literal["rebuy_at"]

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        label = d.pop("label")

        type_ = cast(Literal["rebuy_at"], d.pop("type"))
        if type_ != "rebuy_at":
            raise ValueError(f"type must match const 'rebuy_at', got '{type_}'")

        angel_fury_rebuy_at_action = cls(
            area=area,
            label=label,
            type_=type_,
        )

        return angel_fury_rebuy_at_action

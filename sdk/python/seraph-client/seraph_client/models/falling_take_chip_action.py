from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingTakeChipAction")


@_attrs_define
class FallingTakeChipAction:
    """take_chip, e.g. "Take the Skill Chip"

    Attributes:
        label (str): the action in words, for a button (never matched)
        type_ (Literal['take_chip']): the action's type
    """

    label: str
    type_: Literal["take_chip"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        type_ = cast(Literal["take_chip"], d.pop("type"))
        if type_ != "take_chip":
            raise ValueError(f"type must match const 'take_chip', got '{type_}'")

        falling_take_chip_action = cls(
            label=label,
            type_=type_,
        )

        return falling_take_chip_action

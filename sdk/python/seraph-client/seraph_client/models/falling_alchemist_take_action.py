from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingAlchemistTakeAction")


@_attrs_define
class FallingAlchemistTakeAction:
    """alchemist_take, e.g. "Take 1 Gas"

    Attributes:
        label (str): the action in words, for a button (never matched)
        type_ (Literal['alchemist_take']): the action's type
    """

    label: str
    type_: Literal["alchemist_take"]

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

        type_ = cast(Literal["alchemist_take"], d.pop("type"))
        if type_ != "alchemist_take":
            raise ValueError(f"type must match const 'alchemist_take', got '{type_}'")

        falling_alchemist_take_action = cls(
            label=label,
            type_=type_,
        )

        return falling_alchemist_take_action

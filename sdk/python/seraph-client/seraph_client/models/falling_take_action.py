from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingTakeAction")


@_attrs_define
class FallingTakeAction:
    """take, e.g. "Take 5 Coin"

    Attributes:
        goods (str): the goods chosen, as a pay code (e.g. C2-G3); send it back as listed
        label (str): the action in words, for a button (never matched)
        type_ (Literal['take']): the action's type
    """

    goods: str
    label: str
    type_: Literal["take"]

    def to_dict(self) -> dict[str, Any]:
        goods = self.goods

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "goods": goods,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        goods = d.pop("goods")

        label = d.pop("label")

        type_ = cast(Literal["take"], d.pop("type"))
        if type_ != "take":
            raise ValueError(f"type must match const 'take', got '{type_}'")

        falling_take_action = cls(
            goods=goods,
            label=label,
            type_=type_,
        )

        return falling_take_action

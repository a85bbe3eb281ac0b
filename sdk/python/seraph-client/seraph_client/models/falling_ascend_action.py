from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingAscendAction")


@_attrs_define
class FallingAscendAction:
    """ascend, e.g. "Ascend to floor 2 space 0 (1 Coin), pay G2"

    Attributes:
        floor (int): the floor to ascend to, 1-5; send it back as listed
        label (str): the action in words, for a button (never matched)
        pay (str): the payment, as a pay code (glossary terms: pay code; free = nothing); send it back as listed
        space (int): the Flying Machine space on that floor, 0-based (as in seats[].fm); send it back as listed
        type_ (Literal['ascend']): the action's type
    """

    floor: int
    label: str
    pay: str
    space: int
    type_: Literal["ascend"]

    def to_dict(self) -> dict[str, Any]:
        floor = self.floor

        label = self.label

        pay = self.pay

        space = self.space

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "floor": floor,
                "label": label,
                "pay": pay,
                "space": space,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        floor = d.pop("floor")

        label = d.pop("label")

        pay = d.pop("pay")

        space = d.pop("space")

        type_ = cast(Literal["ascend"], d.pop("type"))
        if type_ != "ascend":
            raise ValueError(f"type must match const 'ascend', got '{type_}'")

        falling_ascend_action = cls(
            floor=floor,
            label=label,
            pay=pay,
            space=space,
            type_=type_,
        )

        return falling_ascend_action

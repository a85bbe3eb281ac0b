from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingOverworkAction")


@_attrs_define
class FallingOverworkAction:
    """overwork, e.g. "Pay the Overwork Cost (2 Resources: G2) and take an Action"

    Attributes:
        label (str): the action in words, for a button (never matched)
        pay (str): the Overwork Cost payment, as a pay code; send it back as listed
        type_ (Literal['overwork']): the action's type
    """

    label: str
    pay: str
    type_: Literal["overwork"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        pay = self.pay

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "pay": pay,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        pay = d.pop("pay")

        type_ = cast(Literal["overwork"], d.pop("type"))
        if type_ != "overwork":
            raise ValueError(f"type must match const 'overwork', got '{type_}'")

        falling_overwork_action = cls(
            label=label,
            pay=pay,
            type_=type_,
        )

        return falling_overwork_action

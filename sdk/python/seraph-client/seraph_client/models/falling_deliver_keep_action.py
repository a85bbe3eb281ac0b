from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingDeliverKeepAction")


@_attrs_define
class FallingDeliverKeepAction:
    """deliver_keep, e.g. "Keep vp-special-02 and vp-regc-14"

    Attributes:
        a (int): the first card kept, 0-based index into the pending decision's cards; send it back as listed
        b (int): the second card kept, 0-based index into the pending decision's cards; send it back as listed
        label (str): the action in words, for a button (never matched)
        type_ (Literal['deliver_keep']): the action's type
    """

    a: int
    b: int
    label: str
    type_: Literal["deliver_keep"]

    def to_dict(self) -> dict[str, Any]:
        a = self.a

        b = self.b

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "a": a,
                "b": b,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        a = d.pop("a")

        b = d.pop("b")

        label = d.pop("label")

        type_ = cast(Literal["deliver_keep"], d.pop("type"))
        if type_ != "deliver_keep":
            raise ValueError(f"type must match const 'deliver_keep', got '{type_}'")

        falling_deliver_keep_action = cls(
            a=a,
            b=b,
            label=label,
            type_=type_,
        )

        return falling_deliver_keep_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingKeepVpAction")


@_attrs_define
class FallingKeepVpAction:
    """keep_vp, e.g. "Keep vp-regc-05 (1 Materials)"

    Attributes:
        card (int): the Victory Point card to keep, 0-based index into the pending decision's cards; send it back as
            listed
        label (str): the action in words, for a button (never matched)
        type_ (Literal['keep_vp']): the action's type
    """

    card: int
    label: str
    type_: Literal["keep_vp"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        label = d.pop("label")

        type_ = cast(Literal["keep_vp"], d.pop("type"))
        if type_ != "keep_vp":
            raise ValueError(f"type must match const 'keep_vp', got '{type_}'")

        falling_keep_vp_action = cls(
            card=card,
            label=label,
            type_=type_,
        )

        return falling_keep_vp_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AngelFuryBuyAction")


@_attrs_define
class AngelFuryBuyAction:
    """buy, e.g. "Buy Ambush! (2 C, 1 R)"

    Attributes:
        card (str): a card id (buy; sent back as listed)
        label (str): the action in words, for a button (never matched)
        type_ (Literal['buy']): the action's type
        discount (str | Unset): the Learning discount taken (C or R) (buy; sent back as listed)
    """

    card: str
    label: str
    type_: Literal["buy"]
    discount: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        label = self.label

        type_ = self.type_

        discount = self.discount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "label": label,
                "type": type_,
            }
        )
        if discount is not UNSET:
            field_dict["discount"] = discount

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        label = d.pop("label")

        type_ = cast(Literal["buy"], d.pop("type"))
        if type_ != "buy":
            raise ValueError(f"type must match const 'buy', got '{type_}'")

        discount = d.pop("discount", UNSET)

        angel_fury_buy_action = cls(
            card=card,
            label=label,
            type_=type_,
            discount=discount,
        )

        return angel_fury_buy_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryDiscardCardAction")


@_attrs_define
class AngelFuryDiscardCardAction:
    """discard_card, e.g. "Discard Resource without effect"

    Attributes:
        card (str): a card id (discard_card; sent back as listed)
        label (str): the action in words, for a button (never matched)
        type_ (Literal['discard_card']): the action's type
    """

    card: str
    label: str
    type_: Literal["discard_card"]

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

        type_ = cast(Literal["discard_card"], d.pop("type"))
        if type_ != "discard_card":
            raise ValueError(f"type must match const 'discard_card', got '{type_}'")

        angel_fury_discard_card_action = cls(
            card=card,
            label=label,
            type_=type_,
        )

        return angel_fury_discard_card_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelPlayCardAction")


@_attrs_define
class BlackAngelPlayCardAction:
    """play_card, e.g. "Play orange Mission m-orange-20 into slot row1"

    Attributes:
        card (str): the Mission or Ravager card id from your hand; send it back as listed
        label (str): the action in words, for a button (never matched)
        slot (str): the card slot: row1-3 or col1-3; send it back as listed
        type_ (Literal['play_card']): the action's type
    """

    card: str
    label: str
    slot: str
    type_: Literal["play_card"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        label = self.label

        slot = self.slot

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "label": label,
                "slot": slot,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        label = d.pop("label")

        slot = d.pop("slot")

        type_ = cast(Literal["play_card"], d.pop("type"))
        if type_ != "play_card":
            raise ValueError(f"type must match const 'play_card', got '{type_}'")

        black_angel_play_card_action = cls(
            card=card,
            label=label,
            slot=slot,
            type_=type_,
        )

        return black_angel_play_card_action

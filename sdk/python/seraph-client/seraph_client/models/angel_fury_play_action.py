from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryPlayAction")


@_attrs_define
class AngelFuryPlayAction:
    """play, e.g. "Play Resource"

    Attributes:
        card (str): a card id (play; sent back as listed)
        label (str): the action in words, for a button (never matched)
        type_ (Literal['play']): the action's type
    """

    card: str
    label: str
    type_: Literal["play"]

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

        type_ = cast(Literal["play"], d.pop("type"))
        if type_ != "play":
            raise ValueError(f"type must match const 'play', got '{type_}'")

        angel_fury_play_action = cls(
            card=card,
            label=label,
            type_=type_,
        )

        return angel_fury_play_action

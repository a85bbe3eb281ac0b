from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryBreakthroughAction")


@_attrs_define
class AngelFuryBreakthroughAction:
    """breakthrough, e.g. "Play Breakthrough: move on 1 step"

    Attributes:
        card (str): a card id (breakthrough; sent back as listed)
        gain (int): minions gained into the troop (breakthrough; sent back as listed)
        label (str): the action in words, for a button (never matched)
        type_ (Literal['breakthrough']): the action's type
    """

    card: str
    gain: int
    label: str
    type_: Literal["breakthrough"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        gain = self.gain

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "gain": gain,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        gain = d.pop("gain")

        label = d.pop("label")

        type_ = cast(Literal["breakthrough"], d.pop("type"))
        if type_ != "breakthrough":
            raise ValueError(f"type must match const 'breakthrough', got '{type_}'")

        angel_fury_breakthrough_action = cls(
            card=card,
            gain=gain,
            label=label,
            type_=type_,
        )

        return angel_fury_breakthrough_action

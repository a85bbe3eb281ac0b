from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingUseEffectAction")


@_attrs_define
class FallingUseEffectAction:
    """use_effect, e.g. "board: pay G1, gain 2 Coin"

    Attributes:
        effect (str): the effect key (board, g1-g4 for the Guild card of round slot 1-4, p0, p1 ... for the Partner's;
            as in seats[].used); send it back as listed
        gain (int): which of the effect's gain alternatives, 0-based; send it back as listed
        label (str): the action in words, for a button (never matched)
        pay (str): the payment, as a pay code (glossary terms: pay code; free = nothing); send it back as listed
        type_ (Literal['use_effect']): the action's type
    """

    effect: str
    gain: int
    label: str
    pay: str
    type_: Literal["use_effect"]

    def to_dict(self) -> dict[str, Any]:
        effect = self.effect

        gain = self.gain

        label = self.label

        pay = self.pay

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "effect": effect,
                "gain": gain,
                "label": label,
                "pay": pay,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        effect = d.pop("effect")

        gain = d.pop("gain")

        label = d.pop("label")

        pay = d.pop("pay")

        type_ = cast(Literal["use_effect"], d.pop("type"))
        if type_ != "use_effect":
            raise ValueError(f"type must match const 'use_effect', got '{type_}'")

        falling_use_effect_action = cls(
            effect=effect,
            gain=gain,
            label=label,
            pay=pay,
            type_=type_,
        )

        return falling_use_effect_action

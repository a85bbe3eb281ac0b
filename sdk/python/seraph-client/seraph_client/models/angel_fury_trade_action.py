from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryTradeAction")


@_attrs_define
class AngelFuryTradeAction:
    """trade, e.g. "Trade 2 reinforcements for 2 crystals"

    Attributes:
        give (str): the resource given (trade; sent back as listed)
        label (str): the action in words, for a button (never matched)
        type_ (Literal['trade']): the action's type
    """

    give: str
    label: str
    type_: Literal["trade"]

    def to_dict(self) -> dict[str, Any]:
        give = self.give

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "give": give,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        give = d.pop("give")

        label = d.pop("label")

        type_ = cast(Literal["trade"], d.pop("type"))
        if type_ != "trade":
            raise ValueError(f"type must match const 'trade', got '{type_}'")

        angel_fury_trade_action = cls(
            give=give,
            label=label,
            type_=type_,
        )

        return angel_fury_trade_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelHalTakeAdvancedAction")


@_attrs_define
class BlackAngelHalTakeAdvancedAction:
    """hal_take_advanced, e.g. "Hal takes the advanced tile in slot 1"

    Attributes:
        label (str): the action in words, for a button (never matched)
        slot (int): the advanced tile's place, 0-based (board.advanced[slot]); send it back as listed
        type_ (Literal['hal_take_advanced']): the action's type
    """

    label: str
    slot: int
    type_: Literal["hal_take_advanced"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        slot = self.slot

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "slot": slot,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        slot = d.pop("slot")

        type_ = cast(Literal["hal_take_advanced"], d.pop("type"))
        if type_ != "hal_take_advanced":
            raise ValueError(f"type must match const 'hal_take_advanced', got '{type_}'")

        black_angel_hal_take_advanced_action = cls(
            label=label,
            slot=slot,
            type_=type_,
        )

        return black_angel_hal_take_advanced_action

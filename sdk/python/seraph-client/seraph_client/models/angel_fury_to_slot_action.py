from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryToSlotAction")


@_attrs_define
class AngelFuryToSlotAction:
    """to_slot, e.g. "Put Coordinator in seraph slot 2"

    Attributes:
        label (str): the action in words, for a button (never matched)
        slot (int): a seraph card slot (0 or 1) (to_slot; sent back as listed)
        type_ (Literal['to_slot']): the action's type
    """

    label: str
    slot: int
    type_: Literal["to_slot"]

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

        type_ = cast(Literal["to_slot"], d.pop("type"))
        if type_ != "to_slot":
            raise ValueError(f"type must match const 'to_slot', got '{type_}'")

        angel_fury_to_slot_action = cls(
            label=label,
            slot=slot,
            type_=type_,
        )

        return angel_fury_to_slot_action

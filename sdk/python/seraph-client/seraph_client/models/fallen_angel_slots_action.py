from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelSlotsAction")


@_attrs_define
class FallenAngelSlotsAction:
    """slots: Dual Hero: the slots of the cards (in card order)

    Attributes:
        label (str): the action in words, for a button (never matched)
        slots (list[int]): one slot per card, in card order
        type_ (Literal['slots']): the action's type
    """

    label: str
    slots: list[int]
    type_: Literal["slots"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        slots = self.slots

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "slots": slots,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        slots = cast(list[int], d.pop("slots"))

        type_ = cast(Literal["slots"], d.pop("type"))
        if type_ != "slots":
            raise ValueError(f"type must match const 'slots', got '{type_}'")

        fallen_angel_slots_action = cls(
            label=label,
            slots=slots,
            type_=type_,
        )

        return fallen_angel_slots_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingNpcAscendToAction")


@_attrs_define
class FallingNpcAscendToAction:
    """npc_ascend_to, e.g. "Danda ascends to floor 3"

    Attributes:
        floor (int): the floor Danda ascends to, 1-5; send it back as listed
        label (str): the action in words, for a button (never matched)
        type_ (Literal['npc_ascend_to']): the action's type
    """

    floor: int
    label: str
    type_: Literal["npc_ascend_to"]

    def to_dict(self) -> dict[str, Any]:
        floor = self.floor

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "floor": floor,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        floor = d.pop("floor")

        label = d.pop("label")

        type_ = cast(Literal["npc_ascend_to"], d.pop("type"))
        if type_ != "npc_ascend_to":
            raise ValueError(f"type must match const 'npc_ascend_to', got '{type_}'")

        falling_npc_ascend_to_action = cls(
            floor=floor,
            label=label,
            type_=type_,
        )

        return falling_npc_ascend_to_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingNpcRevealAction")


@_attrs_define
class FallingNpcRevealAction:
    """npc_reveal, e.g. "Danda reveals NPC card 2 of 8"

    Attributes:
        label (str): the action in words, for a button (never matched)
        type_ (Literal['npc_reveal']): the action's type
    """

    label: str
    type_: Literal["npc_reveal"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        type_ = cast(Literal["npc_reveal"], d.pop("type"))
        if type_ != "npc_reveal":
            raise ValueError(f"type must match const 'npc_reveal', got '{type_}'")

        falling_npc_reveal_action = cls(
            label=label,
            type_=type_,
        )

        return falling_npc_reveal_action

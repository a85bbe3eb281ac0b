from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingNpcCrystalAction")


@_attrs_define
class FallingNpcCrystalAction:
    """npc_crystal, e.g. "Danda places a Crystal on the leftmost available Negotiation space"

    Attributes:
        label (str): the action in words, for a button (never matched)
        side (str): left or right: the end of the Negotiation spaces Danda takes from; send it back as listed
        type_ (Literal['npc_crystal']): the action's type
    """

    label: str
    side: str
    type_: Literal["npc_crystal"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        side = self.side

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "side": side,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        side = d.pop("side")

        type_ = cast(Literal["npc_crystal"], d.pop("type"))
        if type_ != "npc_crystal":
            raise ValueError(f"type must match const 'npc_crystal', got '{type_}'")

        falling_npc_crystal_action = cls(
            label=label,
            side=side,
            type_=type_,
        )

        return falling_npc_crystal_action

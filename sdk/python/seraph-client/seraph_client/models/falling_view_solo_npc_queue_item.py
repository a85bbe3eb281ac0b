from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FallingViewSoloNpcQueueItem")


@_attrs_define
class FallingViewSoloNpcQueueItem:
    """
    Attributes:
        do (str): the NPC action: ascend, ascend_to, install or crystal
        floor (int | Unset): ascend_to: the floor (1-5)
        side (str | Unset): crystal: left or right, the end of the Negotiation spaces to take from
    """

    do: str
    floor: int | Unset = UNSET
    side: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        do = self.do

        floor = self.floor

        side = self.side

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "do": do,
            }
        )
        if floor is not UNSET:
            field_dict["floor"] = floor
        if side is not UNSET:
            field_dict["side"] = side

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        do = d.pop("do")

        floor = d.pop("floor", UNSET)

        side = d.pop("side", UNSET)

        falling_view_solo_npc_queue_item = cls(
            do=do,
            floor=floor,
            side=side,
        )

        return falling_view_solo_npc_queue_item

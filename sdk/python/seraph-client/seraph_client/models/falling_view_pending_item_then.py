from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingViewPendingItemThen")


@_attrs_define
class FallingViewPendingItemThen:
    """goods gained after the choice

    Attributes:
        chip (int): Skill Chips
    """

    chip: int

    def to_dict(self) -> dict[str, Any]:
        chip = self.chip

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "Chip": chip,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chip = d.pop("Chip")

        falling_view_pending_item_then = cls(
            chip=chip,
        )

        return falling_view_pending_item_then

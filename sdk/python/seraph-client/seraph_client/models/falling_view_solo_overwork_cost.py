from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingViewSoloOverworkCost")


@_attrs_define
class FallingViewSoloOverworkCost:
    """this round's Overwork Cost

    Attributes:
        res (int): Resources (Coins or Gas) to pay
    """

    res: int

    def to_dict(self) -> dict[str, Any]:
        res = self.res

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "Res": res,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        res = d.pop("Res")

        falling_view_solo_overwork_cost = cls(
            res=res,
        )

        return falling_view_solo_overwork_cost

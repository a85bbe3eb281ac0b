from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingViewSoloThresholdsItem")


@_attrs_define
class FallingViewSoloThresholdsItem:
    """
    Attributes:
        contribution (int): the Contribution points needed
        vp (int): the VP it gives
    """

    contribution: int
    vp: int

    def to_dict(self) -> dict[str, Any]:
        contribution = self.contribution

        vp = self.vp

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "contribution": contribution,
                "vp": vp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        contribution = d.pop("contribution")

        vp = d.pop("vp")

        falling_view_solo_thresholds_item = cls(
            contribution=contribution,
            vp=vp,
        )

        return falling_view_solo_thresholds_item

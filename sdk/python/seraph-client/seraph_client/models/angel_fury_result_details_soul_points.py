from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryResultDetailsSoulPoints")


@_attrs_define
class AngelFuryResultDetailsSoulPoints:
    """soul points per side

    Attributes:
        evil (int): the evil side's
        good (int): the good side's
    """

    evil: int
    good: int

    def to_dict(self) -> dict[str, Any]:
        evil = self.evil

        good = self.good

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "evil": evil,
                "good": good,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        evil = d.pop("evil")

        good = d.pop("good")

        angel_fury_result_details_soul_points = cls(
            evil=evil,
            good=good,
        )

        return angel_fury_result_details_soul_points

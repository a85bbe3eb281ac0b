from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryDetailsSeatsAdditionalPropertyResources")


@_attrs_define
class AngelFuryDetailsSeatsAdditionalPropertyResources:
    """resources held: C (crystals), R (reinforcements)

    Attributes:
        c (int): crystals held
        r (int): reinforcements held
    """

    c: int
    r: int

    def to_dict(self) -> dict[str, Any]:
        c = self.c

        r = self.r

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "C": c,
                "R": r,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        c = d.pop("C")

        r = d.pop("R")

        angel_fury_details_seats_additional_property_resources = cls(
            c=c,
            r=r,
        )

        return angel_fury_details_seats_additional_property_resources

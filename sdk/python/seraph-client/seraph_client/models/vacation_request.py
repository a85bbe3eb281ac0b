from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="VacationRequest")


@_attrs_define
class VacationRequest:
    """
    Attributes:
        days (int): whole days, out of the seat's allowance (clock.vacation_days)
    """

    days: int

    def to_dict(self) -> dict[str, Any]:
        days = self.days

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "days": days,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        days = d.pop("days")

        vacation_request = cls(
            days=days,
        )

        return vacation_request

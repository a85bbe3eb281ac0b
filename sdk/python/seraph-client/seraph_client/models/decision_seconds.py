from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DecisionSeconds")


@_attrs_define
class DecisionSeconds:
    """
    Attributes:
        median (float):
        p99 (float):
    """

    median: float
    p99: float

    def to_dict(self) -> dict[str, Any]:
        median = self.median

        p99 = self.p99

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "median": median,
                "p99": p99,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        median = d.pop("median")

        p99 = d.pop("p99")

        decision_seconds = cls(
            median=median,
            p99=p99,
        )

        return decision_seconds

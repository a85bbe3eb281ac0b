from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelDecisionBlackBoostData")


@_attrs_define
class FallenAngelDecisionBlackBoostData:
    """the black_boost decision's public data

    Attributes:
        black (int): black gems being converted
    """

    black: int

    def to_dict(self) -> dict[str, Any]:
        black = self.black

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "black": black,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        black = d.pop("black")

        fallen_angel_decision_black_boost_data = cls(
            black=black,
        )

        return fallen_angel_decision_black_boost_data

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelDecisionGemToShieldData")


@_attrs_define
class FallenAngelDecisionGemToShieldData:
    """the gem_to_shield decision's public data

    Attributes:
        black (int): black gems chosen so far
        left (int): gems left to convert
    """

    black: int
    left: int

    def to_dict(self) -> dict[str, Any]:
        black = self.black

        left = self.left

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "black": black,
                "left": left,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        black = d.pop("black")

        left = d.pop("left")

        fallen_angel_decision_gem_to_shield_data = cls(
            black=black,
            left=left,
        )

        return fallen_angel_decision_gem_to_shield_data

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelDecisionGiveGemData")


@_attrs_define
class FallenAngelDecisionGiveGemData:
    """the give_gem decision's public data

    Attributes:
        taker (int): who receives
        tech (str): the tech id
    """

    taker: int
    tech: str

    def to_dict(self) -> dict[str, Any]:
        taker = self.taker

        tech = self.tech

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "taker": taker,
                "tech": tech,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        taker = d.pop("taker")

        tech = d.pop("tech")

        fallen_angel_decision_give_gem_data = cls(
            taker=taker,
            tech=tech,
        )

        return fallen_angel_decision_give_gem_data

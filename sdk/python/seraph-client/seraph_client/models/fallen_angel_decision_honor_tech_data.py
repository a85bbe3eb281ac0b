from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelDecisionHonorTechData")


@_attrs_define
class FallenAngelDecisionHonorTechData:
    """the honor_tech decision's public data

    Attributes:
        quotas (int): quotas left
    """

    quotas: int

    def to_dict(self) -> dict[str, Any]:
        quotas = self.quotas

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "quotas": quotas,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        quotas = d.pop("quotas")

        fallen_angel_decision_honor_tech_data = cls(
            quotas=quotas,
        )

        return fallen_angel_decision_honor_tech_data

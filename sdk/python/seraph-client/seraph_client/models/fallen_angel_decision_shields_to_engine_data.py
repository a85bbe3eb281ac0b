from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelDecisionShieldsToEngineData")


@_attrs_define
class FallenAngelDecisionShieldsToEngineData:
    """the shields_to_engine decision's public data

    Attributes:
        rate (int): Shields per Engine Power
    """

    rate: int

    def to_dict(self) -> dict[str, Any]:
        rate = self.rate

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rate": rate,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rate = d.pop("rate")

        fallen_angel_decision_shields_to_engine_data = cls(
            rate=rate,
        )

        return fallen_angel_decision_shields_to_engine_data

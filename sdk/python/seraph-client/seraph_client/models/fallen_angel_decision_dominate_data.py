from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.fallen_angel_location import FallenAngelLocation

T = TypeVar("T", bound="FallenAngelDecisionDominateData")


@_attrs_define
class FallenAngelDecisionDominateData:
    """the dominate decision's public data

    Attributes:
        location (FallenAngelLocation): a Land Map Location id
    """

    location: FallenAngelLocation

    def to_dict(self) -> dict[str, Any]:
        location = self.location.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "location": location,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        location = FallenAngelLocation(d.pop("location"))

        fallen_angel_decision_dominate_data = cls(
            location=location,
        )

        return fallen_angel_decision_dominate_data

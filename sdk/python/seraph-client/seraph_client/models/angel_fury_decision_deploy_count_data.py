from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryDecisionDeployCountData")


@_attrs_define
class AngelFuryDecisionDeployCountData:
    """the deploy_count decision's public data

    Attributes:
        area (str): the area
    """

    area: str

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        angel_fury_decision_deploy_count_data = cls(
            area=area,
        )

        return angel_fury_decision_deploy_count_data

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryDecisionRebuyAtData")


@_attrs_define
class AngelFuryDecisionRebuyAtData:
    """the rebuy_at decision's public data

    Attributes:
        leader (str): a leader id: {colour}-seraph-{n} or {colour}-arch
    """

    leader: str

    def to_dict(self) -> dict[str, Any]:
        leader = self.leader

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "leader": leader,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        leader = d.pop("leader")

        angel_fury_decision_rebuy_at_data = cls(
            leader=leader,
        )

        return angel_fury_decision_rebuy_at_data

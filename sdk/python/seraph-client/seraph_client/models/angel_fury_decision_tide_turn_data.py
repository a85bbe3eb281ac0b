from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryDecisionTideTurnData")


@_attrs_define
class AngelFuryDecisionTideTurnData:
    """the tide_turn decision's public data

    Attributes:
        at (int): where the troop stands
        refills (int): back-row cards drawn this turn
    """

    at: int
    refills: int

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        refills = self.refills

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "refills": refills,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        refills = d.pop("refills")

        angel_fury_decision_tide_turn_data = cls(
            at=at,
            refills=refills,
        )

        return angel_fury_decision_tide_turn_data

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryDecisionArchersData")


@_attrs_define
class AngelFuryDecisionArchersData:
    """the archers decision's public data

    Attributes:
        card (str): the card being played
        first (bool): the first troop of the card
        left (int): how many are still to choose
    """

    card: str
    first: bool
    left: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        first = self.first

        left = self.left

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "first": first,
                "left": left,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        first = d.pop("first")

        left = d.pop("left")

        angel_fury_decision_archers_data = cls(
            card=card,
            first=first,
            left=left,
        )

        return angel_fury_decision_archers_data

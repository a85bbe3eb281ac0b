from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryDecisionSwarmAreaData")


@_attrs_define
class AngelFuryDecisionSwarmAreaData:
    """the swarm_area decision's public data

    Attributes:
        card (str): the card being played
        left (int): how many are still to choose
        used (list[str]): areas already chosen
    """

    card: str
    left: int
    used: list[str]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        left = self.left

        used = self.used

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "left": left,
                "used": used,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        left = d.pop("left")

        used = cast(list[str], d.pop("used"))

        angel_fury_decision_swarm_area_data = cls(
            card=card,
            left=left,
            used=used,
        )

        return angel_fury_decision_swarm_area_data

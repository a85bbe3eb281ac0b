from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryDecisionArcherTroopData")


@_attrs_define
class AngelFuryDecisionArcherTroopData:
    """the archer_troop decision's public data

    Attributes:
        area (str): the area
        card (str): the card being played
        target (str): an area id r{row}c{col}: row 1 is the evil back edge, the last row the good one
    """

    area: str
    card: str
    target: str

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        card = self.card

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "card": card,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        card = d.pop("card")

        target = d.pop("target")

        angel_fury_decision_archer_troop_data = cls(
            area=area,
            card=card,
            target=target,
        )

        return angel_fury_decision_archer_troop_data

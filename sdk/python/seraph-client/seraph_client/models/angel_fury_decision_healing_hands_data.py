from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryDecisionHealingHandsData")


@_attrs_define
class AngelFuryDecisionHealingHandsData:
    """the healing_hands decision's public data

    Attributes:
        arch_heal (int): the arch's heal where it stands
        card (str): the card being played
        left (int): how many are still to choose
        taken (list[str]): card types already played with it
        used (list[str]): areas already chosen
    """

    arch_heal: int
    card: str
    left: int
    taken: list[str]
    used: list[str]

    def to_dict(self) -> dict[str, Any]:
        arch_heal = self.arch_heal

        card = self.card

        left = self.left

        taken = self.taken

        used = self.used

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "arch_heal": arch_heal,
                "card": card,
                "left": left,
                "taken": taken,
                "used": used,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        arch_heal = d.pop("arch_heal")

        card = d.pop("card")

        left = d.pop("left")

        taken = cast(list[str], d.pop("taken"))

        used = cast(list[str], d.pop("used"))

        angel_fury_decision_healing_hands_data = cls(
            arch_heal=arch_heal,
            card=card,
            left=left,
            taken=taken,
            used=used,
        )

        return angel_fury_decision_healing_hands_data

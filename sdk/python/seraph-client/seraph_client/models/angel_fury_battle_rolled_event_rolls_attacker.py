from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryBattleRolledEventRollsAttacker")


@_attrs_define
class AngelFuryBattleRolledEventRollsAttacker:
    """faces rolled this round

    Attributes:
        blank (int): blank faces rolled
        circle (int): circle faces rolled
        hit (int): hit faces rolled
    """

    blank: int
    circle: int
    hit: int

    def to_dict(self) -> dict[str, Any]:
        blank = self.blank

        circle = self.circle

        hit = self.hit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "blank": blank,
                "circle": circle,
                "hit": hit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        blank = d.pop("blank")

        circle = d.pop("circle")

        hit = d.pop("hit")

        angel_fury_battle_rolled_event_rolls_attacker = cls(
            blank=blank,
            circle=circle,
            hit=hit,
        )

        return angel_fury_battle_rolled_event_rolls_attacker

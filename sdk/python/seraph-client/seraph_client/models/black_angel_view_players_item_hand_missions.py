from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelViewPlayersItemHandMissions")


@_attrs_define
class BlackAngelViewPlayersItemHandMissions:
    """the number of Mission cards in hand, per colour

    Attributes:
        gray (int):
        green (int):
        orange (int):
    """

    gray: int
    green: int
    orange: int

    def to_dict(self) -> dict[str, Any]:
        gray = self.gray

        green = self.green

        orange = self.orange

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "gray": gray,
                "green": green,
                "orange": orange,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gray = d.pop("gray")

        green = d.pop("green")

        orange = d.pop("orange")

        black_angel_view_players_item_hand_missions = cls(
            gray=gray,
            green=green,
            orange=orange,
        )

        return black_angel_view_players_item_hand_missions

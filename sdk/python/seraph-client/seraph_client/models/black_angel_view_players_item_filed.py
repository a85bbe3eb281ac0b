from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelViewPlayersItemFiled")


@_attrs_define
class BlackAngelViewPlayersItemFiled:
    """ids of the Missions filed beside the advanced space of each colour

    Attributes:
        gray (list[str]):
        green (list[str]):
        orange (list[str]):
    """

    gray: list[str]
    green: list[str]
    orange: list[str]

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
        gray = cast(list[str], d.pop("gray"))

        green = cast(list[str], d.pop("green"))

        orange = cast(list[str], d.pop("orange"))

        black_angel_view_players_item_filed = cls(
            gray=gray,
            green=green,
            orange=orange,
        )

        return black_angel_view_players_item_filed

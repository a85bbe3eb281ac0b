from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelViewPlayersItemAdvanced")


@_attrs_define
class BlackAngelViewPlayersItemAdvanced:
    """the advanced space per colour: an Advanced Technology tile id, or null when empty

    Attributes:
        gray (None | str):
        green (None | str):
        orange (None | str):
    """

    gray: None | str
    green: None | str
    orange: None | str

    def to_dict(self) -> dict[str, Any]:
        gray: None | str
        gray = self.gray

        green: None | str
        green = self.green

        orange: None | str
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

        def _parse_gray(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        gray = _parse_gray(d.pop("gray"))

        def _parse_green(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        green = _parse_green(d.pop("green"))

        def _parse_orange(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        orange = _parse_orange(d.pop("orange"))

        black_angel_view_players_item_advanced = cls(
            gray=gray,
            green=green,
            orange=orange,
        )

        return black_angel_view_players_item_advanced

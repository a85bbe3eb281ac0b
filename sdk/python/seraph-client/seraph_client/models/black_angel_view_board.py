from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.black_angel_view_board_actions import BlackAngelViewBoardActions


T = TypeVar("T", bound="BlackAngelViewBoard")


@_attrs_define
class BlackAngelViewBoard:
    """the Black Angel board

    Attributes:
        actions (BlackAngelViewBoardActions): per action id (discover, fix, annihilate, ships_orange, ships_gray,
            ships_green; glossary components): its damage and Ravager stack
        advanced (list[None | str]): the face-up Advanced Technology tiles: a tile id, or null for an empty space
        display (list[None | str]): the 6 display spaces, left to right (index 0 first): a Technology tile id or null
            when empty
        display_costs (list[int]): the cost of each display space, index for index with display
    """

    actions: BlackAngelViewBoardActions
    advanced: list[None | str]
    display: list[None | str]
    display_costs: list[int]

    def to_dict(self) -> dict[str, Any]:
        actions = self.actions.to_dict()

        advanced = []
        for advanced_item_data in self.advanced:
            advanced_item: None | str
            advanced_item = advanced_item_data
            advanced.append(advanced_item)

        display = []
        for display_item_data in self.display:
            display_item: None | str
            display_item = display_item_data
            display.append(display_item)

        display_costs = self.display_costs

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actions": actions,
                "advanced": advanced,
                "display": display,
                "display_costs": display_costs,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.black_angel_view_board_actions import BlackAngelViewBoardActions  # noqa: PLC0415

        d = dict(src_dict)
        actions = BlackAngelViewBoardActions.from_dict(d.pop("actions"))

        advanced = []
        _advanced = d.pop("advanced")
        for advanced_item_data in _advanced:

            def _parse_advanced_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            advanced_item = _parse_advanced_item(advanced_item_data)

            advanced.append(advanced_item)

        display = []
        _display = d.pop("display")
        for display_item_data in _display:

            def _parse_display_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            display_item = _parse_display_item(display_item_data)

            display.append(display_item)

        display_costs = cast(list[int], d.pop("display_costs"))

        black_angel_view_board = cls(
            actions=actions,
            advanced=advanced,
            display=display,
            display_costs=display_costs,
        )

        return black_angel_view_board

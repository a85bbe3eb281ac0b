from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelBoardRefreshedEventTuckedItem")


@_attrs_define
class BlackAngelBoardRefreshedEventTuckedItem:
    """
    Attributes:
        colour (None | str): a Mission's colour; null for a Ravager
        type_ (str): mission or ravager
    """

    colour: None | str
    type_: str

    def to_dict(self) -> dict[str, Any]:
        colour: None | str
        colour = self.colour

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_colour(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        colour = _parse_colour(d.pop("colour"))

        type_ = d.pop("type")

        black_angel_board_refreshed_event_tucked_item = cls(
            colour=colour,
            type_=type_,
        )

        return black_angel_board_refreshed_event_tucked_item

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelViewPlayersItemGridItemItem")


@_attrs_define
class BlackAngelViewPlayersItemGridItemItem:
    """
    Attributes:
        debris (bool): a debris sits on the tile's lightning space
        tile (str): the Technology tile id
    """

    debris: bool
    tile: str

    def to_dict(self) -> dict[str, Any]:
        debris = self.debris

        tile = self.tile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "debris": debris,
                "tile": tile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        debris = d.pop("debris")

        tile = d.pop("tile")

        black_angel_view_players_item_grid_item_item = cls(
            debris=debris,
            tile=tile,
        )

        return black_angel_view_players_item_grid_item_item

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelViewFinalDetailsSeatsAdditionalPropertyAdvancedItem")


@_attrs_define
class BlackAngelViewFinalDetailsSeatsAdditionalPropertyAdvancedItem:
    """
    Attributes:
        cap (int): the most it may score where it lies
        count (int): how many it counted
        name (str): the tile's name
        points (int): what it scored: min(cap, VP per item x count)
        tile (str): the advanced tile id
        what (str): what it counts (glossary: the tile's final scoring)
        where (str): where it lies: grid, aside, or the colour of the advanced space it fills
    """

    cap: int
    count: int
    name: str
    points: int
    tile: str
    what: str
    where: str

    def to_dict(self) -> dict[str, Any]:
        cap = self.cap

        count = self.count

        name = self.name

        points = self.points

        tile = self.tile

        what = self.what

        where = self.where

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cap": cap,
                "count": count,
                "name": name,
                "points": points,
                "tile": tile,
                "what": what,
                "where": where,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cap = d.pop("cap")

        count = d.pop("count")

        name = d.pop("name")

        points = d.pop("points")

        tile = d.pop("tile")

        what = d.pop("what")

        where = d.pop("where")

        black_angel_view_final_details_seats_additional_property_advanced_item = cls(
            cap=cap,
            count=count,
            name=name,
            points=points,
            tile=tile,
            what=what,
            where=where,
        )

        return black_angel_view_final_details_seats_additional_property_advanced_item

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.black_angel_view_space_strips_item import BlackAngelViewSpaceStripsItem


T = TypeVar("T", bound="BlackAngelViewSpace")


@_attrs_define
class BlackAngelViewSpace:
    """the Space board: its strips, the Missions and ships on their hexes, and where the Black Angel is

    Attributes:
        at_spes (bool): the BA has reached Spes
        ba (int): the position p of the strip the Black Angel is on (1 = nearest the BA board; strips[p - 1]), not a hex
            index: the BA always stands on that strip's middle hex, k = 0 (ba_hex)
        ba_hex (list[int]): the Black Angel's hex [p, k] (k = 0, the middle: hexes[2] of strips[p - 1]), as actions name
            hexes
        ba_strip (str): the id of the strip the Black Angel is on (strips[ba - 1].id)
        strips (list[BlackAngelViewSpaceStripsItem]): the strips in order of position: strips[i] is at p = i + 1 (1 =
            nearest the BA board); each holds 5 hexes, k = -2..2 along it
    """

    at_spes: bool
    ba: int
    ba_hex: list[int]
    ba_strip: str
    strips: list[BlackAngelViewSpaceStripsItem]

    def to_dict(self) -> dict[str, Any]:
        at_spes = self.at_spes

        ba = self.ba

        ba_hex = []
        for ba_hex_item_data in self.ba_hex:
            ba_hex_item: int
            ba_hex_item = ba_hex_item_data
            ba_hex.append(ba_hex_item)

        ba_strip = self.ba_strip

        strips = []
        for strips_item_data in self.strips:
            strips_item = strips_item_data.to_dict()
            strips.append(strips_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at_spes": at_spes,
                "ba": ba,
                "ba_hex": ba_hex,
                "ba_strip": ba_strip,
                "strips": strips,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.black_angel_view_space_strips_item import BlackAngelViewSpaceStripsItem  # noqa: PLC0415

        d = dict(src_dict)
        at_spes = d.pop("at_spes")

        ba = d.pop("ba")

        ba_hex = []
        _ba_hex = d.pop("ba_hex")
        for ba_hex_item_data in _ba_hex:

            def _parse_ba_hex_item(data: object) -> int:
                return cast(int, data)

            ba_hex_item = _parse_ba_hex_item(ba_hex_item_data)

            ba_hex.append(ba_hex_item)

        ba_strip = d.pop("ba_strip")

        strips = []
        _strips = d.pop("strips")
        for strips_item_data in _strips:
            strips_item = BlackAngelViewSpaceStripsItem.from_dict(strips_item_data)

            strips.append(strips_item)

        black_angel_view_space = cls(
            at_spes=at_spes,
            ba=ba,
            ba_hex=ba_hex,
            ba_strip=ba_strip,
            strips=strips,
        )

        return black_angel_view_space

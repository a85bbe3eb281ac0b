from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingViewTowerItem")


@_attrs_define
class FallingViewTowerItem:
    """
    Attributes:
        dev (list[list[int | str] | None]): one entry per Device space of the tile, left to right (dev[j] is space j,
            0-based, as in install and retrieve actions): [seat, device type] or null when free
        tile (None | str): the floor tile id (glossary components), null once removed in 5a
    """

    dev: list[list[int | str] | None]
    tile: None | str

    def to_dict(self) -> dict[str, Any]:
        dev = []
        for dev_item_data in self.dev:
            dev_item: list[int | str] | None
            if isinstance(dev_item_data, list):
                dev_item = []
                for dev_item_type_0_item_data in dev_item_data:
                    dev_item_type_0_item: int | str
                    dev_item_type_0_item = dev_item_type_0_item_data
                    dev_item.append(dev_item_type_0_item)

            else:
                dev_item = dev_item_data
            dev.append(dev_item)

        tile: None | str
        tile = self.tile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dev": dev,
                "tile": tile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dev = []
        _dev = d.pop("dev")
        for dev_item_data in _dev:

            def _parse_dev_item(data: object) -> list[int | str] | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    dev_item_type_0 = []
                    _dev_item_type_0 = data
                    for dev_item_type_0_item_data in _dev_item_type_0:

                        def _parse_dev_item_type_0_item(data: object) -> int | str:
                            return cast(int | str, data)

                        dev_item_type_0_item = _parse_dev_item_type_0_item(dev_item_type_0_item_data)

                        dev_item_type_0.append(dev_item_type_0_item)

                    return dev_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(list[int | str] | None, data)

            dev_item = _parse_dev_item(dev_item_data)

            dev.append(dev_item)

        def _parse_tile(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tile = _parse_tile(d.pop("tile"))

        falling_view_tower_item = cls(
            dev=dev,
            tile=tile,
        )

        return falling_view_tower_item

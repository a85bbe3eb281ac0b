from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelDebrisOnTileAction")


@_attrs_define
class BlackAngelDebrisOnTileAction:
    """debris_on_tile, e.g. "Put the debris on your orange Starter Hangar at row 1, column 1 (+1 ship)"

    Attributes:
        cell (list[int]): the grid cell [row, column], 0-based, rows top to bottom; send it back as listed
        label (str): the action in words, for a button (never matched)
        type_ (Literal['debris_on_tile']): the action's type
    """

    cell: list[int]
    label: str
    type_: Literal["debris_on_tile"]

    def to_dict(self) -> dict[str, Any]:
        cell = self.cell

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cell": cell,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cell = cast(list[int], d.pop("cell"))

        label = d.pop("label")

        type_ = cast(Literal["debris_on_tile"], d.pop("type"))
        if type_ != "debris_on_tile":
            raise ValueError(f"type must match const 'debris_on_tile', got '{type_}'")

        black_angel_debris_on_tile_action = cls(
            cell=cell,
            label=label,
            type_=type_,
        )

        return black_angel_debris_on_tile_action

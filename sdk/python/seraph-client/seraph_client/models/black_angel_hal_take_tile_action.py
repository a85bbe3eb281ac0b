from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelHalTakeTileAction")


@_attrs_define
class BlackAngelHalTakeTileAction:
    """hal_take_tile, e.g. "Hal takes the tile in display space 3"

    Attributes:
        label (str): the action in words, for a button (never matched)
        space (int): the display space, 0-based (board.display[space]); send it back as listed
        type_ (Literal['hal_take_tile']): the action's type
    """

    label: str
    space: int
    type_: Literal["hal_take_tile"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        space = self.space

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "space": space,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        space = d.pop("space")

        type_ = cast(Literal["hal_take_tile"], d.pop("type"))
        if type_ != "hal_take_tile":
            raise ValueError(f"type must match const 'hal_take_tile', got '{type_}'")

        black_angel_hal_take_tile_action = cls(
            label=label,
            space=space,
            type_=type_,
        )

        return black_angel_hal_take_tile_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelMoveShipAction")


@_attrs_define
class BlackAngelMoveShipAction:
    """move_ship, e.g. "Move your ship at 3,-2 up to 3 hexes"

    Attributes:
        from_ (list[int]): the hex [p, k] of the ship to move; send it back as listed
        label (str): the action in words, for a button (never matched)
        type_ (Literal['move_ship']): the action's type
    """

    from_: list[int]
    label: str
    type_: Literal["move_ship"]

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = cast(list[int], d.pop("from"))

        label = d.pop("label")

        type_ = cast(Literal["move_ship"], d.pop("type"))
        if type_ != "move_ship":
            raise ValueError(f"type must match const 'move_ship', got '{type_}'")

        black_angel_move_ship_action = cls(
            from_=from_,
            label=label,
            type_=type_,
        )

        return black_angel_move_ship_action

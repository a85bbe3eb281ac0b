from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelViewBids")


@_attrs_define
class FallenAngelViewBids:
    """the objective bid: open (a bid is under way), placed (seats that have bid), mine (your secret bid)

    Attributes:
        mine (int | None): your own secret bid (null: none, or a spectator)
        open_ (bool): a bid is under way
        placed (list[int]): seats that have bid
    """

    mine: int | None
    open_: bool
    placed: list[int]

    def to_dict(self) -> dict[str, Any]:
        mine: int | None
        mine = self.mine

        open_ = self.open_

        placed = self.placed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mine": mine,
                "open": open_,
                "placed": placed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_mine(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        mine = _parse_mine(d.pop("mine"))

        open_ = d.pop("open")

        placed = cast(list[int], d.pop("placed"))

        fallen_angel_view_bids = cls(
            mine=mine,
            open_=open_,
            placed=placed,
        )

        return fallen_angel_view_bids

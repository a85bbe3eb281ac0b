from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FallingViewSeatsItemUsed")


@_attrs_define
class FallingViewSeatsItemUsed:
    """Skill Chips placed this round per effect key: board (the Player Board), g1-g4 (the Guild card of round slot 1-4),
    p0, p1 ... (the Partner's conversions, 0-based)

        Attributes:
            board (int | Unset):
            g1 (int | Unset):
            g2 (int | Unset):
            g3 (int | Unset):
            g4 (int | Unset):
            p0 (int | Unset):
    """

    board: int | Unset = UNSET
    g1: int | Unset = UNSET
    g2: int | Unset = UNSET
    g3: int | Unset = UNSET
    g4: int | Unset = UNSET
    p0: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        board = self.board

        g1 = self.g1

        g2 = self.g2

        g3 = self.g3

        g4 = self.g4

        p0 = self.p0

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if board is not UNSET:
            field_dict["board"] = board
        if g1 is not UNSET:
            field_dict["g1"] = g1
        if g2 is not UNSET:
            field_dict["g2"] = g2
        if g3 is not UNSET:
            field_dict["g3"] = g3
        if g4 is not UNSET:
            field_dict["g4"] = g4
        if p0 is not UNSET:
            field_dict["p0"] = p0

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        board = d.pop("board", UNSET)

        g1 = d.pop("g1", UNSET)

        g2 = d.pop("g2", UNSET)

        g3 = d.pop("g3", UNSET)

        g4 = d.pop("g4", UNSET)

        p0 = d.pop("p0", UNSET)

        falling_view_seats_item_used = cls(
            board=board,
            g1=g1,
            g2=g2,
            g3=g3,
            g4=g4,
            p0=p0,
        )

        return falling_view_seats_item_used

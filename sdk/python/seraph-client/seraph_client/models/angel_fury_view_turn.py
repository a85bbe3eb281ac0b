from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.angel_fury_side import AngelFurySide

T = TypeVar("T", bound="AngelFuryViewTurn")


@_attrs_define
class AngelFuryViewTurn:
    """whose turn: seat, number (counting every turn), side

    Attributes:
        number (int): counting every turn
        seat (int): the seat whose action ran last
        side (AngelFurySide): a side: good (the angels) or evil (the demons)
    """

    number: int
    seat: int
    side: AngelFurySide

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        seat = self.seat

        side = self.side.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "number": number,
                "seat": seat,
                "side": side,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        number = d.pop("number")

        seat = d.pop("seat")

        side = AngelFurySide(d.pop("side"))

        angel_fury_view_turn = cls(
            number=number,
            seat=seat,
            side=side,
        )

        return angel_fury_view_turn

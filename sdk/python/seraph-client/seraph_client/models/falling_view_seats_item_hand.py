from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingViewSeatsItemHand")


@_attrs_define
class FallingViewSeatsItemHand:
    """own seat only: {res, guild} cards drawn this Supply. Hidden: present only in the seat's own view (absent for other
    seats and spectators).

        Attributes:
            guild (str): the Guild card id drawn
            res (str): the Resource card id drawn
    """

    guild: str
    res: str

    def to_dict(self) -> dict[str, Any]:
        guild = self.guild

        res = self.res

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "guild": guild,
                "res": res,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        guild = d.pop("guild")

        res = d.pop("res")

        falling_view_seats_item_hand = cls(
            guild=guild,
            res=res,
        )

        return falling_view_seats_item_hand

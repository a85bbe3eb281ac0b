from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FallingViewSeatsItemChoice")


@_attrs_define
class FallingViewSeatsItemChoice:
    """own seat only: the secret Supply choice. Hidden: present only in the seat's own view (absent for other seats and
    spectators).

        Attributes:
            automa (bool | Unset): solo: the choice made for Danda
            guild (str | Unset): which Guild card is kept: drawn (this Supply's) or setup (the secret Round 4 card, r4)
            guild_side (int | Unset): the Guild card's half chosen (0 or 1)
            res_side (int | Unset): the Resource card's half chosen (0 or 1)
    """

    automa: bool | Unset = UNSET
    guild: str | Unset = UNSET
    guild_side: int | Unset = UNSET
    res_side: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        automa = self.automa

        guild = self.guild

        guild_side = self.guild_side

        res_side = self.res_side

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if automa is not UNSET:
            field_dict["automa"] = automa
        if guild is not UNSET:
            field_dict["guild"] = guild
        if guild_side is not UNSET:
            field_dict["guild_side"] = guild_side
        if res_side is not UNSET:
            field_dict["res_side"] = res_side

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        automa = d.pop("automa", UNSET)

        guild = d.pop("guild", UNSET)

        guild_side = d.pop("guild_side", UNSET)

        res_side = d.pop("res_side", UNSET)

        falling_view_seats_item_choice = cls(
            automa=automa,
            guild=guild,
            guild_side=guild_side,
            res_side=res_side,
        )

        return falling_view_seats_item_choice

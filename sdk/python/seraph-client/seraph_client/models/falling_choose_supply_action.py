from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingChooseSupplyAction")


@_attrs_define
class FallingChooseSupplyAction:
    """choose_supply, e.g. "Resource half 0; Guild card guild1-04 half 0"

    Attributes:
        guild (str): the Guild card to keep: drawn (this Supply's) or setup (the secret Round 4 card); send it back as
            listed
        guild_side (int): the Guild card's half, 0 or 1; send it back as listed
        label (str): the action in words, for a button (never matched)
        res_side (int): the Resource card's half, 0 or 1; send it back as listed
        type_ (Literal['choose_supply']): the action's type
    """

    guild: str
    guild_side: int
    label: str
    res_side: int
    type_: Literal["choose_supply"]

    def to_dict(self) -> dict[str, Any]:
        guild = self.guild

        guild_side = self.guild_side

        label = self.label

        res_side = self.res_side

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "guild": guild,
                "guild_side": guild_side,
                "label": label,
                "res_side": res_side,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        guild = d.pop("guild")

        guild_side = d.pop("guild_side")

        label = d.pop("label")

        res_side = d.pop("res_side")

        type_ = cast(Literal["choose_supply"], d.pop("type"))
        if type_ != "choose_supply":
            raise ValueError(f"type must match const 'choose_supply', got '{type_}'")

        falling_choose_supply_action = cls(
            guild=guild,
            guild_side=guild_side,
            label=label,
            res_side=res_side,
            type_=type_,
        )

        return falling_choose_supply_action

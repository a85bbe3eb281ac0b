from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingChooseSupplyAction")


@_attrs_define
class FallingChooseSupplyAction:
    """choose_supply, e.g. "Use half 2 of Resource Card 8 (Rounds 1-2) to gain 4 Gas, and half 1 of Guild Card 1 (Round 2)
    as a Guild Conversion"

        Attributes:
            guild (str): the Guild card to keep: drawn (this Supply's) or setup (the secret Round 4 card); send it back as
                listed
            guild_side (int): the Guild card's half, 0 or 1; send it back as listed
            label (str): the action in words, for a button (never matched)
            params (Params): the template's named params
            res_side (int): the Resource card's half, 0 or 1; send it back as listed
            template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
                in the server's for the server's own events
            type_ (Literal['choose_supply']): the action's type
    """

    guild: str
    guild_side: int
    label: str
    params: Params
    res_side: int
    template: str
    type_: Literal["choose_supply"]

    def to_dict(self) -> dict[str, Any]:
        guild = self.guild

        guild_side = self.guild_side

        label = self.label

        params = self.params.to_dict()

        res_side = self.res_side

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "guild": guild,
                "guild_side": guild_side,
                "label": label,
                "params": params,
                "res_side": res_side,
                "template": template,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        guild = d.pop("guild")

        guild_side = d.pop("guild_side")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        res_side = d.pop("res_side")

        template = d.pop("template")

        type_ = cast(Literal["choose_supply"], d.pop("type"))
        if type_ != "choose_supply":
            raise ValueError(f"type must match const 'choose_supply', got '{type_}'")

        falling_choose_supply_action = cls(
            guild=guild,
            guild_side=guild_side,
            label=label,
            params=params,
            res_side=res_side,
            template=template,
            type_=type_,
        )

        return falling_choose_supply_action

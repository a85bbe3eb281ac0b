from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


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
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    guild: str
    guild_side: int
    label: str
    res_side: int
    type_: Literal["choose_supply"]
    params: Params | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        guild = self.guild

        guild_side = self.guild_side

        label = self.label

        res_side = self.res_side

        type_ = self.type_

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

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
        if params is not UNSET:
            field_dict["params"] = params
        if template is not UNSET:
            field_dict["template"] = template

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        guild = d.pop("guild")

        guild_side = d.pop("guild_side")

        label = d.pop("label")

        res_side = d.pop("res_side")

        type_ = cast(Literal["choose_supply"], d.pop("type"))
        if type_ != "choose_supply":
            raise ValueError(f"type must match const 'choose_supply', got '{type_}'")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        falling_choose_supply_action = cls(
            guild=guild,
            guild_side=guild_side,
            label=label,
            res_side=res_side,
            type_=type_,
            params=params,
            template=template,
        )

        return falling_choose_supply_action

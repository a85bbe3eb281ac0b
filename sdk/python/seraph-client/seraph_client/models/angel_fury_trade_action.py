from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryTradeAction")


@_attrs_define
class AngelFuryTradeAction:
    """trade, e.g. "Trade 2 reinforcements for 2 crystals"

    Attributes:
        give (str): the resource given (trade; sent back as listed)
        label (str): the action in words, for a button (never matched)
        type_ (Literal['trade']): the action's type
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    give: str
    label: str
    type_: Literal["trade"]
    params: Params | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        give = self.give

        label = self.label

        type_ = self.type_

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "give": give,
                "label": label,
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
        give = d.pop("give")

        label = d.pop("label")

        type_ = cast(Literal["trade"], d.pop("type"))
        if type_ != "trade":
            raise ValueError(f"type must match const 'trade', got '{type_}'")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        angel_fury_trade_action = cls(
            give=give,
            label=label,
            type_=type_,
            params=params,
            template=template,
        )

        return angel_fury_trade_action

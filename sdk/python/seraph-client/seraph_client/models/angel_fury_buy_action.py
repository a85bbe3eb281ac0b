from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryBuyAction")


@_attrs_define
class AngelFuryBuyAction:
    """buy, e.g. "Buy Ambush! (2 C, 1 R)"

    Attributes:
        card (str): a card id (buy; sent back as listed)
        label (str): the action in words, for a button (never matched)
        type_ (Literal['buy']): the action's type
        discount (str | Unset): the Learning discount taken (C or R) (buy; sent back as listed)
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    card: str
    label: str
    type_: Literal["buy"]
    discount: str | Unset = UNSET
    params: Params | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        label = self.label

        type_ = self.type_

        discount = self.discount

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "label": label,
                "type": type_,
            }
        )
        if discount is not UNSET:
            field_dict["discount"] = discount
        if params is not UNSET:
            field_dict["params"] = params
        if template is not UNSET:
            field_dict["template"] = template

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        label = d.pop("label")

        type_ = cast(Literal["buy"], d.pop("type"))
        if type_ != "buy":
            raise ValueError(f"type must match const 'buy', got '{type_}'")

        discount = d.pop("discount", UNSET)

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        angel_fury_buy_action = cls(
            card=card,
            label=label,
            type_=type_,
            discount=discount,
            params=params,
            template=template,
        )

        return angel_fury_buy_action

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
    """buy, e.g. "Buy Merciless for 3 crystals and 2 reinforcements"

    Attributes:
        card (str): a card id (buy; sent back as listed)
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['buy']): the action's type
        discount (str | Unset): the Learning discount taken (C or R) (buy; sent back as listed)
    """

    card: str
    label: str
    params: Params
    template: str
    type_: Literal["buy"]
    discount: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        discount = self.discount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "label": label,
                "params": params,
                "template": template,
                "type": type_,
            }
        )
        if discount is not UNSET:
            field_dict["discount"] = discount

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["buy"], d.pop("type"))
        if type_ != "buy":
            raise ValueError(f"type must match const 'buy', got '{type_}'")

        discount = d.pop("discount", UNSET)

        angel_fury_buy_action = cls(
            card=card,
            label=label,
            params=params,
            template=template,
            type_=type_,
            discount=discount,
        )

        return angel_fury_buy_action

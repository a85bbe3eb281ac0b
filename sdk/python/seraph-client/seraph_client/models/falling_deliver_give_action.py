from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingDeliverGiveAction")


@_attrs_define
class FallingDeliverGiveAction:
    """deliver_give, e.g. "Give vp-regc-06 to seat 1"

    Attributes:
        card (int): the card to give, 0-based index into the pending decision's cards; send it back as listed
        label (str): the action in words, for a button (never matched)
        to (int): the seat (0-based) that receives it; send it back as listed
        type_ (Literal['deliver_give']): the action's type
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    card: int
    label: str
    to: int
    type_: Literal["deliver_give"]
    params: Params | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        label = self.label

        to = self.to

        type_ = self.type_

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "label": label,
                "to": to,
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
        card = d.pop("card")

        label = d.pop("label")

        to = d.pop("to")

        type_ = cast(Literal["deliver_give"], d.pop("type"))
        if type_ != "deliver_give":
            raise ValueError(f"type must match const 'deliver_give', got '{type_}'")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        falling_deliver_give_action = cls(
            card=card,
            label=label,
            to=to,
            type_=type_,
            params=params,
            template=template,
        )

        return falling_deliver_give_action

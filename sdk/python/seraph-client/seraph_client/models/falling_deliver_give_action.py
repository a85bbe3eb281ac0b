from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingDeliverGiveAction")


@_attrs_define
class FallingDeliverGiveAction:
    """deliver_give, e.g. "Give Special Victory Point Card 2 to Bot 3"

    Attributes:
        card (int): the card to give, 0-based index into the pending decision's cards; send it back as listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        to (int): the seat (0-based) that receives it; send it back as listed
        type_ (Literal['deliver_give']): the action's type
    """

    card: int
    label: str
    params: Params
    template: str
    to: int
    type_: Literal["deliver_give"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        label = self.label

        params = self.params.to_dict()

        template = self.template

        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "label": label,
                "params": params,
                "template": template,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        to = d.pop("to")

        type_ = cast(Literal["deliver_give"], d.pop("type"))
        if type_ != "deliver_give":
            raise ValueError(f"type must match const 'deliver_give', got '{type_}'")

        falling_deliver_give_action = cls(
            card=card,
            label=label,
            params=params,
            template=template,
            to=to,
            type_=type_,
        )

        return falling_deliver_give_action

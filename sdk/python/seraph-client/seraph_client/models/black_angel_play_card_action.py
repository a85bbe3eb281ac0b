from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelPlayCardAction")


@_attrs_define
class BlackAngelPlayCardAction:
    """play_card, e.g. "Play orange Mission m-orange-20 into slot row1"

    Attributes:
        card (str): the Mission or Ravager card id from your hand; send it back as listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        slot (str): the card slot: row1-3 or col1-3; send it back as listed
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['play_card']): the action's type
    """

    card: str
    label: str
    params: Params
    slot: str
    template: str
    type_: Literal["play_card"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        label = self.label

        params = self.params.to_dict()

        slot = self.slot

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "label": label,
                "params": params,
                "slot": slot,
                "template": template,
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

        slot = d.pop("slot")

        template = d.pop("template")

        type_ = cast(Literal["play_card"], d.pop("type"))
        if type_ != "play_card":
            raise ValueError(f"type must match const 'play_card', got '{type_}'")

        black_angel_play_card_action = cls(
            card=card,
            label=label,
            params=params,
            slot=slot,
            template=template,
            type_=type_,
        )

        return black_angel_play_card_action

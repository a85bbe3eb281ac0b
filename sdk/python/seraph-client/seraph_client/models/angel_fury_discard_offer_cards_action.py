from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_side import AngelFurySide
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryDiscardOfferCardsAction")


@_attrs_define
class AngelFuryDiscardOfferCardsAction:
    """discard_offer_cards, e.g. "Discard Defiled Crystals from the offer"

    Attributes:
        cards (list[str]): card ids (discard_offer_cards; sent back as listed)
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['discard_offer_cards']): the action's type
        side (AngelFurySide | Unset): a side: good (the angels) or evil (the demons)
    """

    cards: list[str]
    label: str
    params: Params
    template: str
    type_: Literal["discard_offer_cards"]
    side: AngelFurySide | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        side: str | Unset = UNSET
        if not isinstance(self.side, Unset):
            side = self.side.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "label": label,
                "params": params,
                "template": template,
                "type": type_,
            }
        )
        if side is not UNSET:
            field_dict["side"] = side

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["discard_offer_cards"], d.pop("type"))
        if type_ != "discard_offer_cards":
            raise ValueError(f"type must match const 'discard_offer_cards', got '{type_}'")

        _side = d.pop("side", UNSET)
        side: AngelFurySide | Unset
        if isinstance(_side, Unset):
            side = UNSET
        else:
            side = AngelFurySide(_side)

        angel_fury_discard_offer_cards_action = cls(
            cards=cards,
            label=label,
            params=params,
            template=template,
            type_=type_,
            side=side,
        )

        return angel_fury_discard_offer_cards_action

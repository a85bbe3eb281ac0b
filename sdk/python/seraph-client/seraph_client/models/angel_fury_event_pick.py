from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_side import AngelFurySide
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryEventPick")


@_attrs_define
class AngelFuryEventPick:
    """a turn-menu action as a teammate picked it (without its label)

    Attributes:
        type_ (str): the action's type
        area (str | Unset): an area id r{row}c{col}: row 1 is the evil back edge, the last row the good one
        card (str | Unset): a card id
        cards (list[str] | Unset): card ids
        count (int | Unset): how many
        discount (str | Unset): the Learning discount chosen (C or R), or null
        hand_card (str | Unset): the hand card replaced
        leader (str | Unset): a leader id: {colour}-seraph-{n} or {colour}-arch
        params (Params | Unset): the template's named params
        reserve_card (str | Unset): the reserved card swapped in
        side (AngelFurySide | Unset): a side: good (the angels) or evil (the demons)
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
        what (str | Unset): which one (an upgrade, a resource)
    """

    type_: str
    area: str | Unset = UNSET
    card: str | Unset = UNSET
    cards: list[str] | Unset = UNSET
    count: int | Unset = UNSET
    discount: str | Unset = UNSET
    hand_card: str | Unset = UNSET
    leader: str | Unset = UNSET
    params: Params | Unset = UNSET
    reserve_card: str | Unset = UNSET
    side: AngelFurySide | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET
    what: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        area = self.area

        card = self.card

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        count = self.count

        discount = self.discount

        hand_card = self.hand_card

        leader = self.leader

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        reserve_card = self.reserve_card

        side: str | Unset = UNSET
        if not isinstance(self.side, Unset):
            side = self.side.value

        template = self.template

        text = self.text

        what = self.what

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if area is not UNSET:
            field_dict["area"] = area
        if card is not UNSET:
            field_dict["card"] = card
        if cards is not UNSET:
            field_dict["cards"] = cards
        if count is not UNSET:
            field_dict["count"] = count
        if discount is not UNSET:
            field_dict["discount"] = discount
        if hand_card is not UNSET:
            field_dict["hand_card"] = hand_card
        if leader is not UNSET:
            field_dict["leader"] = leader
        if params is not UNSET:
            field_dict["params"] = params
        if reserve_card is not UNSET:
            field_dict["reserve_card"] = reserve_card
        if side is not UNSET:
            field_dict["side"] = side
        if template is not UNSET:
            field_dict["template"] = template
        if text is not UNSET:
            field_dict["text"] = text
        if what is not UNSET:
            field_dict["what"] = what

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        type_ = d.pop("type")

        area = d.pop("area", UNSET)

        card = d.pop("card", UNSET)

        cards = cast(list[str], d.pop("cards", UNSET))

        count = d.pop("count", UNSET)

        discount = d.pop("discount", UNSET)

        hand_card = d.pop("hand_card", UNSET)

        leader = d.pop("leader", UNSET)

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        reserve_card = d.pop("reserve_card", UNSET)

        _side = d.pop("side", UNSET)
        side: AngelFurySide | Unset
        if isinstance(_side, Unset):
            side = UNSET
        else:
            side = AngelFurySide(_side)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        what = d.pop("what", UNSET)

        angel_fury_event_pick = cls(
            type_=type_,
            area=area,
            card=card,
            cards=cards,
            count=count,
            discount=discount,
            hand_card=hand_card,
            leader=leader,
            params=params,
            reserve_card=reserve_card,
            side=side,
            template=template,
            text=text,
            what=what,
        )

        return angel_fury_event_pick

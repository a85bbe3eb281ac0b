from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingVpCardsDrawnEvent")


@_attrs_define
class FallingVpCardsDrawnEvent:
    """the seat drew Victory Point cards to choose from (the ids only to that seat)

    Attributes:
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['vp_cards_drawn']): the event's type
        version (int): the game's version (moves applied) when the event was written
        cards (list[str] | Unset): the Victory Point card ids drawn
        count (int | Unset): the number drawn
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["vp_cards_drawn"]
    version: int
    cards: list[str] | Unset = UNSET
    count: int | Unset = UNSET
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        count = self.count

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards
        if count is not UNSET:
            field_dict["count"] = count
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["vp_cards_drawn"], d.pop("type"))
        if type_ != "vp_cards_drawn":
            raise ValueError(f"type must match const 'vp_cards_drawn', got '{type_}'")

        version = d.pop("version")

        cards = cast(list[str], d.pop("cards", UNSET))

        count = d.pop("count", UNSET)

        redacted = d.pop("redacted", UNSET)

        falling_vp_cards_drawn_event = cls(
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            cards=cards,
            count=count,
            redacted=redacted,
        )

        return falling_vp_cards_drawn_event

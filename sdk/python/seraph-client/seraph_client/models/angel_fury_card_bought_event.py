from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryCardBoughtEvent")


@_attrs_define
class AngelFuryCardBoughtEvent:
    """a card was bought (as served)

    Attributes:
        card (str): card_bought: a card id
        params (Params): the template's named params
        replaced (None | str): card_bought: the card it replaced, or null
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        to (str): card_bought: where it went
        type_ (Literal['card_bought']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    card: str
    params: Params
    replaced: None | str
    seat: int | None
    seq: int
    template: str
    text: str
    to: str
    type_: Literal["card_bought"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        params = self.params.to_dict()

        replaced: None | str
        replaced = self.replaced

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        to = self.to

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "params": params,
                "replaced": replaced,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "to": to,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        params = Params.from_dict(d.pop("params"))

        def _parse_replaced(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        replaced = _parse_replaced(d.pop("replaced"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        to = d.pop("to")

        type_ = cast(Literal["card_bought"], d.pop("type"))
        if type_ != "card_bought":
            raise ValueError(f"type must match const 'card_bought', got '{type_}'")

        version = d.pop("version")

        angel_fury_card_bought_event = cls(
            card=card,
            params=params,
            replaced=replaced,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            to=to,
            type_=type_,
            version=version,
        )

        return angel_fury_card_bought_event

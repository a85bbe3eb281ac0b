from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.black_angel_card_played_event_kind import BlackAngelCardPlayedEventKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelCardPlayedEvent")


@_attrs_define
class BlackAngelCardPlayedEvent:
    """a Mission or Ravager card was played face down into a slot (Sequence A step 1; the id only to its seat)

    Attributes:
        colour (None | str): the Mission's colour; null: a Ravager has no colour
        kind (BlackAngelCardPlayedEventKind): the card's kind: a Mission or a Ravager
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        slot (str): the card slot (row1-3, col1-3)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['card_played']): the event's type
        version (int): the game's version (moves applied) when the event was written
        card (str | Unset): the Mission or Ravager card id
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    colour: None | str
    kind: BlackAngelCardPlayedEventKind
    params: Params
    seat: int | None
    seq: int
    slot: str
    template: str
    text: str
    type_: Literal["card_played"]
    version: int
    card: str | Unset = UNSET
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        colour: None | str
        colour = self.colour

        kind = self.kind.value

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        slot = self.slot

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        card = self.card

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "kind": kind,
                "params": params,
                "seat": seat,
                "seq": seq,
                "slot": slot,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_colour(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        colour = _parse_colour(d.pop("colour"))

        kind = BlackAngelCardPlayedEventKind(d.pop("kind"))

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        slot = d.pop("slot")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["card_played"], d.pop("type"))
        if type_ != "card_played":
            raise ValueError(f"type must match const 'card_played', got '{type_}'")

        version = d.pop("version")

        card = d.pop("card", UNSET)

        redacted = d.pop("redacted", UNSET)

        black_angel_card_played_event = cls(
            colour=colour,
            kind=kind,
            params=params,
            seat=seat,
            seq=seq,
            slot=slot,
            template=template,
            text=text,
            type_=type_,
            version=version,
            card=card,
            redacted=redacted,
        )

        return black_angel_card_played_event

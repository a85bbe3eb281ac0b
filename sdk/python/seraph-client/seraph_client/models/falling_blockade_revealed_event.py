from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingBlockadeRevealedEvent")


@_attrs_define
class FallingBlockadeRevealedEvent:
    """solo: this round's Blockade card was revealed and its tokens placed

    Attributes:
        card (str): the Round Blockade card id
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        tokens (list[list[int]]): the Flying Machine spaces it covers, each [floor (1-5), space (0-based)]
        type_ (Literal['blockade_revealed']): the event's type
        version (int): the game's version (moves applied) when the event was written
        first (str | Unset): round 1: who starts, npc or player
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    card: str
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    tokens: list[list[int]]
    type_: Literal["blockade_revealed"]
    version: int
    first: str | Unset = UNSET
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        tokens = []
        for tokens_item_data in self.tokens:
            tokens_item = tokens_item_data

            tokens.append(tokens_item)

        type_ = self.type_

        version = self.version

        first = self.first

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "tokens": tokens,
                "type": type_,
                "version": version,
            }
        )
        if first is not UNSET:
            field_dict["first"] = first
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        tokens = []
        _tokens = d.pop("tokens")
        for tokens_item_data in _tokens:
            tokens_item = cast(list[int], tokens_item_data)

            tokens.append(tokens_item)

        type_ = cast(Literal["blockade_revealed"], d.pop("type"))
        if type_ != "blockade_revealed":
            raise ValueError(f"type must match const 'blockade_revealed', got '{type_}'")

        version = d.pop("version")

        first = d.pop("first", UNSET)

        redacted = d.pop("redacted", UNSET)

        falling_blockade_revealed_event = cls(
            card=card,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            tokens=tokens,
            type_=type_,
            version=version,
            first=first,
            redacted=redacted,
        )

        return falling_blockade_revealed_event

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
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        tokens (list[list[int]]): the Flying Machine spaces it covers, each [floor (1-5), space (0-based)]
        type_ (Literal['blockade_revealed']): the event's type
        version (int): the game's version (moves applied) when the event was written
        first (str | Unset): round 1: who starts, npc or player
        params (Params | Unset): the template's named params
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    card: str
    seat: int | None
    seq: int
    tokens: list[list[int]]
    type_: Literal["blockade_revealed"]
    version: int
    first: str | Unset = UNSET
    params: Params | Unset = UNSET
    redacted: bool | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        seat: int | None
        seat = self.seat

        seq = self.seq

        tokens = []
        for tokens_item_data in self.tokens:
            tokens_item = tokens_item_data

            tokens.append(tokens_item)

        type_ = self.type_

        version = self.version

        first = self.first

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        redacted = self.redacted

        template = self.template

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "seq": seq,
                "tokens": tokens,
                "type": type_,
                "version": version,
            }
        )
        if first is not UNSET:
            field_dict["first"] = first
        if params is not UNSET:
            field_dict["params"] = params
        if redacted is not UNSET:
            field_dict["redacted"] = redacted
        if template is not UNSET:
            field_dict["template"] = template
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

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

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        redacted = d.pop("redacted", UNSET)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        falling_blockade_revealed_event = cls(
            card=card,
            seat=seat,
            seq=seq,
            tokens=tokens,
            type_=type_,
            version=version,
            first=first,
            params=params,
            redacted=redacted,
            template=template,
            text=text,
        )

        return falling_blockade_revealed_event

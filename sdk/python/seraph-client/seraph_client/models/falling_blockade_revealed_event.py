from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

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
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    card: str
    seat: int | None
    seq: int
    tokens: list[list[int]]
    type_: Literal["blockade_revealed"]
    version: int
    first: str | Unset = UNSET
    redacted: bool | Unset = UNSET

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

        redacted = self.redacted

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
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
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

        redacted = d.pop("redacted", UNSET)

        falling_blockade_revealed_event = cls(
            card=card,
            seat=seat,
            seq=seq,
            tokens=tokens,
            type_=type_,
            version=version,
            first=first,
            redacted=redacted,
        )

        return falling_blockade_revealed_event

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryDeckRefilledEvent")


@_attrs_define
class AngelFuryDeckRefilledEvent:
    """a discard pile became the draw pile (as served)

    Attributes:
        cards (int): deck_refilled: card ids
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['deck_refilled']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    cards: int
    seat: int | None
    seq: int
    type_: Literal["deck_refilled"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = d.pop("cards")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["deck_refilled"], d.pop("type"))
        if type_ != "deck_refilled":
            raise ValueError(f"type must match const 'deck_refilled', got '{type_}'")

        version = d.pop("version")

        angel_fury_deck_refilled_event = cls(
            cards=cards,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return angel_fury_deck_refilled_event

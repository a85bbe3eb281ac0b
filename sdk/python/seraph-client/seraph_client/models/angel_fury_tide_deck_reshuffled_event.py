from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryTideDeckReshuffledEvent")


@_attrs_define
class AngelFuryTideDeckReshuffledEvent:
    """the evil tide's cards were reshuffled (as served)

    Attributes:
        cards (int): tide_deck_reshuffled: card ids
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['tide_deck_reshuffled']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    cards: int
    seat: int | None
    seq: int
    type_: Literal["tide_deck_reshuffled"]
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

        type_ = cast(Literal["tide_deck_reshuffled"], d.pop("type"))
        if type_ != "tide_deck_reshuffled":
            raise ValueError(f"type must match const 'tide_deck_reshuffled', got '{type_}'")

        version = d.pop("version")

        angel_fury_tide_deck_reshuffled_event = cls(
            cards=cards,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return angel_fury_tide_deck_reshuffled_event

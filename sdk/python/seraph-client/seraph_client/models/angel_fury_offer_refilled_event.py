from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryOfferRefilledEvent")


@_attrs_define
class AngelFuryOfferRefilledEvent:
    """a training ground's offer was refilled (as served)

    Attributes:
        cards (list[str]): offer_refilled: card ids
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        side (str): offer_refilled: a side
        type_ (Literal['offer_refilled']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    cards: list[str]
    seat: int | None
    seq: int
    side: str
    type_: Literal["offer_refilled"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        seat: int | None
        seat = self.seat

        seq = self.seq

        side = self.side

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "seat": seat,
                "seq": seq,
                "side": side,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        side = d.pop("side")

        type_ = cast(Literal["offer_refilled"], d.pop("type"))
        if type_ != "offer_refilled":
            raise ValueError(f"type must match const 'offer_refilled', got '{type_}'")

        version = d.pop("version")

        angel_fury_offer_refilled_event = cls(
            cards=cards,
            seat=seat,
            seq=seq,
            side=side,
            type_=type_,
            version=version,
        )

        return angel_fury_offer_refilled_event

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FallingDeliveryCardsRevealedEvent")


@_attrs_define
class FallingDeliveryCardsRevealedEvent:
    """Delivery Person: Victory Point cards were revealed at the end of Supply

    Attributes:
        cards (list[str]): the Victory Point card ids revealed
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['delivery_cards_revealed']): the event's type
        version (int): the game's version (moves applied) when the event was written
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    cards: list[str]
    seat: int | None
    seq: int
    type_: Literal["delivery_cards_revealed"]
    version: int
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        redacted = self.redacted

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
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

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

        type_ = cast(Literal["delivery_cards_revealed"], d.pop("type"))
        if type_ != "delivery_cards_revealed":
            raise ValueError(f"type must match const 'delivery_cards_revealed', got '{type_}'")

        version = d.pop("version")

        redacted = d.pop("redacted", UNSET)

        falling_delivery_cards_revealed_event = cls(
            cards=cards,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            redacted=redacted,
        )

        return falling_delivery_cards_revealed_event

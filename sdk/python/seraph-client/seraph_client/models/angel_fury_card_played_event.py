from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryCardPlayedEvent")


@_attrs_define
class AngelFuryCardPlayedEvent:
    """a card was played (as served)

    Attributes:
        card (str): card_played: a card id
        combo (bool): card_played: played together with another card
        name (str): card_played: the card's name
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['card_played']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    card: str
    combo: bool
    name: str
    seat: int | None
    seq: int
    type_: Literal["card_played"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        combo = self.combo

        name = self.name

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "combo": combo,
                "name": name,
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
        card = d.pop("card")

        combo = d.pop("combo")

        name = d.pop("name")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["card_played"], d.pop("type"))
        if type_ != "card_played":
            raise ValueError(f"type must match const 'card_played', got '{type_}'")

        version = d.pop("version")

        angel_fury_card_played_event = cls(
            card=card,
            combo=combo,
            name=name,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return angel_fury_card_played_event

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryReserveSwappedEvent")


@_attrs_define
class AngelFuryReserveSwappedEvent:
    """a reserved card was swapped into the hand (as served)

    Attributes:
        card (str): reserve_swapped: a card id
        replaced (str): reserve_swapped: the card it replaced, or null
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['reserve_swapped']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    card: str
    replaced: str
    seat: int | None
    seq: int
    type_: Literal["reserve_swapped"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        replaced = self.replaced

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "replaced": replaced,
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

        replaced = d.pop("replaced")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["reserve_swapped"], d.pop("type"))
        if type_ != "reserve_swapped":
            raise ValueError(f"type must match const 'reserve_swapped', got '{type_}'")

        version = d.pop("version")

        angel_fury_reserve_swapped_event = cls(
            card=card,
            replaced=replaced,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return angel_fury_reserve_swapped_event

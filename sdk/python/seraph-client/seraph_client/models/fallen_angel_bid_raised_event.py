from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelBidRaisedEvent")


@_attrs_define
class FallenAngelBidRaisedEvent:
    """bid_raised: Objective Roulette: a seat raised the bid, as served

    Attributes:
        honor (int): the Honor (an amount, or per seat)
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['bid_raised']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    honor: int
    seat: int | None
    seq: int
    type_: Literal["bid_raised"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        honor = self.honor

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "honor": honor,
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
        honor = d.pop("honor")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["bid_raised"], d.pop("type"))
        if type_ != "bid_raised":
            raise ValueError(f"type must match const 'bid_raised', got '{type_}'")

        version = d.pop("version")

        fallen_angel_bid_raised_event = cls(
            honor=honor,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return fallen_angel_bid_raised_event

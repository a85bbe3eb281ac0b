from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelOrderAgreedEvent")


@_attrs_define
class FallenAngelOrderAgreedEvent:
    """order_agreed: co-op: the turn order was agreed, as served

    Attributes:
        order (list[int]): seats
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['order_agreed']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    order: list[int]
    seat: int | None
    seq: int
    type_: Literal["order_agreed"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        order = self.order

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "order": order,
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
        order = cast(list[int], d.pop("order"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["order_agreed"], d.pop("type"))
        if type_ != "order_agreed":
            raise ValueError(f"type must match const 'order_agreed', got '{type_}'")

        version = d.pop("version")

        fallen_angel_order_agreed_event = cls(
            order=order,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return fallen_angel_order_agreed_event

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RematchCreatedEvent")


@_attrs_define
class RematchCreatedEvent:
    """a rematch was created

    Attributes:
        id (str): the rematch's game id
        seat (int | None):
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['rematch_created']):
        version (int): the game's version (moves applied) when the event was written
    """

    id: str
    seat: int | None
    seq: int
    type_: Literal["rematch_created"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
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
        id = d.pop("id")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["rematch_created"], d.pop("type"))
        if type_ != "rematch_created":
            raise ValueError(f"type must match const 'rematch_created', got '{type_}'")

        version = d.pop("version")

        rematch_created_event = cls(
            id=id,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return rematch_created_event

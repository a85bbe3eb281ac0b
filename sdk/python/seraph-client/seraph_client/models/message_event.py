from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.message_event_type import MessageEventType

T = TypeVar("T", bound="MessageEvent")


@_attrs_define
class MessageEvent:
    """a service event that carries only a message: game_cancelled, game_stalled, game_resumed, seat_token_replaced,
    seat_revoked

        Attributes:
            message (str): what happened, in words
            seat (int | None):
            seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
            type_ (MessageEventType):
            version (int): the game's version (moves applied) when the event was written
    """

    message: str
    seat: int | None
    seq: int
    type_: MessageEventType
    version: int

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
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
        message = d.pop("message")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = MessageEventType(d.pop("type"))

        version = d.pop("version")

        message_event = cls(
            message=message,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return message_event

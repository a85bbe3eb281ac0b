from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ChatEvent")


@_attrs_define
class ChatEvent:
    """a chat message; spectators get none unless the game allows spectator chat

    Attributes:
        seat (int):
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['chat']):
        version (int): the game's version (moves applied) when the event was written
        name (str | Unset): the seat's name
        redacted (bool | Unset):
        text (str | Unset): the message
    """

    seat: int
    seq: int
    type_: Literal["chat"]
    version: int
    name: str | Unset = UNSET
    redacted: bool | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        name = self.name

        redacted = self.redacted

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if redacted is not UNSET:
            field_dict["redacted"] = redacted
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["chat"], d.pop("type"))
        if type_ != "chat":
            raise ValueError(f"type must match const 'chat', got '{type_}'")

        version = d.pop("version")

        name = d.pop("name", UNSET)

        redacted = d.pop("redacted", UNSET)

        text = d.pop("text", UNSET)

        chat_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            name=name,
            redacted=redacted,
            text=text,
        )

        return chat_event

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="ChatEvent")


@_attrs_define
class ChatEvent:
    """a chat message; spectators get none unless the game allows spectator chat

    Attributes:
        params (Params): the template's named params
        seat (int):
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message
        type_ (Literal['chat']):
        version (int): the game's version (moves applied) when the event was written
        name (str | Unset): the seat's name
        redacted (bool | Unset):
    """

    params: Params
    seat: int
    seq: int
    template: str
    text: str
    type_: Literal["chat"]
    version: int
    name: str | Unset = UNSET
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        params = self.params.to_dict()

        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        name = self.name

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        params = Params.from_dict(d.pop("params"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["chat"], d.pop("type"))
        if type_ != "chat":
            raise ValueError(f"type must match const 'chat', got '{type_}'")

        version = d.pop("version")

        name = d.pop("name", UNSET)

        redacted = d.pop("redacted", UNSET)

        chat_event = cls(
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            name=name,
            redacted=redacted,
        )

        return chat_event

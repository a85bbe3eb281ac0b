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
        seat (int):
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['chat']):
        version (int): the game's version (moves applied) when the event was written
        name (str | Unset): the seat's name
        params (Params | Unset): the template's named params
        redacted (bool | Unset):
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message
    """

    seat: int
    seq: int
    type_: Literal["chat"]
    version: int
    name: str | Unset = UNSET
    params: Params | Unset = UNSET
    redacted: bool | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        name = self.name

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        redacted = self.redacted

        template = self.template

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
        if params is not UNSET:
            field_dict["params"] = params
        if redacted is not UNSET:
            field_dict["redacted"] = redacted
        if template is not UNSET:
            field_dict["template"] = template
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["chat"], d.pop("type"))
        if type_ != "chat":
            raise ValueError(f"type must match const 'chat', got '{type_}'")

        version = d.pop("version")

        name = d.pop("name", UNSET)

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        redacted = d.pop("redacted", UNSET)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        chat_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            name=name,
            params=params,
            redacted=redacted,
            template=template,
            text=text,
        )

        return chat_event

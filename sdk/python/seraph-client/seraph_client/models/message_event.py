from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.message_event_type import MessageEventType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


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
            params (Params | Unset): the template's named params
            template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
                `templates`), or in the server's for the server's own events
            text (str | Unset): the message in English: the template filled in with the params
    """

    message: str
    seat: int | None
    seq: int
    type_: MessageEventType
    version: int
    params: Params | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        version = self.version

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        text = self.text

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
        if params is not UNSET:
            field_dict["params"] = params
        if template is not UNSET:
            field_dict["template"] = template
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

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

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        message_event = cls(
            message=message,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            params=params,
            template=template,
            text=text,
        )

        return message_event

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryCommandSpentEvent")


@_attrs_define
class AngelFuryCommandSpentEvent:
    """a command marker was spent (as served)

    Attributes:
        paid (str): command_spent: the discard was paid for
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['command_spent']): the event's type
        unused (int): command_spent: command markers not used this turn
        version (int): the game's version (moves applied) when the event was written
        params (Params | Unset): the template's named params
        reason (str | Unset): command_spent: why (a card family, an ability or a rule)
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    paid: str
    seat: int | None
    seq: int
    type_: Literal["command_spent"]
    unused: int
    version: int
    params: Params | Unset = UNSET
    reason: str | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        paid = self.paid

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        unused = self.unused

        version = self.version

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        reason = self.reason

        template = self.template

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "paid": paid,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "unused": unused,
                "version": version,
            }
        )
        if params is not UNSET:
            field_dict["params"] = params
        if reason is not UNSET:
            field_dict["reason"] = reason
        if template is not UNSET:
            field_dict["template"] = template
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        paid = d.pop("paid")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["command_spent"], d.pop("type"))
        if type_ != "command_spent":
            raise ValueError(f"type must match const 'command_spent', got '{type_}'")

        unused = d.pop("unused")

        version = d.pop("version")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        reason = d.pop("reason", UNSET)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        angel_fury_command_spent_event = cls(
            paid=paid,
            seat=seat,
            seq=seq,
            type_=type_,
            unused=unused,
            version=version,
            params=params,
            reason=reason,
            template=template,
            text=text,
        )

        return angel_fury_command_spent_event

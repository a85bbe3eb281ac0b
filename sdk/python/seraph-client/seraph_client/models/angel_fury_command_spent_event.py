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
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['command_spent']): the event's type
        unused (int): command_spent: command markers not used this turn
        version (int): the game's version (moves applied) when the event was written
        reason (str | Unset): command_spent: why (a card family, an ability or a rule)
    """

    paid: str
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["command_spent"]
    unused: int
    version: int
    reason: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        paid = self.paid

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        unused = self.unused

        version = self.version

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "paid": paid,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "unused": unused,
                "version": version,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        paid = d.pop("paid")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["command_spent"], d.pop("type"))
        if type_ != "command_spent":
            raise ValueError(f"type must match const 'command_spent', got '{type_}'")

        unused = d.pop("unused")

        version = d.pop("version")

        reason = d.pop("reason", UNSET)

        angel_fury_command_spent_event = cls(
            paid=paid,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            unused=unused,
            version=version,
            reason=reason,
        )

        return angel_fury_command_spent_event

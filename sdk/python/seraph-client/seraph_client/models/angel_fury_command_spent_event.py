from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

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
        reason (str | Unset): command_spent: why (a card family, an ability or a rule)
    """

    paid: str
    seat: int | None
    seq: int
    type_: Literal["command_spent"]
    unused: int
    version: int
    reason: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        paid = self.paid

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        unused = self.unused

        version = self.version

        reason = self.reason

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
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
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

        reason = d.pop("reason", UNSET)

        angel_fury_command_spent_event = cls(
            paid=paid,
            seat=seat,
            seq=seq,
            type_=type_,
            unused=unused,
            version=version,
            reason=reason,
        )

        return angel_fury_command_spent_event

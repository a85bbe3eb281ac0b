from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.clock_event_type import ClockEventType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="ClockEvent")


@_attrs_define
class ClockEvent:
    """a seat's clock: reminder and timed_out (deadline, policy), seat_taken_over (bot), seat_reclaimed (by),
    vacation_started (until), vacation_ended (days_returned)

        Attributes:
            params (Params): the template's named params
            seat (int):
            seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
            template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
                in the server's for the server's own events
            text (str): the message in English: the template filled in with the params
            type_ (ClockEventType):
            version (int): the game's version (moves applied) when the event was written
            bot (str | Unset): the bot that took the seat over
            by (str | Unset): move or request: how the seat was reclaimed
            days_returned (int | Unset): whole vacation days given back
            deadline (str | Unset): the seat's deadline, RFC 3339
            policy (str | Unset): what the timeout does to the seat
            until (str | Unset): the vacation's end, RFC 3339
    """

    params: Params
    seat: int
    seq: int
    template: str
    text: str
    type_: ClockEventType
    version: int
    bot: str | Unset = UNSET
    by: str | Unset = UNSET
    days_returned: int | Unset = UNSET
    deadline: str | Unset = UNSET
    policy: str | Unset = UNSET
    until: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        params = self.params.to_dict()

        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_.value

        version = self.version

        bot = self.bot

        by = self.by

        days_returned = self.days_returned

        deadline = self.deadline

        policy = self.policy

        until = self.until

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
        if bot is not UNSET:
            field_dict["bot"] = bot
        if by is not UNSET:
            field_dict["by"] = by
        if days_returned is not UNSET:
            field_dict["days_returned"] = days_returned
        if deadline is not UNSET:
            field_dict["deadline"] = deadline
        if policy is not UNSET:
            field_dict["policy"] = policy
        if until is not UNSET:
            field_dict["until"] = until

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

        type_ = ClockEventType(d.pop("type"))

        version = d.pop("version")

        bot = d.pop("bot", UNSET)

        by = d.pop("by", UNSET)

        days_returned = d.pop("days_returned", UNSET)

        deadline = d.pop("deadline", UNSET)

        policy = d.pop("policy", UNSET)

        until = d.pop("until", UNSET)

        clock_event = cls(
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            bot=bot,
            by=by,
            days_returned=days_returned,
            deadline=deadline,
            policy=policy,
            until=until,
        )

        return clock_event

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AbortVotedEvent")


@_attrs_define
class AbortVotedEvent:
    """a seat voted to abort

    Attributes:
        needed (list[int]): seats whose votes abort the game
        params (Params): the template's named params
        seat (int):
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['abort_voted']):
        version (int): the game's version (moves applied) when the event was written
        votes (list[int]): seats that voted so far
    """

    needed: list[int]
    params: Params
    seat: int
    seq: int
    template: str
    text: str
    type_: Literal["abort_voted"]
    version: int
    votes: list[int]

    def to_dict(self) -> dict[str, Any]:
        needed = self.needed

        params = self.params.to_dict()

        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        votes = self.votes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "needed": needed,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
                "votes": votes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        needed = cast(list[int], d.pop("needed"))

        params = Params.from_dict(d.pop("params"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["abort_voted"], d.pop("type"))
        if type_ != "abort_voted":
            raise ValueError(f"type must match const 'abort_voted', got '{type_}'")

        version = d.pop("version")

        votes = cast(list[int], d.pop("votes"))

        abort_voted_event = cls(
            needed=needed,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            votes=votes,
        )

        return abort_voted_event

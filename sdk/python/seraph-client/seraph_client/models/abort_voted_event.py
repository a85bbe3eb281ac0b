from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AbortVotedEvent")


@_attrs_define
class AbortVotedEvent:
    """a seat voted to abort

    Attributes:
        needed (list[int]): seats whose votes abort the game
        seat (int):
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['abort_voted']):
        version (int): the game's version (moves applied) when the event was written
        votes (list[int]): seats that voted so far
    """

    needed: list[int]
    seat: int
    seq: int
    type_: Literal["abort_voted"]
    version: int
    votes: list[int]

    def to_dict(self) -> dict[str, Any]:
        needed = self.needed

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        votes = self.votes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "needed": needed,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
                "votes": votes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        needed = cast(list[int], d.pop("needed"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["abort_voted"], d.pop("type"))
        if type_ != "abort_voted":
            raise ValueError(f"type must match const 'abort_voted', got '{type_}'")

        version = d.pop("version")

        votes = cast(list[int], d.pop("votes"))

        abort_voted_event = cls(
            needed=needed,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            votes=votes,
        )

        return abort_voted_event

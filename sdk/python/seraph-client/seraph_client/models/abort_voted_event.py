from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


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
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    needed: list[int]
    seat: int
    seq: int
    type_: Literal["abort_voted"]
    version: int
    votes: list[int]
    params: Params | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        needed = self.needed

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        votes = self.votes

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        text = self.text

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
        needed = cast(list[int], d.pop("needed"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["abort_voted"], d.pop("type"))
        if type_ != "abort_voted":
            raise ValueError(f"type must match const 'abort_voted', got '{type_}'")

        version = d.pop("version")

        votes = cast(list[int], d.pop("votes"))

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        abort_voted_event = cls(
            needed=needed,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            votes=votes,
            params=params,
            template=template,
            text=text,
        )

        return abort_voted_event

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="MovesUndoneEvent")


@_attrs_define
class MovesUndoneEvent:
    """a seat took back its own last moves

    Attributes:
        from_version (int): the version before the undo
        moves (list[str]): ids of the moves taken back
        params (Params): the template's named params
        seat (int):
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        to_version (int): the version whose state the game returned to
        type_ (Literal['moves_undone']):
        version (int): the game's version (moves applied) when the event was written
    """

    from_version: int
    moves: list[str]
    params: Params
    seat: int
    seq: int
    template: str
    text: str
    to_version: int
    type_: Literal["moves_undone"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        from_version = self.from_version

        moves = self.moves

        params = self.params.to_dict()

        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        to_version = self.to_version

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from_version": from_version,
                "moves": moves,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "to_version": to_version,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        from_version = d.pop("from_version")

        moves = cast(list[str], d.pop("moves"))

        params = Params.from_dict(d.pop("params"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        to_version = d.pop("to_version")

        type_ = cast(Literal["moves_undone"], d.pop("type"))
        if type_ != "moves_undone":
            raise ValueError(f"type must match const 'moves_undone', got '{type_}'")

        version = d.pop("version")

        moves_undone_event = cls(
            from_version=from_version,
            moves=moves,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            to_version=to_version,
            type_=type_,
            version=version,
        )

        return moves_undone_event

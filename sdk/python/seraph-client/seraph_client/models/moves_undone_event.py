from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MovesUndoneEvent")


@_attrs_define
class MovesUndoneEvent:
    """a seat took back its own last moves

    Attributes:
        from_version (int): the version before the undo
        moves (list[str]): ids of the moves taken back
        seat (int):
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        to_version (int): the version whose state the game returned to
        type_ (Literal['moves_undone']):
        version (int): the game's version (moves applied) when the event was written
    """

    from_version: int
    moves: list[str]
    seat: int
    seq: int
    to_version: int
    type_: Literal["moves_undone"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        from_version = self.from_version

        moves = self.moves

        seat = self.seat

        seq = self.seq

        to_version = self.to_version

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from_version": from_version,
                "moves": moves,
                "seat": seat,
                "seq": seq,
                "to_version": to_version,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_version = d.pop("from_version")

        moves = cast(list[str], d.pop("moves"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        to_version = d.pop("to_version")

        type_ = cast(Literal["moves_undone"], d.pop("type"))
        if type_ != "moves_undone":
            raise ValueError(f"type must match const 'moves_undone', got '{type_}'")

        version = d.pop("version")

        moves_undone_event = cls(
            from_version=from_version,
            moves=moves,
            seat=seat,
            seq=seq,
            to_version=to_version,
            type_=type_,
            version=version,
        )

        return moves_undone_event

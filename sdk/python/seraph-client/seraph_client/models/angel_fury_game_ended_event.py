from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.angel_fury_result import AngelFuryResult


T = TypeVar("T", bound="AngelFuryGameEndedEvent")


@_attrs_define
class AngelFuryGameEndedEvent:
    """the game ended: the one end-of-game event, public, with the whole result

    Attributes:
        result (AngelFuryResult): How a game ended: the one result format of every game (shared/engine/result.py), with
            the game's own details.
        seat (int | None):
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['game_ended']):
        version (int): the game's version (moves applied) when the event was written
    """

    result: AngelFuryResult
    seat: int | None
    seq: int
    type_: Literal["game_ended"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        result = self.result.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "result": result,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_result import AngelFuryResult  # noqa: PLC0415

        d = dict(src_dict)
        result = AngelFuryResult.from_dict(d.pop("result"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["game_ended"], d.pop("type"))
        if type_ != "game_ended":
            raise ValueError(f"type must match const 'game_ended', got '{type_}'")

        version = d.pop("version")

        angel_fury_game_ended_event = cls(
            result=result,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return angel_fury_game_ended_event

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryBattleEndedEvent")


@_attrs_define
class AngelFuryBattleEndedEvent:
    """a battle ended (as served)

    Attributes:
        area (str): battle_ended: an area id
        outcome (str): battle_ended: angels_won or tide_won
        rounds (int): battle_ended: rounds fought
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['battle_ended']): the event's type
        version (int): the game's version (moves applied) when the event was written
        won (bool): battle_ended: the side that won
    """

    area: str
    outcome: str
    rounds: int
    seat: int | None
    seq: int
    type_: Literal["battle_ended"]
    version: int
    won: bool

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        outcome = self.outcome

        rounds = self.rounds

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        won = self.won

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "outcome": outcome,
                "rounds": rounds,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
                "won": won,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        outcome = d.pop("outcome")

        rounds = d.pop("rounds")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["battle_ended"], d.pop("type"))
        if type_ != "battle_ended":
            raise ValueError(f"type must match const 'battle_ended', got '{type_}'")

        version = d.pop("version")

        won = d.pop("won")

        angel_fury_battle_ended_event = cls(
            area=area,
            outcome=outcome,
            rounds=rounds,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            won=won,
        )

        return angel_fury_battle_ended_event

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryBattleEndedEvent")


@_attrs_define
class AngelFuryBattleEndedEvent:
    """a battle ended (as served)

    Attributes:
        area (str): battle_ended: an area id
        outcome (str): battle_ended: angels_won or tide_won
        params (Params): the template's named params
        rounds (int): battle_ended: rounds fought
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['battle_ended']): the event's type
        version (int): the game's version (moves applied) when the event was written
        won (bool): battle_ended: the side that won
    """

    area: str
    outcome: str
    params: Params
    rounds: int
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["battle_ended"]
    version: int
    won: bool

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        outcome = self.outcome

        params = self.params.to_dict()

        rounds = self.rounds

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        won = self.won

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "outcome": outcome,
                "params": params,
                "rounds": rounds,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
                "won": won,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        area = d.pop("area")

        outcome = d.pop("outcome")

        params = Params.from_dict(d.pop("params"))

        rounds = d.pop("rounds")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["battle_ended"], d.pop("type"))
        if type_ != "battle_ended":
            raise ValueError(f"type must match const 'battle_ended', got '{type_}'")

        version = d.pop("version")

        won = d.pop("won")

        angel_fury_battle_ended_event = cls(
            area=area,
            outcome=outcome,
            params=params,
            rounds=rounds,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            won=won,
        )

        return angel_fury_battle_ended_event

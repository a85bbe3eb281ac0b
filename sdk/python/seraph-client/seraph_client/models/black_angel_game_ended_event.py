from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.black_angel_result import BlackAngelResult
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelGameEndedEvent")


@_attrs_define
class BlackAngelGameEndedEvent:
    """the game ended: the one end-of-game event, public, with the whole result

    Attributes:
        params (Params): the template's named params
        result (BlackAngelResult): How a game ended: the one result format of every game (shared/engine/result.py), with
            the game's own details.
        seat (int | None):
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['game_ended']):
        version (int): the game's version (moves applied) when the event was written
    """

    params: Params
    result: BlackAngelResult
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["game_ended"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        params = self.params.to_dict()

        result = self.result.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "params": params,
                "result": result,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.black_angel_result import BlackAngelResult  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        params = Params.from_dict(d.pop("params"))

        result = BlackAngelResult.from_dict(d.pop("result"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["game_ended"], d.pop("type"))
        if type_ != "game_ended":
            raise ValueError(f"type must match const 'game_ended', got '{type_}'")

        version = d.pop("version")

        black_angel_game_ended_event = cls(
            params=params,
            result=result,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
        )

        return black_angel_game_ended_event

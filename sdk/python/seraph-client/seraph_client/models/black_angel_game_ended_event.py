from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.black_angel_result import BlackAngelResult
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelGameEndedEvent")


@_attrs_define
class BlackAngelGameEndedEvent:
    """the game ended: the one end-of-game event, public, with the whole result

    Attributes:
        result (BlackAngelResult): How a game ended: the one result format of every game (shared/engine/result.py), with
            the game's own details.
        seat (int | None):
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['game_ended']):
        version (int): the game's version (moves applied) when the event was written
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    result: BlackAngelResult
    seat: int | None
    seq: int
    type_: Literal["game_ended"]
    version: int
    params: Params | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        result = self.result.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        text = self.text

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
        if params is not UNSET:
            field_dict["params"] = params
        if template is not UNSET:
            field_dict["template"] = template
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.black_angel_result import BlackAngelResult  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        result = BlackAngelResult.from_dict(d.pop("result"))

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

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        black_angel_game_ended_event = cls(
            result=result,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            params=params,
            template=template,
            text=text,
        )

        return black_angel_game_ended_event

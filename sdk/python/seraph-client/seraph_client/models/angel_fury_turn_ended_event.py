from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryTurnEndedEvent")


@_attrs_define
class AngelFuryTurnEndedEvent:
    """a turn ended (as served)

    Attributes:
        number (int): turn_ended: the turn number
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['turn_ended']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    number: int
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["turn_ended"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        params = self.params.to_dict()

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
                "number": number,
                "params": params,
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
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        number = d.pop("number")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["turn_ended"], d.pop("type"))
        if type_ != "turn_ended":
            raise ValueError(f"type must match const 'turn_ended', got '{type_}'")

        version = d.pop("version")

        angel_fury_turn_ended_event = cls(
            number=number,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
        )

        return angel_fury_turn_ended_event

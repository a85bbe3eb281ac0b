from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_colour import AngelFuryColour

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryForcedRetreatEvent")


@_attrs_define
class AngelFuryForcedRetreatEvent:
    """minions were forced to retreat before round 1 (as served)

    Attributes:
        colour (AngelFuryColour): a colour: black and red play the evil side, white and yellow the good one
        minions (int): forced_retreat: minions
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        side (str): forced_retreat: a side
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['forced_retreat']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    colour: AngelFuryColour
    minions: int
    params: Params
    seat: int | None
    seq: int
    side: str
    template: str
    text: str
    type_: Literal["forced_retreat"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        minions = self.minions

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        side = self.side

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "minions": minions,
                "params": params,
                "seat": seat,
                "seq": seq,
                "side": side,
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
        colour = AngelFuryColour(d.pop("colour"))

        minions = d.pop("minions")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        side = d.pop("side")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["forced_retreat"], d.pop("type"))
        if type_ != "forced_retreat":
            raise ValueError(f"type must match const 'forced_retreat', got '{type_}'")

        version = d.pop("version")

        angel_fury_forced_retreat_event = cls(
            colour=colour,
            minions=minions,
            params=params,
            seat=seat,
            seq=seq,
            side=side,
            template=template,
            text=text,
            type_=type_,
            version=version,
        )

        return angel_fury_forced_retreat_event

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_colour import FallenAngelColour

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelCubeGivenEvent")


@_attrs_define
class FallenAngelCubeGivenEvent:
    """cube_given: tech M3: a cube was given, as served

    Attributes:
        colour (FallenAngelColour): a colour: a player colour, or black (rebels, Monster Dice, black gems)
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        to (int): the seat receiving
        type_ (Literal['cube_given']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    colour: FallenAngelColour
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    to: int
    type_: Literal["cube_given"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        to = self.to

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "to": to,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        colour = FallenAngelColour(d.pop("colour"))

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        to = d.pop("to")

        type_ = cast(Literal["cube_given"], d.pop("type"))
        if type_ != "cube_given":
            raise ValueError(f"type must match const 'cube_given', got '{type_}'")

        version = d.pop("version")

        fallen_angel_cube_given_event = cls(
            colour=colour,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            to=to,
            type_=type_,
            version=version,
        )

        return fallen_angel_cube_given_event

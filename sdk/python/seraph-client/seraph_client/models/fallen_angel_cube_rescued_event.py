from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_colour import FallenAngelColour
from ..models.fallen_angel_location import FallenAngelLocation

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelCubeRescuedEvent")


@_attrs_define
class FallenAngelCubeRescuedEvent:
    """cube_rescued: a cube was rescued, as served

    Attributes:
        colour (FallenAngelColour): a colour: a player colour, or black (rebels, Monster Dice, black gems)
        location (FallenAngelLocation): a Land Map Location id
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['cube_rescued']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    colour: FallenAngelColour
    location: FallenAngelLocation
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["cube_rescued"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        location = self.location.value

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
                "colour": colour,
                "location": location,
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
        colour = FallenAngelColour(d.pop("colour"))

        location = FallenAngelLocation(d.pop("location"))

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["cube_rescued"], d.pop("type"))
        if type_ != "cube_rescued":
            raise ValueError(f"type must match const 'cube_rescued', got '{type_}'")

        version = d.pop("version")

        fallen_angel_cube_rescued_event = cls(
            colour=colour,
            location=location,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
        )

        return fallen_angel_cube_rescued_event

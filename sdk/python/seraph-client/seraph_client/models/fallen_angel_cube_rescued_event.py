from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_colour import FallenAngelColour
from ..models.fallen_angel_location import FallenAngelLocation

T = TypeVar("T", bound="FallenAngelCubeRescuedEvent")


@_attrs_define
class FallenAngelCubeRescuedEvent:
    """cube_rescued: a cube was rescued, as served

    Attributes:
        colour (FallenAngelColour): a colour: a player colour, or black (rebels, Monster Dice, black gems)
        location (FallenAngelLocation): a Land Map Location id
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['cube_rescued']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    colour: FallenAngelColour
    location: FallenAngelLocation
    seat: int | None
    seq: int
    type_: Literal["cube_rescued"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        location = self.location.value

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "location": location,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = FallenAngelColour(d.pop("colour"))

        location = FallenAngelLocation(d.pop("location"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["cube_rescued"], d.pop("type"))
        if type_ != "cube_rescued":
            raise ValueError(f"type must match const 'cube_rescued', got '{type_}'")

        version = d.pop("version")

        fallen_angel_cube_rescued_event = cls(
            colour=colour,
            location=location,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return fallen_angel_cube_rescued_event

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_airship_moved_event_mp import FallenAngelAirshipMovedEventMp
from ..models.fallen_angel_location import FallenAngelLocation

T = TypeVar("T", bound="FallenAngelAirshipMovedEvent")


@_attrs_define
class FallenAngelAirshipMovedEvent:
    """airship_moved: an airship entered a Location, as served

    Attributes:
        location (FallenAngelLocation): a Land Map Location id
        mp (FallenAngelAirshipMovedEventMp): the MP spent: regular, bonus, or a leap
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['airship_moved']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    location: FallenAngelLocation
    mp: FallenAngelAirshipMovedEventMp
    seat: int | None
    seq: int
    type_: Literal["airship_moved"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        location = self.location.value

        mp = self.mp.value

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "location": location,
                "mp": mp,
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
        location = FallenAngelLocation(d.pop("location"))

        mp = FallenAngelAirshipMovedEventMp(d.pop("mp"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["airship_moved"], d.pop("type"))
        if type_ != "airship_moved":
            raise ValueError(f"type must match const 'airship_moved', got '{type_}'")

        version = d.pop("version")

        fallen_angel_airship_moved_event = cls(
            location=location,
            mp=mp,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return fallen_angel_airship_moved_event

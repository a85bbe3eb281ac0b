from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_location import FallenAngelLocation

T = TypeVar("T", bound="FallenAngelLocationDominatedEvent")


@_attrs_define
class FallenAngelLocationDominatedEvent:
    """location_dominated: a House token was placed, as served

    Attributes:
        location (FallenAngelLocation): a Land Map Location id
        reason (None | str): why: a tech id, an action or rule name (null: none given)
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['location_dominated']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    location: FallenAngelLocation
    reason: None | str
    seat: int | None
    seq: int
    type_: Literal["location_dominated"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        location = self.location.value

        reason: None | str
        reason = self.reason

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "location": location,
                "reason": reason,
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

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["location_dominated"], d.pop("type"))
        if type_ != "location_dominated":
            raise ValueError(f"type must match const 'location_dominated', got '{type_}'")

        version = d.pop("version")

        fallen_angel_location_dominated_event = cls(
            location=location,
            reason=reason,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return fallen_angel_location_dominated_event

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_location import FallenAngelLocation

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelMoveEndedEvent")


@_attrs_define
class FallenAngelMoveEndedEvent:
    """move_ended: a move ended, as served

    Attributes:
        location (FallenAngelLocation | None): the Land Map Location
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        source (str): where it came from
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['move_ended']): the event's type
        unused_mp (int): MP left unused
        version (int): the game's version (moves applied) when the event was written
    """

    location: FallenAngelLocation | None
    params: Params
    seat: int | None
    seq: int
    source: str
    template: str
    text: str
    type_: Literal["move_ended"]
    unused_mp: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        location: None | str
        if isinstance(self.location, FallenAngelLocation):
            location = self.location.value
        else:
            location = self.location

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        source = self.source

        template = self.template

        text = self.text

        type_ = self.type_

        unused_mp = self.unused_mp

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "location": location,
                "params": params,
                "seat": seat,
                "seq": seq,
                "source": source,
                "template": template,
                "text": text,
                "type": type_,
                "unused_mp": unused_mp,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_location(data: object) -> FallenAngelLocation | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                location_type_0 = FallenAngelLocation(data)

                return location_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FallenAngelLocation | None, data)

        location = _parse_location(d.pop("location"))

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        source = d.pop("source")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["move_ended"], d.pop("type"))
        if type_ != "move_ended":
            raise ValueError(f"type must match const 'move_ended', got '{type_}'")

        unused_mp = d.pop("unused_mp")

        version = d.pop("version")

        fallen_angel_move_ended_event = cls(
            location=location,
            params=params,
            seat=seat,
            seq=seq,
            source=source,
            template=template,
            text=text,
            type_=type_,
            unused_mp=unused_mp,
            version=version,
        )

        return fallen_angel_move_ended_event

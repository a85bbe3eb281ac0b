from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_full_gear_event_track import FallenAngelFullGearEventTrack

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelFullGearEvent")


@_attrs_define
class FallenAngelFullGearEvent:
    """full_gear: a Full Gear bonus was taken, as served

    Attributes:
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        track (FallenAngelFullGearEventTrack): the Full Gear track
        type_ (Literal['full_gear']): the event's type
        version (int): the game's version (moves applied) when the event was written
        vp (int): the VP (an amount, or per seat)
    """

    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    track: FallenAngelFullGearEventTrack
    type_: Literal["full_gear"]
    version: int
    vp: int

    def to_dict(self) -> dict[str, Any]:
        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        track = self.track.value

        type_ = self.type_

        version = self.version

        vp = self.vp

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "track": track,
                "type": type_,
                "version": version,
                "vp": vp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        track = FallenAngelFullGearEventTrack(d.pop("track"))

        type_ = cast(Literal["full_gear"], d.pop("type"))
        if type_ != "full_gear":
            raise ValueError(f"type must match const 'full_gear', got '{type_}'")

        version = d.pop("version")

        vp = d.pop("vp")

        fallen_angel_full_gear_event = cls(
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            track=track,
            type_=type_,
            version=version,
            vp=vp,
        )

        return fallen_angel_full_gear_event

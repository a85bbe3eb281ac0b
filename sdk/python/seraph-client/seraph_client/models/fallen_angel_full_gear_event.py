from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_full_gear_event_track import FallenAngelFullGearEventTrack
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelFullGearEvent")


@_attrs_define
class FallenAngelFullGearEvent:
    """full_gear: a Full Gear bonus was taken, as served

    Attributes:
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        track (FallenAngelFullGearEventTrack): the Full Gear track
        type_ (Literal['full_gear']): the event's type
        version (int): the game's version (moves applied) when the event was written
        vp (int): the VP (an amount, or per seat)
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    seat: int | None
    seq: int
    track: FallenAngelFullGearEventTrack
    type_: Literal["full_gear"]
    version: int
    vp: int
    params: Params | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        seq = self.seq

        track = self.track.value

        type_ = self.type_

        version = self.version

        vp = self.vp

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "track": track,
                "type": type_,
                "version": version,
                "vp": vp,
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
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        track = FallenAngelFullGearEventTrack(d.pop("track"))

        type_ = cast(Literal["full_gear"], d.pop("type"))
        if type_ != "full_gear":
            raise ValueError(f"type must match const 'full_gear', got '{type_}'")

        version = d.pop("version")

        vp = d.pop("vp")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        fallen_angel_full_gear_event = cls(
            seat=seat,
            seq=seq,
            track=track,
            type_=type_,
            version=version,
            vp=vp,
            params=params,
            template=template,
            text=text,
        )

        return fallen_angel_full_gear_event

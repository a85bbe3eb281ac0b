from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_airship_moved_event_mp import FallenAngelAirshipMovedEventMp
from ..models.fallen_angel_location import FallenAngelLocation
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


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
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    location: FallenAngelLocation
    mp: FallenAngelAirshipMovedEventMp
    seat: int | None
    seq: int
    type_: Literal["airship_moved"]
    version: int
    params: Params | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        location = self.location.value

        mp = self.mp.value

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        text = self.text

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

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        fallen_angel_airship_moved_event = cls(
            location=location,
            mp=mp,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            params=params,
            template=template,
            text=text,
        )

        return fallen_angel_airship_moved_event

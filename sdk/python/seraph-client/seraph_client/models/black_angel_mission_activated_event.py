from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelMissionActivatedEvent")


@_attrs_define
class BlackAngelMissionActivatedEvent:
    """a Mission in space was activated

    Attributes:
        card (str): the Mission card id
        hex_ (list[int]): the hex [p, k]: strip position p (1 = nearest the BA board), k = -2..2 along the strip (0 =
            the middle)
        owner (int): the seat (0-based) that owns it
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        times (int): how many activations
        type_ (Literal['mission_activated']): the event's type
        version (int): the game's version (moves applied) when the event was written
        free (bool | Unset): a free activation (BA-31), offered to the owner when another seat's action activated it
        params (Params | Unset): the template's named params
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    card: str
    hex_: list[int]
    owner: int
    seat: int | None
    seq: int
    times: int
    type_: Literal["mission_activated"]
    version: int
    free: bool | Unset = UNSET
    params: Params | Unset = UNSET
    redacted: bool | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        hex_ = self.hex_

        owner = self.owner

        seat: int | None
        seat = self.seat

        seq = self.seq

        times = self.times

        type_ = self.type_

        version = self.version

        free = self.free

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        redacted = self.redacted

        template = self.template

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "hex": hex_,
                "owner": owner,
                "seat": seat,
                "seq": seq,
                "times": times,
                "type": type_,
                "version": version,
            }
        )
        if free is not UNSET:
            field_dict["free"] = free
        if params is not UNSET:
            field_dict["params"] = params
        if redacted is not UNSET:
            field_dict["redacted"] = redacted
        if template is not UNSET:
            field_dict["template"] = template
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        hex_ = cast(list[int], d.pop("hex"))

        owner = d.pop("owner")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        times = d.pop("times")

        type_ = cast(Literal["mission_activated"], d.pop("type"))
        if type_ != "mission_activated":
            raise ValueError(f"type must match const 'mission_activated', got '{type_}'")

        version = d.pop("version")

        free = d.pop("free", UNSET)

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        redacted = d.pop("redacted", UNSET)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        black_angel_mission_activated_event = cls(
            card=card,
            hex_=hex_,
            owner=owner,
            seat=seat,
            seq=seq,
            times=times,
            type_=type_,
            version=version,
            free=free,
            params=params,
            redacted=redacted,
            template=template,
            text=text,
        )

        return black_angel_mission_activated_event

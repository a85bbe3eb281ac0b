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
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        times (int): how many activations
        type_ (Literal['mission_activated']): the event's type
        version (int): the game's version (moves applied) when the event was written
        free (bool | Unset): a free activation (BA-31), offered to the owner when another seat's action activated it
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    card: str
    hex_: list[int]
    owner: int
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    times: int
    type_: Literal["mission_activated"]
    version: int
    free: bool | Unset = UNSET
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        hex_ = self.hex_

        owner = self.owner

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        times = self.times

        type_ = self.type_

        version = self.version

        free = self.free

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "hex": hex_,
                "owner": owner,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "times": times,
                "type": type_,
                "version": version,
            }
        )
        if free is not UNSET:
            field_dict["free"] = free
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        hex_ = cast(list[int], d.pop("hex"))

        owner = d.pop("owner")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        times = d.pop("times")

        type_ = cast(Literal["mission_activated"], d.pop("type"))
        if type_ != "mission_activated":
            raise ValueError(f"type must match const 'mission_activated', got '{type_}'")

        version = d.pop("version")

        free = d.pop("free", UNSET)

        redacted = d.pop("redacted", UNSET)

        black_angel_mission_activated_event = cls(
            card=card,
            hex_=hex_,
            owner=owner,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            times=times,
            type_=type_,
            version=version,
            free=free,
            redacted=redacted,
        )

        return black_angel_mission_activated_event

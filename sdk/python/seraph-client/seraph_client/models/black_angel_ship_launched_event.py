from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelShipLaunchedEvent")


@_attrs_define
class BlackAngelShipLaunchedEvent:
    """a new ship entered space (a break-room robot boarded it)

    Attributes:
        hex_ (list[int]): the hex [p, k]: strip position p (1 = nearest the BA board), k = -2..2 along the strip (0 =
            the middle)
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['ship_launched']): the event's type
        version (int): the game's version (moves applied) when the event was written
        params (Params | Unset): the template's named params
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    hex_: list[int]
    seat: int | None
    seq: int
    type_: Literal["ship_launched"]
    version: int
    params: Params | Unset = UNSET
    redacted: bool | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        hex_ = self.hex_

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        redacted = self.redacted

        template = self.template

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hex": hex_,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )
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
        hex_ = cast(list[int], d.pop("hex"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["ship_launched"], d.pop("type"))
        if type_ != "ship_launched":
            raise ValueError(f"type must match const 'ship_launched', got '{type_}'")

        version = d.pop("version")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        redacted = d.pop("redacted", UNSET)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        black_angel_ship_launched_event = cls(
            hex_=hex_,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            params=params,
            redacted=redacted,
            template=template,
            text=text,
        )

        return black_angel_ship_launched_event

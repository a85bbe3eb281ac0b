from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelShipMovedEvent")


@_attrs_define
class BlackAngelShipMovedEvent:
    """a ship moved in space

    Attributes:
        from_ (list[int]): the hex [p, k] it left
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        to (list[int]): the hex [p, k] it reached
        type_ (Literal['ship_moved']): the event's type
        version (int): the game's version (moves applied) when the event was written
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    from_: list[int]
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    to: list[int]
    type_: Literal["ship_moved"]
    version: int
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        to = self.to

        type_ = self.type_

        version = self.version

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "to": to,
                "type": type_,
                "version": version,
            }
        )
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        from_ = cast(list[int], d.pop("from"))

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        to = cast(list[int], d.pop("to"))

        type_ = cast(Literal["ship_moved"], d.pop("type"))
        if type_ != "ship_moved":
            raise ValueError(f"type must match const 'ship_moved', got '{type_}'")

        version = d.pop("version")

        redacted = d.pop("redacted", UNSET)

        black_angel_ship_moved_event = cls(
            from_=from_,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            to=to,
            type_=type_,
            version=version,
            redacted=redacted,
        )

        return black_angel_ship_moved_event

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingDeviceRetrievedEvent")


@_attrs_define
class FallingDeviceRetrievedEvent:
    """a Device went back to its owner's board (5a, or a Retrieve)

    Attributes:
        column_space (int): the column space it returned to, numbered from 1 (its reward, the Device's
            retrieve[column_space - 1], is gained)
        device (str): the Device type
        floor (int): the floor it left, 1-5
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        space (int): the Device space it left, 0-based
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['device_retrieved']): the event's type
        version (int): the game's version (moves applied) when the event was written
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    column_space: int
    device: str
    floor: int
    params: Params
    seat: int | None
    seq: int
    space: int
    template: str
    text: str
    type_: Literal["device_retrieved"]
    version: int
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        column_space = self.column_space

        device = self.device

        floor = self.floor

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        space = self.space

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "column_space": column_space,
                "device": device,
                "floor": floor,
                "params": params,
                "seat": seat,
                "seq": seq,
                "space": space,
                "template": template,
                "text": text,
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
        column_space = d.pop("column_space")

        device = d.pop("device")

        floor = d.pop("floor")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        space = d.pop("space")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["device_retrieved"], d.pop("type"))
        if type_ != "device_retrieved":
            raise ValueError(f"type must match const 'device_retrieved', got '{type_}'")

        version = d.pop("version")

        redacted = d.pop("redacted", UNSET)

        falling_device_retrieved_event = cls(
            column_space=column_space,
            device=device,
            floor=floor,
            params=params,
            seat=seat,
            seq=seq,
            space=space,
            template=template,
            text=text,
            type_=type_,
            version=version,
            redacted=redacted,
        )

        return falling_device_retrieved_event

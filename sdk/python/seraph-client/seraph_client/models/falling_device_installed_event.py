from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingDeviceInstalledEvent")


@_attrs_define
class FallingDeviceInstalledEvent:
    """the seat installed a Device

    Attributes:
        device (str): the Device type (ref, smelt, mine, expl)
        floor (int): the floor, 1-5
        invest (str): the extra good invested to raise the Floor Bonus: Br or Fe, or none
        params (Params): the template's named params
        pay (str): the pay code paid (glossary terms: pay code; free = nothing)
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        space (int): the Device space on that floor's tile, 0-based (tower[].dev[space])
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['device_installed']): the event's type
        version (int): the game's version (moves applied) when the event was written
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    device: str
    floor: int
    invest: str
    params: Params
    pay: str
    seat: int | None
    seq: int
    space: int
    template: str
    text: str
    type_: Literal["device_installed"]
    version: int
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        device = self.device

        floor = self.floor

        invest = self.invest

        params = self.params.to_dict()

        pay = self.pay

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
                "device": device,
                "floor": floor,
                "invest": invest,
                "params": params,
                "pay": pay,
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
        device = d.pop("device")

        floor = d.pop("floor")

        invest = d.pop("invest")

        params = Params.from_dict(d.pop("params"))

        pay = d.pop("pay")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        space = d.pop("space")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["device_installed"], d.pop("type"))
        if type_ != "device_installed":
            raise ValueError(f"type must match const 'device_installed', got '{type_}'")

        version = d.pop("version")

        redacted = d.pop("redacted", UNSET)

        falling_device_installed_event = cls(
            device=device,
            floor=floor,
            invest=invest,
            params=params,
            pay=pay,
            seat=seat,
            seq=seq,
            space=space,
            template=template,
            text=text,
            type_=type_,
            version=version,
            redacted=redacted,
        )

        return falling_device_installed_event

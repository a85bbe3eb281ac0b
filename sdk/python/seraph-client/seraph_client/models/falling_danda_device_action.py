from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingDandaDeviceAction")


@_attrs_define
class FallingDandaDeviceAction:
    """danda_device, e.g. "Have Danda install a Mining Device on floor 2, space 1"

    Attributes:
        device (str): the Device type Danda installs: one of the pending decision's devices; send it back as listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['danda_device']): the action's type
    """

    device: str
    label: str
    params: Params
    template: str
    type_: Literal["danda_device"]

    def to_dict(self) -> dict[str, Any]:
        device = self.device

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "device": device,
                "label": label,
                "params": params,
                "template": template,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        device = d.pop("device")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["danda_device"], d.pop("type"))
        if type_ != "danda_device":
            raise ValueError(f"type must match const 'danda_device', got '{type_}'")

        falling_danda_device_action = cls(
            device=device,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return falling_danda_device_action

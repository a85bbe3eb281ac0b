from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingDandaDeviceAction")


@_attrs_define
class FallingDandaDeviceAction:
    """danda_device, e.g. "Danda installs a Refinery Device on floor 3 space 3"

    Attributes:
        device (str): the Device type Danda installs: one of the pending decision's devices; send it back as listed
        label (str): the action in words, for a button (never matched)
        type_ (Literal['danda_device']): the action's type
    """

    device: str
    label: str
    type_: Literal["danda_device"]

    def to_dict(self) -> dict[str, Any]:
        device = self.device

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "device": device,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        device = d.pop("device")

        label = d.pop("label")

        type_ = cast(Literal["danda_device"], d.pop("type"))
        if type_ != "danda_device":
            raise ValueError(f"type must match const 'danda_device', got '{type_}'")

        falling_danda_device_action = cls(
            device=device,
            label=label,
            type_=type_,
        )

        return falling_danda_device_action

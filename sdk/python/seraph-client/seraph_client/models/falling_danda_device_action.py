from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingDandaDeviceAction")


@_attrs_define
class FallingDandaDeviceAction:
    """danda_device, e.g. "Danda installs a Refinery Device on floor 3 space 3"

    Attributes:
        device (str): the Device type Danda installs: one of the pending decision's devices; send it back as listed
        label (str): the action in words, for a button (never matched)
        type_ (Literal['danda_device']): the action's type
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    device: str
    label: str
    type_: Literal["danda_device"]
    params: Params | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        device = self.device

        label = self.label

        type_ = self.type_

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "device": device,
                "label": label,
                "type": type_,
            }
        )
        if params is not UNSET:
            field_dict["params"] = params
        if template is not UNSET:
            field_dict["template"] = template

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        device = d.pop("device")

        label = d.pop("label")

        type_ = cast(Literal["danda_device"], d.pop("type"))
        if type_ != "danda_device":
            raise ValueError(f"type must match const 'danda_device', got '{type_}'")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        falling_danda_device_action = cls(
            device=device,
            label=label,
            type_=type_,
            params=params,
            template=template,
        )

        return falling_danda_device_action

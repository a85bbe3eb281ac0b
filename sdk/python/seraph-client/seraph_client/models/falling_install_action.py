from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingInstallAction")


@_attrs_define
class FallingInstallAction:
    """install, e.g. "Install a Smelting Device"

    Attributes:
        device (str): the Device type: ref, smelt, mine or expl; send it back as listed
        label (str): the action in words, for a button (never matched)
        type_ (Literal['install']): the action's type
    """

    device: str
    label: str
    type_: Literal["install"]

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

        type_ = cast(Literal["install"], d.pop("type"))
        if type_ != "install":
            raise ValueError(f"type must match const 'install', got '{type_}'")

        falling_install_action = cls(
            device=device,
            label=label,
            type_=type_,
        )

        return falling_install_action

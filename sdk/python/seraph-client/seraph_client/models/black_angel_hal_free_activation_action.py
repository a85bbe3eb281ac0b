from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelHalFreeActivationAction")


@_attrs_define
class BlackAngelHalFreeActivationAction:
    """hal_free_activation, e.g. "Hal activates his Mission at [3, 1] once for free"

    Attributes:
        label (str): the action in words, for a button (never matched)
        type_ (Literal['hal_free_activation']): the action's type
    """

    label: str
    type_: Literal["hal_free_activation"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        type_ = cast(Literal["hal_free_activation"], d.pop("type"))
        if type_ != "hal_free_activation":
            raise ValueError(f"type must match const 'hal_free_activation', got '{type_}'")

        black_angel_hal_free_activation_action = cls(
            label=label,
            type_=type_,
        )

        return black_angel_hal_free_activation_action

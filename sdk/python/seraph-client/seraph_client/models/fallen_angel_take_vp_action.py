from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelTakeVpAction")


@_attrs_define
class FallenAngelTakeVpAction:
    """take_vp: Salvage: discard the Monster tile for VP

    Attributes:
        label (str): the action in words, for a button (never matched)
        type_ (Literal['take_vp']): the action's type
    """

    label: str
    type_: Literal["take_vp"]

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

        type_ = cast(Literal["take_vp"], d.pop("type"))
        if type_ != "take_vp":
            raise ValueError(f"type must match const 'take_vp', got '{type_}'")

        fallen_angel_take_vp_action = cls(
            label=label,
            type_=type_,
        )

        return fallen_angel_take_vp_action

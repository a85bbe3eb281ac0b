from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelHonorControlAction")


@_attrs_define
class FallenAngelHonorControlAction:
    """honor_control: tech T4: a player gains or loses Honor

    Attributes:
        change (int): +n or -n Honor
        label (str): the action in words, for a button (never matched)
        target (int): any player, yourself included
        type_ (Literal['honor_control']): the action's type
    """

    change: int
    label: str
    target: int
    type_: Literal["honor_control"]

    def to_dict(self) -> dict[str, Any]:
        change = self.change

        label = self.label

        target = self.target

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "change": change,
                "label": label,
                "target": target,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        change = d.pop("change")

        label = d.pop("label")

        target = d.pop("target")

        type_ = cast(Literal["honor_control"], d.pop("type"))
        if type_ != "honor_control":
            raise ValueError(f"type must match const 'honor_control', got '{type_}'")

        fallen_angel_honor_control_action = cls(
            change=change,
            label=label,
            target=target,
            type_=type_,
        )

        return fallen_angel_honor_control_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelLaunchAction")


@_attrs_define
class BlackAngelLaunchAction:
    """launch, e.g. "Launch a new ship (a break-room robot boards it), up to 3 hexes from the Black Angel"

    Attributes:
        label (str): the action in words, for a button (never matched)
        type_ (Literal['launch']): the action's type
    """

    label: str
    type_: Literal["launch"]

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

        type_ = cast(Literal["launch"], d.pop("type"))
        if type_ != "launch":
            raise ValueError(f"type must match const 'launch', got '{type_}'")

        black_angel_launch_action = cls(
            label=label,
            type_=type_,
        )

        return black_angel_launch_action

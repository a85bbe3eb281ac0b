from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelHalFixCubeAction")


@_attrs_define
class BlackAngelHalFixCubeAction:
    """hal_fix_cube, e.g. "Hal removes a cube from Command Your Ships (green)"

    Attributes:
        action (str): the action id (discover, fix, annihilate, ships_orange, ships_gray, ships_green); send it back as
            listed
        label (str): the action in words, for a button (never matched)
        type_ (Literal['hal_fix_cube']): the action's type
    """

    action: str
    label: str
    type_: Literal["hal_fix_cube"]

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = d.pop("action")

        label = d.pop("label")

        type_ = cast(Literal["hal_fix_cube"], d.pop("type"))
        if type_ != "hal_fix_cube":
            raise ValueError(f"type must match const 'hal_fix_cube', got '{type_}'")

        black_angel_hal_fix_cube_action = cls(
            action=action,
            label=label,
            type_=type_,
        )

        return black_angel_hal_fix_cube_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelFixAction")


@_attrs_define
class BlackAngelFixAction:
    """fix_action, e.g. "Remove a damage cube from Fix the Black Angel"

    Attributes:
        action (str): the action id (discover, fix, annihilate, ships_orange, ships_gray, ships_green); send it back as
            listed
        label (str): the action in words, for a button (never matched)
        type_ (Literal['fix_action']): the action's type
    """

    action: str
    label: str
    type_: Literal["fix_action"]

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

        type_ = cast(Literal["fix_action"], d.pop("type"))
        if type_ != "fix_action":
            raise ValueError(f"type must match const 'fix_action', got '{type_}'")

        black_angel_fix_action = cls(
            action=action,
            label=label,
            type_=type_,
        )

        return black_angel_fix_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelHalBoardAction")


@_attrs_define
class BlackAngelHalBoardAction:
    """hal_board_action, e.g. "Hal: Discover Technology x3 (board mode)"

    Attributes:
        action (str): the action id (discover, fix, annihilate, ships_orange, ships_gray, ships_green); send it back as
            listed
        fallback (list[Any]): the uses Hal's card chain tried first that were not possible, in order; send it back as
            listed
        label (str): the action in words, for a button (never matched)
        type_ (Literal['hal_board_action']): the action's type
    """

    action: str
    fallback: list[Any]
    label: str
    type_: Literal["hal_board_action"]

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        fallback = self.fallback

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "fallback": fallback,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = d.pop("action")

        fallback = cast(list[Any], d.pop("fallback"))

        label = d.pop("label")

        type_ = cast(Literal["hal_board_action"], d.pop("type"))
        if type_ != "hal_board_action":
            raise ValueError(f"type must match const 'hal_board_action', got '{type_}'")

        black_angel_hal_board_action = cls(
            action=action,
            fallback=fallback,
            label=label,
            type_=type_,
        )

        return black_angel_hal_board_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryToHandAction")


@_attrs_define
class AngelFuryToHandAction:
    """to_hand, e.g. "Take Quick March to hand, replacing Resource"

    Attributes:
        label (str): the action in words, for a button (never matched)
        replace (str): the hand card replaced (to_hand; sent back as listed)
        type_ (Literal['to_hand']): the action's type
    """

    label: str
    replace: str
    type_: Literal["to_hand"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        replace = self.replace

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "replace": replace,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        replace = d.pop("replace")

        type_ = cast(Literal["to_hand"], d.pop("type"))
        if type_ != "to_hand":
            raise ValueError(f"type must match const 'to_hand', got '{type_}'")

        angel_fury_to_hand_action = cls(
            label=label,
            replace=replace,
            type_=type_,
        )

        return angel_fury_to_hand_action

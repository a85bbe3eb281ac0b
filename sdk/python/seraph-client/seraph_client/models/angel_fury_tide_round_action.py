from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryTideRoundAction")


@_attrs_define
class AngelFuryTideRoundAction:
    """tide_round, e.g. "The tide fights round 1 at r3c4"

    Attributes:
        label (str): the action in words, for a button (never matched)
        type_ (Literal['tide_round']): the action's type
    """

    label: str
    type_: Literal["tide_round"]

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

        type_ = cast(Literal["tide_round"], d.pop("type"))
        if type_ != "tide_round":
            raise ValueError(f"type must match const 'tide_round', got '{type_}'")

        angel_fury_tide_round_action = cls(
            label=label,
            type_=type_,
        )

        return angel_fury_tide_round_action

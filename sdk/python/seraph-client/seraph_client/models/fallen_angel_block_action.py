from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelBlockAction")


@_attrs_define
class FallenAngelBlockAction:
    """block: Monster explosion: spend Shields to block VP damage

    Attributes:
        label (str): the action in words, for a button (never matched)
        shields (int): the Shields
        type_ (Literal['block']): the action's type
    """

    label: str
    shields: int
    type_: Literal["block"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        shields = self.shields

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "shields": shields,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        shields = d.pop("shields")

        type_ = cast(Literal["block"], d.pop("type"))
        if type_ != "block":
            raise ValueError(f"type must match const 'block', got '{type_}'")

        fallen_angel_block_action = cls(
            label=label,
            shields=shields,
            type_=type_,
        )

        return fallen_angel_block_action

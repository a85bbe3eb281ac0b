from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelThiefDiceAction")


@_attrs_define
class FallenAngelThiefDiceAction:
    """thief_dice: Thief: the values of the unused dice for the jail

    Attributes:
        label (str): the action in words, for a button (never matched)
        type_ (Literal['thief_dice']): the action's type
        values (list[int]): die values
    """

    label: str
    type_: Literal["thief_dice"]
    values: list[int]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        type_ = self.type_

        values = self.values

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "type": type_,
                "values": values,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        type_ = cast(Literal["thief_dice"], d.pop("type"))
        if type_ != "thief_dice":
            raise ValueError(f"type must match const 'thief_dice', got '{type_}'")

        values = cast(list[int], d.pop("values"))

        fallen_angel_thief_dice_action = cls(
            label=label,
            type_=type_,
            values=values,
        )

        return fallen_angel_thief_dice_action

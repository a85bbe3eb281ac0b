from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelConvertShieldsAction")


@_attrs_define
class FallenAngelConvertShieldsAction:
    """convert_shields: Shields to Engine: turn this many Shields into Engine Power

    Attributes:
        label (str): the action in words, for a button (never matched)
        shields (int): the Shields
        type_ (Literal['convert_shields']): the action's type
    """

    label: str
    shields: int
    type_: Literal["convert_shields"]

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

        type_ = cast(Literal["convert_shields"], d.pop("type"))
        if type_ != "convert_shields":
            raise ValueError(f"type must match const 'convert_shields', got '{type_}'")

        fallen_angel_convert_shields_action = cls(
            label=label,
            shields=shields,
            type_=type_,
        )

        return fallen_angel_convert_shields_action

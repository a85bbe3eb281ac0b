from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryAbilityAction")


@_attrs_define
class AngelFuryAbilityAction:
    """ability, e.g. "Uriel's ability: gain 1 minion into an area you control"

    Attributes:
        label (str): the action in words, for a button (never matched)
        type_ (Literal['ability']): the action's type
    """

    label: str
    type_: Literal["ability"]

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

        type_ = cast(Literal["ability"], d.pop("type"))
        if type_ != "ability":
            raise ValueError(f"type must match const 'ability', got '{type_}'")

        angel_fury_ability_action = cls(
            label=label,
            type_=type_,
        )

        return angel_fury_ability_action

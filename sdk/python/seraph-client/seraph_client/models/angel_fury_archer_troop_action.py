from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryArcherTroopAction")


@_attrs_define
class AngelFuryArcherTroopAction:
    """archer_troop, e.g. "Shoot with 1 minion(s)"

    Attributes:
        label (str): the action in words, for a button (never matched)
        leaders (list[str]): leader ids (archer_troop; sent back as listed)
        minions (int): how many minions (archer_troop; sent back as listed)
        type_ (Literal['archer_troop']): the action's type
    """

    label: str
    leaders: list[str]
    minions: int
    type_: Literal["archer_troop"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        leaders = self.leaders

        minions = self.minions

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "leaders": leaders,
                "minions": minions,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        leaders = cast(list[str], d.pop("leaders"))

        minions = d.pop("minions")

        type_ = cast(Literal["archer_troop"], d.pop("type"))
        if type_ != "archer_troop":
            raise ValueError(f"type must match const 'archer_troop', got '{type_}'")

        angel_fury_archer_troop_action = cls(
            label=label,
            leaders=leaders,
            minions=minions,
            type_=type_,
        )

        return angel_fury_archer_troop_action

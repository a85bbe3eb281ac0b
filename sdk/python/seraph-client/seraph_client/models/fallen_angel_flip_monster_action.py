from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelFlipMonsterAction")


@_attrs_define
class FallenAngelFlipMonsterAction:
    """flip_monster: Illusionist: flip a Monster Die

    Attributes:
        label (str): the action in words, for a button (never matched)
        monster_index (int): the Monster Die's index in the Section's monster_dice
        type_ (Literal['flip_monster']): the action's type
    """

    label: str
    monster_index: int
    type_: Literal["flip_monster"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        monster_index = self.monster_index

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "monster_index": monster_index,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        monster_index = d.pop("monster_index")

        type_ = cast(Literal["flip_monster"], d.pop("type"))
        if type_ != "flip_monster":
            raise ValueError(f"type must match const 'flip_monster', got '{type_}'")

        fallen_angel_flip_monster_action = cls(
            label=label,
            monster_index=monster_index,
            type_=type_,
        )

        return fallen_angel_flip_monster_action

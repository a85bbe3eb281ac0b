from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelFightAction")


@_attrs_define
class FallenAngelFightAction:
    """fight: fight a Monster Die with one of your dice

    Attributes:
        die (str): the die
        label (str): the action in words, for a button (never matched)
        monster_index (int): the Monster Die's index in the Section's monster_dice
        type_ (Literal['fight']): the action's type
    """

    die: str
    label: str
    monster_index: int
    type_: Literal["fight"]

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        label = self.label

        monster_index = self.monster_index

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "label": label,
                "monster_index": monster_index,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        die = d.pop("die")

        label = d.pop("label")

        monster_index = d.pop("monster_index")

        type_ = cast(Literal["fight"], d.pop("type"))
        if type_ != "fight":
            raise ValueError(f"type must match const 'fight', got '{type_}'")

        fallen_angel_fight_action = cls(
            die=die,
            label=label,
            monster_index=monster_index,
            type_=type_,
        )

        return fallen_angel_fight_action

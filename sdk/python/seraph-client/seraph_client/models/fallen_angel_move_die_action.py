from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelMoveDieAction")


@_attrs_define
class FallenAngelMoveDieAction:
    """move_die: Imperial Formation: move a die of this face to the other group

    Attributes:
        face (int): the face of the dice to move
        label (str): the action in words, for a button (never matched)
        type_ (Literal['move_die']): the action's type
    """

    face: int
    label: str
    type_: Literal["move_die"]

    def to_dict(self) -> dict[str, Any]:
        face = self.face

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "face": face,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        face = d.pop("face")

        label = d.pop("label")

        type_ = cast(Literal["move_die"], d.pop("type"))
        if type_ != "move_die":
            raise ValueError(f"type must match const 'move_die', got '{type_}'")

        fallen_angel_move_die_action = cls(
            face=face,
            label=label,
            type_=type_,
        )

        return fallen_angel_move_die_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelAttractCubeAction")


@_attrs_define
class FallenAngelAttractCubeAction:
    """attract_cube: tech M3: an opponent gives you a cube of their choice

    Attributes:
        label (str): the action in words, for a button (never matched)
        target (int): the other player
        type_ (Literal['attract_cube']): the action's type
    """

    label: str
    target: int
    type_: Literal["attract_cube"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        target = self.target

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "target": target,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        target = d.pop("target")

        type_ = cast(Literal["attract_cube"], d.pop("type"))
        if type_ != "attract_cube":
            raise ValueError(f"type must match const 'attract_cube', got '{type_}'")

        fallen_angel_attract_cube_action = cls(
            label=label,
            target=target,
            type_=type_,
        )

        return fallen_angel_attract_cube_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelAttractGemAction")


@_attrs_define
class FallenAngelAttractGemAction:
    """attract_gem: tech M2: an opponent gives you a gem of their choice

    Attributes:
        label (str): the action in words, for a button (never matched)
        target (int): the other player
        type_ (Literal['attract_gem']): the action's type
    """

    label: str
    target: int
    type_: Literal["attract_gem"]

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

        type_ = cast(Literal["attract_gem"], d.pop("type"))
        if type_ != "attract_gem":
            raise ValueError(f"type must match const 'attract_gem', got '{type_}'")

        fallen_angel_attract_gem_action = cls(
            label=label,
            target=target,
            type_=type_,
        )

        return fallen_angel_attract_gem_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FallenAngelKeepAction")


@_attrs_define
class FallenAngelKeepAction:
    """keep: keep the roll, or keep a drawn hero card

    Attributes:
        label (str): the action in words, for a button (never matched)
        type_ (Literal['keep']): the action's type
        hero (str | Unset): the drawn card to keep
    """

    label: str
    type_: Literal["keep"]
    hero: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        type_ = self.type_

        hero = self.hero

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "type": type_,
            }
        )
        if hero is not UNSET:
            field_dict["hero"] = hero

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        type_ = cast(Literal["keep"], d.pop("type"))
        if type_ != "keep":
            raise ValueError(f"type must match const 'keep', got '{type_}'")

        hero = d.pop("hero", UNSET)

        fallen_angel_keep_action = cls(
            label=label,
            type_=type_,
            hero=hero,
        )

        return fallen_angel_keep_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelFlipAction")


@_attrs_define
class FallenAngelFlipAction:
    """flip: Illusionist: flip a die to its opposite face

    Attributes:
        die (str): the die
        label (str): the action in words, for a button (never matched)
        type_ (Literal['flip']): the action's type
    """

    die: str
    label: str
    type_: Literal["flip"]

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        die = d.pop("die")

        label = d.pop("label")

        type_ = cast(Literal["flip"], d.pop("type"))
        if type_ != "flip":
            raise ValueError(f"type must match const 'flip', got '{type_}'")

        fallen_angel_flip_action = cls(
            die=die,
            label=label,
            type_=type_,
        )

        return fallen_angel_flip_action

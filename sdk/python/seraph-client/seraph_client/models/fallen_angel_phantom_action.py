from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelPhantomAction")


@_attrs_define
class FallenAngelPhantomAction:
    """phantom: Warlord: discard an unused die of this value as the Phantom

    Attributes:
        label (str): the action in words, for a button (never matched)
        type_ (Literal['phantom']): the action's type
        value (int): the die's face
    """

    label: str
    type_: Literal["phantom"]
    value: int

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        type_ = self.type_

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "type": type_,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        type_ = cast(Literal["phantom"], d.pop("type"))
        if type_ != "phantom":
            raise ValueError(f"type must match const 'phantom', got '{type_}'")

        value = d.pop("value")

        fallen_angel_phantom_action = cls(
            label=label,
            type_=type_,
            value=value,
        )

        return fallen_angel_phantom_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelInvadeAction")


@_attrs_define
class FallenAngelInvadeAction:
    """invade: a tech: place a House token where the airship is

    Attributes:
        label (str): the action in words, for a button (never matched)
        type_ (Literal['invade']): the action's type
    """

    label: str
    type_: Literal["invade"]

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

        type_ = cast(Literal["invade"], d.pop("type"))
        if type_ != "invade":
            raise ValueError(f"type must match const 'invade', got '{type_}'")

        fallen_angel_invade_action = cls(
            label=label,
            type_=type_,
        )

        return fallen_angel_invade_action

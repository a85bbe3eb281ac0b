from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingRetrieveAction")


@_attrs_define
class FallingRetrieveAction:
    """retrieve, e.g. "Retrieve smelt from floor 2"

    Attributes:
        floor (int): the floor of the Device to retrieve, 1-5; send it back as listed
        label (str): the action in words, for a button (never matched)
        space (int): the Device space, 0-based (tower[floor - 1].dev[space]); send it back as listed
        type_ (Literal['retrieve']): the action's type
    """

    floor: int
    label: str
    space: int
    type_: Literal["retrieve"]

    def to_dict(self) -> dict[str, Any]:
        floor = self.floor

        label = self.label

        space = self.space

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "floor": floor,
                "label": label,
                "space": space,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        floor = d.pop("floor")

        label = d.pop("label")

        space = d.pop("space")

        type_ = cast(Literal["retrieve"], d.pop("type"))
        if type_ != "retrieve":
            raise ValueError(f"type must match const 'retrieve', got '{type_}'")

        falling_retrieve_action = cls(
            floor=floor,
            label=label,
            space=space,
            type_=type_,
        )

        return falling_retrieve_action

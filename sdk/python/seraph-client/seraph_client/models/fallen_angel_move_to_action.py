from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_location import FallenAngelLocation

T = TypeVar("T", bound="FallenAngelMoveToAction")


@_attrs_define
class FallenAngelMoveToAction:
    """move_to: Movement: enter a linked Location

    Attributes:
        label (str): the action in words, for a button (never matched)
        location (FallenAngelLocation): a Land Map Location id
        type_ (Literal['move_to']): the action's type
    """

    label: str
    location: FallenAngelLocation
    type_: Literal["move_to"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        location = self.location.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "location": location,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        location = FallenAngelLocation(d.pop("location"))

        type_ = cast(Literal["move_to"], d.pop("type"))
        if type_ != "move_to":
            raise ValueError(f"type must match const 'move_to', got '{type_}'")

        fallen_angel_move_to_action = cls(
            label=label,
            location=location,
            type_=type_,
        )

        return fallen_angel_move_to_action

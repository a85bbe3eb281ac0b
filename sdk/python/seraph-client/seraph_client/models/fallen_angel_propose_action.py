from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelProposeAction")


@_attrs_define
class FallenAngelProposeAction:
    """propose: co-op: propose another turn order

    Attributes:
        label (str): the action in words, for a button (never matched)
        order (list[int]): seats
        type_ (Literal['propose']): the action's type
    """

    label: str
    order: list[int]
    type_: Literal["propose"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        order = self.order

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "order": order,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        order = cast(list[int], d.pop("order"))

        type_ = cast(Literal["propose"], d.pop("type"))
        if type_ != "propose":
            raise ValueError(f"type must match const 'propose', got '{type_}'")

        fallen_angel_propose_action = cls(
            label=label,
            order=order,
            type_=type_,
        )

        return fallen_angel_propose_action

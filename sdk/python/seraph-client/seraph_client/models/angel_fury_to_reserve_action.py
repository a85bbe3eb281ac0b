from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryToReserveAction")


@_attrs_define
class AngelFuryToReserveAction:
    """to_reserve, e.g. "Reserve Ambush! beside your board"

    Attributes:
        label (str): the action in words, for a button (never matched)
        type_ (Literal['to_reserve']): the action's type
    """

    label: str
    type_: Literal["to_reserve"]

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

        type_ = cast(Literal["to_reserve"], d.pop("type"))
        if type_ != "to_reserve":
            raise ValueError(f"type must match const 'to_reserve', got '{type_}'")

        angel_fury_to_reserve_action = cls(
            label=label,
            type_=type_,
        )

        return angel_fury_to_reserve_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryStepAction")


@_attrs_define
class AngelFuryStepAction:
    """step, e.g. "Move to r2c3"

    Attributes:
        area (str): an area id (step; sent back as listed)
        label (str): the action in words, for a button (never matched)
        type_ (Literal['step']): the action's type
    """

    area: str
    label: str
    type_: Literal["step"]

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        label = d.pop("label")

        type_ = cast(Literal["step"], d.pop("type"))
        if type_ != "step":
            raise ValueError(f"type must match const 'step', got '{type_}'")

        angel_fury_step_action = cls(
            area=area,
            label=label,
            type_=type_,
        )

        return angel_fury_step_action

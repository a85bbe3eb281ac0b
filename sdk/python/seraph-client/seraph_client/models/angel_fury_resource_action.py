from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryResourceAction")


@_attrs_define
class AngelFuryResourceAction:
    """resource, e.g. "Gain 1 crystals"

    Attributes:
        label (str): the action in words, for a button (never matched)
        type_ (Literal['resource']): the action's type
        what (str): which one (an upgrade, a resource or a choice) (resource; sent back as listed)
    """

    label: str
    type_: Literal["resource"]
    what: str

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        type_ = self.type_

        what = self.what

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "type": type_,
                "what": what,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        type_ = cast(Literal["resource"], d.pop("type"))
        if type_ != "resource":
            raise ValueError(f"type must match const 'resource', got '{type_}'")

        what = d.pop("what")

        angel_fury_resource_action = cls(
            label=label,
            type_=type_,
            what=what,
        )

        return angel_fury_resource_action

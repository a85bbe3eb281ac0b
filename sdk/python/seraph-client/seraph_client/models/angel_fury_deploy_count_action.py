from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryDeployCountAction")


@_attrs_define
class AngelFuryDeployCountAction:
    """deploy_count, e.g. "Deploy 1 at r1c2"

    Attributes:
        count (int): how many (deploy_count; sent back as listed)
        label (str): the action in words, for a button (never matched)
        type_ (Literal['deploy_count']): the action's type
    """

    count: int
    label: str
    type_: Literal["deploy_count"]

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        label = d.pop("label")

        type_ = cast(Literal["deploy_count"], d.pop("type"))
        if type_ != "deploy_count":
            raise ValueError(f"type must match const 'deploy_count', got '{type_}'")

        angel_fury_deploy_count_action = cls(
            count=count,
            label=label,
            type_=type_,
        )

        return angel_fury_deploy_count_action

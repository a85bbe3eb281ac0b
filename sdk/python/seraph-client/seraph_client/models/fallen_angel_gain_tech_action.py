from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelGainTechAction")


@_attrs_define
class FallenAngelGainTechAction:
    """gain_tech: a tech: gain what it gives

    Attributes:
        label (str): the action in words, for a button (never matched)
        type_ (Literal['gain_tech']): the action's type
    """

    label: str
    type_: Literal["gain_tech"]

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

        type_ = cast(Literal["gain_tech"], d.pop("type"))
        if type_ != "gain_tech":
            raise ValueError(f"type must match const 'gain_tech', got '{type_}'")

        fallen_angel_gain_tech_action = cls(
            label=label,
            type_=type_,
        )

        return fallen_angel_gain_tech_action

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelGainHonorAction")


@_attrs_define
class FallenAngelGainHonorAction:
    """gain_honor: Honor / Technology: gain Honor for a quota

    Attributes:
        label (str): the action in words, for a button (never matched)
        type_ (Literal['gain_honor']): the action's type
    """

    label: str
    type_: Literal["gain_honor"]

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

        type_ = cast(Literal["gain_honor"], d.pop("type"))
        if type_ != "gain_honor":
            raise ValueError(f"type must match const 'gain_honor', got '{type_}'")

        fallen_angel_gain_honor_action = cls(
            label=label,
            type_=type_,
        )

        return fallen_angel_gain_honor_action

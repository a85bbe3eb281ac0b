from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_region import FallenAngelRegion

T = TypeVar("T", bound="FallenAngelWarlordRegionAction")


@_attrs_define
class FallenAngelWarlordRegionAction:
    """warlord_region: Dual Hero Warlord: the Region it works in

    Attributes:
        label (str): the action in words, for a button (never matched)
        region (FallenAngelRegion): a Region of the board and of Angel City
        type_ (Literal['warlord_region']): the action's type
    """

    label: str
    region: FallenAngelRegion
    type_: Literal["warlord_region"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        region = self.region.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "region": region,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        region = FallenAngelRegion(d.pop("region"))

        type_ = cast(Literal["warlord_region"], d.pop("type"))
        if type_ != "warlord_region":
            raise ValueError(f"type must match const 'warlord_region', got '{type_}'")

        fallen_angel_warlord_region_action = cls(
            label=label,
            region=region,
            type_=type_,
        )

        return fallen_angel_warlord_region_action

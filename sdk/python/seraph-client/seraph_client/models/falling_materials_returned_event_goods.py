from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FallingMaterialsReturnedEventGoods")


@_attrs_define
class FallingMaterialsReturnedEventGoods:
    """what was returned, per Material

    Attributes:
        br (int | Unset):
        cr (int | Unset):
        fe (int | Unset):
    """

    br: int | Unset = UNSET
    cr: int | Unset = UNSET
    fe: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        br = self.br

        cr = self.cr

        fe = self.fe

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if br is not UNSET:
            field_dict["Br"] = br
        if cr is not UNSET:
            field_dict["Cr"] = cr
        if fe is not UNSET:
            field_dict["Fe"] = fe

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        br = d.pop("Br", UNSET)

        cr = d.pop("Cr", UNSET)

        fe = d.pop("Fe", UNSET)

        falling_materials_returned_event_goods = cls(
            br=br,
            cr=cr,
            fe=fe,
        )

        return falling_materials_returned_event_goods

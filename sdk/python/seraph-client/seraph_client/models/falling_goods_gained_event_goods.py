from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FallingGoodsGainedEventGoods")


@_attrs_define
class FallingGoodsGainedEventGoods:
    """what was gained, per good (glossary terms: C, G, Br, Fe, Cr, Chip, VP)

    Attributes:
        br (int | Unset):
        c (int | Unset):
        chip (int | Unset):
        cr (int | Unset):
        fe (int | Unset):
        g (int | Unset):
        vp (int | Unset):
    """

    br: int | Unset = UNSET
    c: int | Unset = UNSET
    chip: int | Unset = UNSET
    cr: int | Unset = UNSET
    fe: int | Unset = UNSET
    g: int | Unset = UNSET
    vp: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        br = self.br

        c = self.c

        chip = self.chip

        cr = self.cr

        fe = self.fe

        g = self.g

        vp = self.vp

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if br is not UNSET:
            field_dict["Br"] = br
        if c is not UNSET:
            field_dict["C"] = c
        if chip is not UNSET:
            field_dict["Chip"] = chip
        if cr is not UNSET:
            field_dict["Cr"] = cr
        if fe is not UNSET:
            field_dict["Fe"] = fe
        if g is not UNSET:
            field_dict["G"] = g
        if vp is not UNSET:
            field_dict["VP"] = vp

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        br = d.pop("Br", UNSET)

        c = d.pop("C", UNSET)

        chip = d.pop("Chip", UNSET)

        cr = d.pop("Cr", UNSET)

        fe = d.pop("Fe", UNSET)

        g = d.pop("G", UNSET)

        vp = d.pop("VP", UNSET)

        falling_goods_gained_event_goods = cls(
            br=br,
            c=c,
            chip=chip,
            cr=cr,
            fe=fe,
            g=g,
            vp=vp,
        )

        return falling_goods_gained_event_goods

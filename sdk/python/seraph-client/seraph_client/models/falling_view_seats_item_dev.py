from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingViewSeatsItemDev")


@_attrs_define
class FallingViewSeatsItemDev:
    """Devices installed per Device type (ref, smelt, mine, expl: glossary components)

    Attributes:
        expl (int):
        mine (int):
        ref (int):
        smelt (int):
    """

    expl: int
    mine: int
    ref: int
    smelt: int

    def to_dict(self) -> dict[str, Any]:
        expl = self.expl

        mine = self.mine

        ref = self.ref

        smelt = self.smelt

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "expl": expl,
                "mine": mine,
                "ref": ref,
                "smelt": smelt,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expl = d.pop("expl")

        mine = d.pop("mine")

        ref = d.pop("ref")

        smelt = d.pop("smelt")

        falling_view_seats_item_dev = cls(
            expl=expl,
            mine=mine,
            ref=ref,
            smelt=smelt,
        )

        return falling_view_seats_item_dev

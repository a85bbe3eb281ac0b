from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelViewShadowType0")


@_attrs_define
class FallenAngelViewShadowType0:
    """
    Attributes:
        dice (int): Shadow Dice made so far
        honor (int): Actual Honor in the Angel City
        seat (int): the Shadow's automa seat
        skulls (int): Skulls beside the Land Map
        to_place (list[int]): Shadow Dice waiting to be placed
        vp (int): the Shadow's VP
    """

    dice: int
    honor: int
    seat: int
    skulls: int
    to_place: list[int]
    vp: int

    def to_dict(self) -> dict[str, Any]:
        dice = self.dice

        honor = self.honor

        seat = self.seat

        skulls = self.skulls

        to_place = self.to_place

        vp = self.vp

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dice": dice,
                "honor": honor,
                "seat": seat,
                "skulls": skulls,
                "to_place": to_place,
                "vp": vp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dice = d.pop("dice")

        honor = d.pop("honor")

        seat = d.pop("seat")

        skulls = d.pop("skulls")

        to_place = cast(list[int], d.pop("to_place"))

        vp = d.pop("vp")

        fallen_angel_view_shadow_type_0 = cls(
            dice=dice,
            honor=honor,
            seat=seat,
            skulls=skulls,
            to_place=to_place,
            vp=vp,
        )

        return fallen_angel_view_shadow_type_0

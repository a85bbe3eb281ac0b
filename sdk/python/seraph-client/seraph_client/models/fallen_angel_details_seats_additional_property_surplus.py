from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelDetailsSeatsAdditionalPropertySurplus")


@_attrs_define
class FallenAngelDetailsSeatsAdditionalPropertySurplus:
    """Surplus Disposal: heroes in hand, (gems + Honor + cubes) // 2, (Shields + Engine) // 3

    Attributes:
        heroes (int): VP for the heroes in hand
        shields_engine (int): VP for (Shields + Engine) // 3
        stock (int): VP for (gems + Honor + cubes) // 2
        vp (int): their sum
    """

    heroes: int
    shields_engine: int
    stock: int
    vp: int

    def to_dict(self) -> dict[str, Any]:
        heroes = self.heroes

        shields_engine = self.shields_engine

        stock = self.stock

        vp = self.vp

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "heroes": heroes,
                "shields_engine": shields_engine,
                "stock": stock,
                "vp": vp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        heroes = d.pop("heroes")

        shields_engine = d.pop("shields_engine")

        stock = d.pop("stock")

        vp = d.pop("vp")

        fallen_angel_details_seats_additional_property_surplus = cls(
            heroes=heroes,
            shields_engine=shields_engine,
            stock=stock,
            vp=vp,
        )

        return fallen_angel_details_seats_additional_property_surplus

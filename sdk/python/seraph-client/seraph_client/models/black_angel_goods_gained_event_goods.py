from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BlackAngelGoodsGainedEventGoods")


@_attrs_define
class BlackAngelGoodsGainedEventGoods:
    """per good (resource, ship, robot, debris, vp): how many

    Attributes:
        debris (int | Unset):
        resource (int | Unset):
        robot (int | Unset):
        ship (int | Unset):
    """

    debris: int | Unset = UNSET
    resource: int | Unset = UNSET
    robot: int | Unset = UNSET
    ship: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        debris = self.debris

        resource = self.resource

        robot = self.robot

        ship = self.ship

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if debris is not UNSET:
            field_dict["debris"] = debris
        if resource is not UNSET:
            field_dict["resource"] = resource
        if robot is not UNSET:
            field_dict["robot"] = robot
        if ship is not UNSET:
            field_dict["ship"] = ship

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        debris = d.pop("debris", UNSET)

        resource = d.pop("resource", UNSET)

        robot = d.pop("robot", UNSET)

        ship = d.pop("ship", UNSET)

        black_angel_goods_gained_event_goods = cls(
            debris=debris,
            resource=resource,
            robot=robot,
            ship=ship,
        )

        return black_angel_goods_gained_event_goods

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BlackAngelMissionPlacedEventReward")


@_attrs_define
class BlackAngelMissionPlacedEventReward:
    """its reward, per good (resource, ship, robot, debris, vp): how many

    Attributes:
        resource (int | Unset):
        robot (int | Unset):
        ship (int | Unset):
        vp (int | Unset):
    """

    resource: int | Unset = UNSET
    robot: int | Unset = UNSET
    ship: int | Unset = UNSET
    vp: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        resource = self.resource

        robot = self.robot

        ship = self.ship

        vp = self.vp

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if resource is not UNSET:
            field_dict["resource"] = resource
        if robot is not UNSET:
            field_dict["robot"] = robot
        if ship is not UNSET:
            field_dict["ship"] = ship
        if vp is not UNSET:
            field_dict["vp"] = vp

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        resource = d.pop("resource", UNSET)

        robot = d.pop("robot", UNSET)

        ship = d.pop("ship", UNSET)

        vp = d.pop("vp", UNSET)

        black_angel_mission_placed_event_reward = cls(
            resource=resource,
            robot=robot,
            ship=ship,
            vp=vp,
        )

        return black_angel_mission_placed_event_reward

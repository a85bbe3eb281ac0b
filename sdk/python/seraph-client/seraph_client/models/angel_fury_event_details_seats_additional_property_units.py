from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryEventDetailsSeatsAdditionalPropertyUnits")


@_attrs_define
class AngelFuryEventDetailsSeatsAdditionalPropertyUnits:
    """what the seat has left

    Attributes:
        arch_health (int): the arch's health (0 when gone)
        minions (int): minions on the board
        reinforcements (int): R held (minions in supply)
        seraphs (int): living seraphs
    """

    arch_health: int
    minions: int
    reinforcements: int
    seraphs: int

    def to_dict(self) -> dict[str, Any]:
        arch_health = self.arch_health

        minions = self.minions

        reinforcements = self.reinforcements

        seraphs = self.seraphs

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "arch_health": arch_health,
                "minions": minions,
                "reinforcements": reinforcements,
                "seraphs": seraphs,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        arch_health = d.pop("arch_health")

        minions = d.pop("minions")

        reinforcements = d.pop("reinforcements")

        seraphs = d.pop("seraphs")

        angel_fury_event_details_seats_additional_property_units = cls(
            arch_health=arch_health,
            minions=minions,
            reinforcements=reinforcements,
            seraphs=seraphs,
        )

        return angel_fury_event_details_seats_additional_property_units

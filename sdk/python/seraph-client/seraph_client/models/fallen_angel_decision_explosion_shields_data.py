from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelDecisionExplosionShieldsData")


@_attrs_define
class FallenAngelDecisionExplosionShieldsData:
    """the explosion_shields decision's public data

    Attributes:
        damage (int): the VP damage to block
    """

    damage: int

    def to_dict(self) -> dict[str, Any]:
        damage = self.damage

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "damage": damage,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        damage = d.pop("damage")

        fallen_angel_decision_explosion_shields_data = cls(
            damage=damage,
        )

        return fallen_angel_decision_explosion_shields_data

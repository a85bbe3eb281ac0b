from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_section import FallenAngelSection

T = TypeVar("T", bound="FallenAngelDecisionUseTileData")


@_attrs_define
class FallenAngelDecisionUseTileData:
    """the use_tile decision's public data

    Attributes:
        fighters (list[str]): the group's dice (for a Monster tile)
        section (FallenAngelSection): a Section id (see the glossary's components)
        strength (int): the Action Strength
    """

    fighters: list[str]
    section: FallenAngelSection
    strength: int

    def to_dict(self) -> dict[str, Any]:
        fighters = self.fighters

        section = self.section.value

        strength = self.strength

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fighters": fighters,
                "section": section,
                "strength": strength,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fighters = cast(list[str], d.pop("fighters"))

        section = FallenAngelSection(d.pop("section"))

        strength = d.pop("strength")

        fallen_angel_decision_use_tile_data = cls(
            fighters=fighters,
            section=section,
            strength=strength,
        )

        return fallen_angel_decision_use_tile_data

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_section import FallenAngelSection

T = TypeVar("T", bound="FallenAngelDecisionFightData")


@_attrs_define
class FallenAngelDecisionFightData:
    """the fight decision's public data

    Attributes:
        fighters (list[str]): dice that may still fight
        section (FallenAngelSection): a Section id (see the glossary's components)
    """

    fighters: list[str]
    section: FallenAngelSection

    def to_dict(self) -> dict[str, Any]:
        fighters = self.fighters

        section = self.section.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fighters": fighters,
                "section": section,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fighters = cast(list[str], d.pop("fighters"))

        section = FallenAngelSection(d.pop("section"))

        fallen_angel_decision_fight_data = cls(
            fighters=fighters,
            section=section,
        )

        return fallen_angel_decision_fight_data

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.fallen_angel_section import FallenAngelSection

T = TypeVar("T", bound="FallenAngelDecisionSalvageChoiceData")


@_attrs_define
class FallenAngelDecisionSalvageChoiceData:
    """the salvage_choice decision's public data

    Attributes:
        section (FallenAngelSection): a Section id (see the glossary's components)
        tile (str): a Monster tile id
    """

    section: FallenAngelSection
    tile: str

    def to_dict(self) -> dict[str, Any]:
        section = self.section.value

        tile = self.tile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "section": section,
                "tile": tile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        section = FallenAngelSection(d.pop("section"))

        tile = d.pop("tile")

        fallen_angel_decision_salvage_choice_data = cls(
            section=section,
            tile=tile,
        )

        return fallen_angel_decision_salvage_choice_data

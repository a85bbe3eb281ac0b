from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_section import FallenAngelSection

T = TypeVar("T", bound="FallenAngelPlaceAction")


@_attrs_define
class FallenAngelPlaceAction:
    """place: place a group of dice in this Section

    Attributes:
        label (str): the action in words, for a button (never matched)
        section (FallenAngelSection): a Section id (see the glossary's components)
        type_ (Literal['place']): the action's type
    """

    label: str
    section: FallenAngelSection
    type_: Literal["place"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        section = self.section.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "section": section,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        section = FallenAngelSection(d.pop("section"))

        type_ = cast(Literal["place"], d.pop("type"))
        if type_ != "place":
            raise ValueError(f"type must match const 'place', got '{type_}'")

        fallen_angel_place_action = cls(
            label=label,
            section=section,
            type_=type_,
        )

        return fallen_angel_place_action

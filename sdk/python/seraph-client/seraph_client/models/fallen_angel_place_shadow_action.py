from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_section import FallenAngelSection

T = TypeVar("T", bound="FallenAngelPlaceShadowAction")


@_attrs_define
class FallenAngelPlaceShadowAction:
    """place_shadow: co-op: place Shadow Dice in a Section

    Attributes:
        label (str): the action in words, for a button (never matched)
        section (FallenAngelSection): a Section id (see the glossary's components)
        type_ (Literal['place_shadow']): the action's type
        values (list[int]): die values
    """

    label: str
    section: FallenAngelSection
    type_: Literal["place_shadow"]
    values: list[int]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        section = self.section.value

        type_ = self.type_

        values = self.values

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "section": section,
                "type": type_,
                "values": values,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        section = FallenAngelSection(d.pop("section"))

        type_ = cast(Literal["place_shadow"], d.pop("type"))
        if type_ != "place_shadow":
            raise ValueError(f"type must match const 'place_shadow', got '{type_}'")

        values = cast(list[int], d.pop("values"))

        fallen_angel_place_shadow_action = cls(
            label=label,
            section=section,
            type_=type_,
            values=values,
        )

        return fallen_angel_place_shadow_action

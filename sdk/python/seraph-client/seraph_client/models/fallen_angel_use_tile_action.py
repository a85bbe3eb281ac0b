from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_section import FallenAngelSection

T = TypeVar("T", bound="FallenAngelUseTileAction")


@_attrs_define
class FallenAngelUseTileAction:
    """use_tile: use the tile of this Section

    Attributes:
        label (str): the action in words, for a button (never matched)
        section (FallenAngelSection): a Section id (see the glossary's components)
        type_ (Literal['use_tile']): the action's type
    """

    label: str
    section: FallenAngelSection
    type_: Literal["use_tile"]

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

        type_ = cast(Literal["use_tile"], d.pop("type"))
        if type_ != "use_tile":
            raise ValueError(f"type must match const 'use_tile', got '{type_}'")

        fallen_angel_use_tile_action = cls(
            label=label,
            section=section,
            type_=type_,
        )

        return fallen_angel_use_tile_action

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_view_board_hatches import FallenAngelViewBoardHatches
    from ..models.fallen_angel_view_board_sections import FallenAngelViewBoardSections


T = TypeVar("T", bound="FallenAngelViewBoard")


@_attrs_define
class FallenAngelViewBoard:
    """the main board

    Attributes:
        hatches (FallenAngelViewBoardHatches): per Hatch id: the hero cards played there (top last); with dual_hero, one
            such list per slot of the 2-window side
        sections (FallenAngelViewBoardSections): per Section id: region, tile ({kind: action, id, piece} or {kind:
            monster, id}), groups (die ids per slot, bottom-up, topmost last), jail (die ids), monster_dice (values)
    """

    hatches: FallenAngelViewBoardHatches
    sections: FallenAngelViewBoardSections

    def to_dict(self) -> dict[str, Any]:
        hatches = self.hatches.to_dict()

        sections = self.sections.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hatches": hatches,
                "sections": sections,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_view_board_hatches import FallenAngelViewBoardHatches  # noqa: PLC0415
        from ..models.fallen_angel_view_board_sections import FallenAngelViewBoardSections  # noqa: PLC0415

        d = dict(src_dict)
        hatches = FallenAngelViewBoardHatches.from_dict(d.pop("hatches"))

        sections = FallenAngelViewBoardSections.from_dict(d.pop("sections"))

        fallen_angel_view_board = cls(
            hatches=hatches,
            sections=sections,
        )

        return fallen_angel_view_board

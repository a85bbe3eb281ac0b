from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_reset_event_sections_additional_property_kind import (
    FallenAngelResetEventSectionsAdditionalPropertyKind,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="FallenAngelResetEventSectionsAdditionalProperty")


@_attrs_define
class FallenAngelResetEventSectionsAdditionalProperty:
    """the Section's new tile and Monster Dice

    Attributes:
        id (str): the tile id (at-* or mt-*)
        kind (FallenAngelResetEventSectionsAdditionalPropertyKind): an Action or a Monster tile
        monster_dice (list[int]): die values
        piece (str | Unset): an Action tile's VP Puzzle Piece id
    """

    id: str
    kind: FallenAngelResetEventSectionsAdditionalPropertyKind
    monster_dice: list[int]
    piece: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind.value

        monster_dice = self.monster_dice

        piece = self.piece

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "monster_dice": monster_dice,
            }
        )
        if piece is not UNSET:
            field_dict["piece"] = piece

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        kind = FallenAngelResetEventSectionsAdditionalPropertyKind(d.pop("kind"))

        monster_dice = cast(list[int], d.pop("monster_dice"))

        piece = d.pop("piece", UNSET)

        fallen_angel_reset_event_sections_additional_property = cls(
            id=id,
            kind=kind,
            monster_dice=monster_dice,
            piece=piece,
        )

        return fallen_angel_reset_event_sections_additional_property

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelViewBoardSectionsAdditionalPropertyTileType1")


@_attrs_define
class FallenAngelViewBoardSectionsAdditionalPropertyTileType1:
    """a Monster circle's tile

    Attributes:
        id (str): the Monster tile id
        kind (Literal['monster']): a Monster tile
    """

    id: str
    kind: Literal["monster"]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        kind = cast(Literal["monster"], d.pop("kind"))
        if kind != "monster":
            raise ValueError(f"kind must match const 'monster', got '{kind}'")

        fallen_angel_view_board_sections_additional_property_tile_type_1 = cls(
            id=id,
            kind=kind,
        )

        return fallen_angel_view_board_sections_additional_property_tile_type_1

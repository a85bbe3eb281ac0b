from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_view_board_sections_additional_property_tile_type_0_id import (
    FallenAngelViewBoardSectionsAdditionalPropertyTileType0Id,
)
from ..models.fallen_angel_view_board_sections_additional_property_tile_type_0_piece import (
    FallenAngelViewBoardSectionsAdditionalPropertyTileType0Piece,
)

T = TypeVar("T", bound="FallenAngelViewBoardSectionsAdditionalPropertyTileType0")


@_attrs_define
class FallenAngelViewBoardSectionsAdditionalPropertyTileType0:
    """an Action square's tile

    Attributes:
        id (FallenAngelViewBoardSectionsAdditionalPropertyTileType0Id): the Action tile id
        kind (Literal['action']): an Action tile
        piece (FallenAngelViewBoardSectionsAdditionalPropertyTileType0Piece): its VP Puzzle Piece id
    """

    id: FallenAngelViewBoardSectionsAdditionalPropertyTileType0Id
    kind: Literal["action"]
    piece: FallenAngelViewBoardSectionsAdditionalPropertyTileType0Piece

    def to_dict(self) -> dict[str, Any]:
        id = self.id.value

        kind = self.kind

        piece = self.piece.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "piece": piece,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = FallenAngelViewBoardSectionsAdditionalPropertyTileType0Id(d.pop("id"))

        kind = cast(Literal["action"], d.pop("kind"))
        if kind != "action":
            raise ValueError(f"kind must match const 'action', got '{kind}'")

        piece = FallenAngelViewBoardSectionsAdditionalPropertyTileType0Piece(d.pop("piece"))

        fallen_angel_view_board_sections_additional_property_tile_type_0 = cls(
            id=id,
            kind=kind,
            piece=piece,
        )

        return fallen_angel_view_board_sections_additional_property_tile_type_0

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_region import FallenAngelRegion

if TYPE_CHECKING:
    from ..models.fallen_angel_view_board_sections_additional_property_tile_type_0 import (
        FallenAngelViewBoardSectionsAdditionalPropertyTileType0,
    )
    from ..models.fallen_angel_view_board_sections_additional_property_tile_type_1 import (
        FallenAngelViewBoardSectionsAdditionalPropertyTileType1,
    )


T = TypeVar("T", bound="FallenAngelViewBoardSectionsAdditionalProperty")


@_attrs_define
class FallenAngelViewBoardSectionsAdditionalProperty:
    """one Section

    Attributes:
        groups (list[list[str]]): dice groups: die ids per slot, bottom-up, topmost last
        jail (list[str]): the Dice Jail on the tile: die ids (in no group)
        monster_dice (list[int]): the Monster Dice values beside a Monster tile (empty on an Action square)
        region (FallenAngelRegion): a Region of the board and of Angel City
        tile (FallenAngelViewBoardSectionsAdditionalPropertyTileType0 |
            FallenAngelViewBoardSectionsAdditionalPropertyTileType1): the Section's tile: {kind: action, id, piece} or
            {kind: monster, id}
    """

    groups: list[list[str]]
    jail: list[str]
    monster_dice: list[int]
    region: FallenAngelRegion
    tile: (
        FallenAngelViewBoardSectionsAdditionalPropertyTileType0
        | FallenAngelViewBoardSectionsAdditionalPropertyTileType1
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.fallen_angel_view_board_sections_additional_property_tile_type_0 import (
            FallenAngelViewBoardSectionsAdditionalPropertyTileType0,  # noqa: PLC0415
        )

        groups = []
        for groups_item_data in self.groups:
            groups_item = groups_item_data

            groups.append(groups_item)

        jail = self.jail

        monster_dice = self.monster_dice

        region = self.region.value

        tile: dict[str, Any]
        if isinstance(self.tile, FallenAngelViewBoardSectionsAdditionalPropertyTileType0):
            tile = self.tile.to_dict()
        else:
            tile = self.tile.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "groups": groups,
                "jail": jail,
                "monster_dice": monster_dice,
                "region": region,
                "tile": tile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_view_board_sections_additional_property_tile_type_0 import (
            FallenAngelViewBoardSectionsAdditionalPropertyTileType0,  # noqa: PLC0415
        )
        from ..models.fallen_angel_view_board_sections_additional_property_tile_type_1 import (
            FallenAngelViewBoardSectionsAdditionalPropertyTileType1,  # noqa: PLC0415
        )

        d = dict(src_dict)
        groups = []
        _groups = d.pop("groups")
        for groups_item_data in _groups:
            groups_item = cast(list[str], groups_item_data)

            groups.append(groups_item)

        jail = cast(list[str], d.pop("jail"))

        monster_dice = cast(list[int], d.pop("monster_dice"))

        region = FallenAngelRegion(d.pop("region"))

        def _parse_tile(
            data: object,
        ) -> (
            FallenAngelViewBoardSectionsAdditionalPropertyTileType0
            | FallenAngelViewBoardSectionsAdditionalPropertyTileType1
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tile_type_0 = FallenAngelViewBoardSectionsAdditionalPropertyTileType0.from_dict(data)

                return tile_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            tile_type_1 = FallenAngelViewBoardSectionsAdditionalPropertyTileType1.from_dict(data)

            return tile_type_1

        tile = _parse_tile(d.pop("tile"))

        fallen_angel_view_board_sections_additional_property = cls(
            groups=groups,
            jail=jail,
            monster_dice=monster_dice,
            region=region,
            tile=tile,
        )

        return fallen_angel_view_board_sections_additional_property

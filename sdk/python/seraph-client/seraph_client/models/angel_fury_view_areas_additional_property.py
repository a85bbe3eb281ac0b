from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_view_areas_additional_property_terrain_type_1 import (
    AngelFuryViewAreasAdditionalPropertyTerrainType1,
)

if TYPE_CHECKING:
    from ..models.angel_fury_view_areas_additional_property_units import AngelFuryViewAreasAdditionalPropertyUnits


T = TypeVar("T", bound="AngelFuryViewAreasAdditionalProperty")


@_attrs_define
class AngelFuryViewAreasAdditionalProperty:
    """
    Attributes:
        leaders (list[str]): leader ids standing there
        terrain (AngelFuryViewAreasAdditionalPropertyTerrainType1 | None): null, mountain or fountain
        units (AngelFuryViewAreasAdditionalPropertyUnits): units per colour
    """

    leaders: list[str]
    terrain: AngelFuryViewAreasAdditionalPropertyTerrainType1 | None
    units: AngelFuryViewAreasAdditionalPropertyUnits

    def to_dict(self) -> dict[str, Any]:
        leaders = self.leaders

        terrain: None | str
        if isinstance(self.terrain, AngelFuryViewAreasAdditionalPropertyTerrainType1):
            terrain = self.terrain.value
        else:
            terrain = self.terrain

        units = self.units.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "leaders": leaders,
                "terrain": terrain,
                "units": units,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_view_areas_additional_property_units import AngelFuryViewAreasAdditionalPropertyUnits  # noqa: PLC0415

        d = dict(src_dict)
        leaders = cast(list[str], d.pop("leaders"))

        def _parse_terrain(data: object) -> AngelFuryViewAreasAdditionalPropertyTerrainType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                terrain_type_1 = AngelFuryViewAreasAdditionalPropertyTerrainType1(data)

                return terrain_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AngelFuryViewAreasAdditionalPropertyTerrainType1 | None, data)

        terrain = _parse_terrain(d.pop("terrain"))

        units = AngelFuryViewAreasAdditionalPropertyUnits.from_dict(d.pop("units"))

        angel_fury_view_areas_additional_property = cls(
            leaders=leaders,
            terrain=terrain,
            units=units,
        )

        return angel_fury_view_areas_additional_property

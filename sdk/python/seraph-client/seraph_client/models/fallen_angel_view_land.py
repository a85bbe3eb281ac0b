from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.fallen_angel_location import FallenAngelLocation
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fallen_angel_view_land_cubes import FallenAngelViewLandCubes
    from ..models.fallen_angel_view_land_houses import FallenAngelViewLandHouses


T = TypeVar("T", bound="FallenAngelViewLand")


@_attrs_define
class FallenAngelViewLand:
    """the Land Map: cubes ({location: {colour: n}}), houses ({location: seat}), forbidden (locations out of play)

    Attributes:
        cubes (FallenAngelViewLandCubes): cubes per Location and colour
        forbidden (list[FallenAngelLocation]): Locations out of play
        houses (FallenAngelViewLandHouses): House tokens: location -> seat
        skulls (list[FallenAngelLocation] | Unset): Shadow co-op: Locations holding a Skull token (row 60)
    """

    cubes: FallenAngelViewLandCubes
    forbidden: list[FallenAngelLocation]
    houses: FallenAngelViewLandHouses
    skulls: list[FallenAngelLocation] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cubes = self.cubes.to_dict()

        forbidden = []
        for forbidden_item_data in self.forbidden:
            forbidden_item = forbidden_item_data.value
            forbidden.append(forbidden_item)

        houses = self.houses.to_dict()

        skulls: list[str] | Unset = UNSET
        if not isinstance(self.skulls, Unset):
            skulls = []
            for skulls_item_data in self.skulls:
                skulls_item = skulls_item_data.value
                skulls.append(skulls_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cubes": cubes,
                "forbidden": forbidden,
                "houses": houses,
            }
        )
        if skulls is not UNSET:
            field_dict["skulls"] = skulls

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_view_land_cubes import FallenAngelViewLandCubes  # noqa: PLC0415
        from ..models.fallen_angel_view_land_houses import FallenAngelViewLandHouses  # noqa: PLC0415

        d = dict(src_dict)
        cubes = FallenAngelViewLandCubes.from_dict(d.pop("cubes"))

        forbidden = []
        _forbidden = d.pop("forbidden")
        for forbidden_item_data in _forbidden:
            forbidden_item = FallenAngelLocation(forbidden_item_data)

            forbidden.append(forbidden_item)

        houses = FallenAngelViewLandHouses.from_dict(d.pop("houses"))

        _skulls = d.pop("skulls", UNSET)
        skulls: list[FallenAngelLocation] | Unset = UNSET
        if _skulls is not UNSET:
            skulls = []
            for skulls_item_data in _skulls:
                skulls_item = FallenAngelLocation(skulls_item_data)

                skulls.append(skulls_item)

        fallen_angel_view_land = cls(
            cubes=cubes,
            forbidden=forbidden,
            houses=houses,
            skulls=skulls,
        )

        return fallen_angel_view_land

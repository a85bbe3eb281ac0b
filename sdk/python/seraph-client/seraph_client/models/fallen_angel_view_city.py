from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_gems import FallenAngelGems
    from ..models.fallen_angel_view_city_regions import FallenAngelViewCityRegions


T = TypeVar("T", bound="FallenAngelViewCity")


@_attrs_define
class FallenAngelViewCity:
    """Angel City: regions ({region: {colour: gems}}), cap (gems per Region after a refill), bag (the gem bag's contents
    per colour, public), revealed (the bag was shown after a refill)

        Attributes:
            bag (FallenAngelGems): a count per colour (gems or cubes)
            cap (int): gems per Region after a refill
            regions (FallenAngelViewCityRegions): the gems per colour in each Region
            revealed (bool): the bag was shown after a refill
    """

    bag: FallenAngelGems
    cap: int
    regions: FallenAngelViewCityRegions
    revealed: bool

    def to_dict(self) -> dict[str, Any]:
        bag = self.bag.to_dict()

        cap = self.cap

        regions = self.regions.to_dict()

        revealed = self.revealed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bag": bag,
                "cap": cap,
                "regions": regions,
                "revealed": revealed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_gems import FallenAngelGems  # noqa: PLC0415
        from ..models.fallen_angel_view_city_regions import FallenAngelViewCityRegions  # noqa: PLC0415

        d = dict(src_dict)
        bag = FallenAngelGems.from_dict(d.pop("bag"))

        cap = d.pop("cap")

        regions = FallenAngelViewCityRegions.from_dict(d.pop("regions"))

        revealed = d.pop("revealed")

        fallen_angel_view_city = cls(
            bag=bag,
            cap=cap,
            regions=regions,
            revealed=revealed,
        )

        return fallen_angel_view_city

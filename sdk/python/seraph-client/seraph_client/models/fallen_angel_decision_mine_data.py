from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.fallen_angel_region import FallenAngelRegion

if TYPE_CHECKING:
    from ..models.fallen_angel_decision_mine_data_taken import FallenAngelDecisionMineDataTaken


T = TypeVar("T", bound="FallenAngelDecisionMineData")


@_attrs_define
class FallenAngelDecisionMineData:
    """the mine decision's public data

    Attributes:
        quota (int): quota left
        region (FallenAngelRegion): a Region of the board and of Angel City
        taken (FallenAngelDecisionMineDataTaken): gems taken so far per Region (only the Regions mined)
    """

    quota: int
    region: FallenAngelRegion
    taken: FallenAngelDecisionMineDataTaken

    def to_dict(self) -> dict[str, Any]:
        quota = self.quota

        region = self.region.value

        taken = self.taken.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "quota": quota,
                "region": region,
                "taken": taken,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_decision_mine_data_taken import FallenAngelDecisionMineDataTaken  # noqa: PLC0415

        d = dict(src_dict)
        quota = d.pop("quota")

        region = FallenAngelRegion(d.pop("region"))

        taken = FallenAngelDecisionMineDataTaken.from_dict(d.pop("taken"))

        fallen_angel_decision_mine_data = cls(
            quota=quota,
            region=region,
            taken=taken,
        )

        return fallen_angel_decision_mine_data

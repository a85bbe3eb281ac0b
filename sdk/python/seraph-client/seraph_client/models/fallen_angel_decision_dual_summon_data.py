from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_region import FallenAngelRegion

if TYPE_CHECKING:
    from ..models.fallen_angel_plan import FallenAngelPlan


T = TypeVar("T", bound="FallenAngelDecisionDualSummonData")


@_attrs_define
class FallenAngelDecisionDualSummonData:
    """the dual_summon decision's public data

    Attributes:
        plan (FallenAngelPlan): a placement in progress: the landing Section, the hero card(s) and powers, and the
            modifiers
        region (FallenAngelRegion | None): the Region the power works in (null: the landing Region)
    """

    plan: FallenAngelPlan
    region: FallenAngelRegion | None

    def to_dict(self) -> dict[str, Any]:
        plan = self.plan.to_dict()

        region: None | str
        if isinstance(self.region, FallenAngelRegion):
            region = self.region.value
        else:
            region = self.region

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "plan": plan,
                "region": region,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_plan import FallenAngelPlan  # noqa: PLC0415

        d = dict(src_dict)
        plan = FallenAngelPlan.from_dict(d.pop("plan"))

        def _parse_region(data: object) -> FallenAngelRegion | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                region_type_0 = FallenAngelRegion(data)

                return region_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FallenAngelRegion | None, data)

        region = _parse_region(d.pop("region"))

        fallen_angel_decision_dual_summon_data = cls(
            plan=plan,
            region=region,
        )

        return fallen_angel_decision_dual_summon_data

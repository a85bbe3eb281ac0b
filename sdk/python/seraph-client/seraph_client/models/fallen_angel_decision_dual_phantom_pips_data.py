from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.fallen_angel_region import FallenAngelRegion

if TYPE_CHECKING:
    from ..models.fallen_angel_plan import FallenAngelPlan


T = TypeVar("T", bound="FallenAngelDecisionDualPhantomPipsData")


@_attrs_define
class FallenAngelDecisionDualPhantomPipsData:
    """the dual_phantom_pips decision's public data

    Attributes:
        die (str): the Phantom die
        plan (FallenAngelPlan): a placement in progress: the landing Section, the hero card(s) and powers, and the
            modifiers
        region (FallenAngelRegion): a Region of the board and of Angel City
    """

    die: str
    plan: FallenAngelPlan
    region: FallenAngelRegion

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        plan = self.plan.to_dict()

        region = self.region.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "plan": plan,
                "region": region,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_plan import FallenAngelPlan  # noqa: PLC0415

        d = dict(src_dict)
        die = d.pop("die")

        plan = FallenAngelPlan.from_dict(d.pop("plan"))

        region = FallenAngelRegion(d.pop("region"))

        fallen_angel_decision_dual_phantom_pips_data = cls(
            die=die,
            plan=plan,
            region=region,
        )

        return fallen_angel_decision_dual_phantom_pips_data

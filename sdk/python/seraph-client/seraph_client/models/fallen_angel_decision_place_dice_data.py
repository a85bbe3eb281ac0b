from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_plan import FallenAngelPlan


T = TypeVar("T", bound="FallenAngelDecisionPlaceDiceData")


@_attrs_define
class FallenAngelDecisionPlaceDiceData:
    """the place_dice decision's public data

    Attributes:
        plan (FallenAngelPlan): a placement in progress: the landing Section, the hero card(s) and powers, and the
            modifiers
    """

    plan: FallenAngelPlan

    def to_dict(self) -> dict[str, Any]:
        plan = self.plan.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "plan": plan,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_plan import FallenAngelPlan  # noqa: PLC0415

        d = dict(src_dict)
        plan = FallenAngelPlan.from_dict(d.pop("plan"))

        fallen_angel_decision_place_dice_data = cls(
            plan=plan,
        )

        return fallen_angel_decision_place_dice_data

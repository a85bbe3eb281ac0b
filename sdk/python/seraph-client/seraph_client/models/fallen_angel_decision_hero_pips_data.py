from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_plan import FallenAngelPlan


T = TypeVar("T", bound="FallenAngelDecisionHeroPipsData")


@_attrs_define
class FallenAngelDecisionHeroPipsData:
    """the hero_pips decision's public data

    Attributes:
        group (list[str]): the group's dice
        plan (FallenAngelPlan): a placement in progress: the landing Section, the hero card(s) and powers, and the
            modifiers
    """

    group: list[str]
    plan: FallenAngelPlan

    def to_dict(self) -> dict[str, Any]:
        group = self.group

        plan = self.plan.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "group": group,
                "plan": plan,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_plan import FallenAngelPlan  # noqa: PLC0415

        d = dict(src_dict)
        group = cast(list[str], d.pop("group"))

        plan = FallenAngelPlan.from_dict(d.pop("plan"))

        fallen_angel_decision_hero_pips_data = cls(
            group=group,
            plan=plan,
        )

        return fallen_angel_decision_hero_pips_data

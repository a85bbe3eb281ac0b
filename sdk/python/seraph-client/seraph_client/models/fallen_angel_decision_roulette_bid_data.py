from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelDecisionRouletteBidData")


@_attrs_define
class FallenAngelDecisionRouletteBidData:
    """the roulette_bid decision's public data

    Attributes:
        high (int): the highest bid
        leader (int | None): the highest bidder
        objective (str): an objective id, or "hidden" while it is face down (Objective Roulette)
        passed (list[int]): seats
    """

    high: int
    leader: int | None
    objective: str
    passed: list[int]

    def to_dict(self) -> dict[str, Any]:
        high = self.high

        leader: int | None
        leader = self.leader

        objective = self.objective

        passed = self.passed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "high": high,
                "leader": leader,
                "objective": objective,
                "passed": passed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        high = d.pop("high")

        def _parse_leader(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        leader = _parse_leader(d.pop("leader"))

        objective = d.pop("objective")

        passed = cast(list[int], d.pop("passed"))

        fallen_angel_decision_roulette_bid_data = cls(
            high=high,
            leader=leader,
            objective=objective,
            passed=passed,
        )

        return fallen_angel_decision_roulette_bid_data

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelDecisionBidData")


@_attrs_define
class FallenAngelDecisionBidData:
    """the bid decision's public data

    Attributes:
        done (list[int]): seats
        objective (str): the objective bid for
        seats (list[int]): seats
    """

    done: list[int]
    objective: str
    seats: list[int]

    def to_dict(self) -> dict[str, Any]:
        done = self.done

        objective = self.objective

        seats = self.seats

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "done": done,
                "objective": objective,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        done = cast(list[int], d.pop("done"))

        objective = d.pop("objective")

        seats = cast(list[int], d.pop("seats"))

        fallen_angel_decision_bid_data = cls(
            done=done,
            objective=objective,
            seats=seats,
        )

        return fallen_angel_decision_bid_data

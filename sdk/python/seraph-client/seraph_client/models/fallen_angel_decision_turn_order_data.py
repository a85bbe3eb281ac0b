from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelDecisionTurnOrderData")


@_attrs_define
class FallenAngelDecisionTurnOrderData:
    """the turn_order decision's public data

    Attributes:
        answers (int): answers given so far
        passes (int): agreements in a row so far
        proposal (list[int]): seats
        proposed (list[int]): seats
        seats (list[int]): seats
        turn (int): the index in seats of the seat asked now
    """

    answers: int
    passes: int
    proposal: list[int]
    proposed: list[int]
    seats: list[int]
    turn: int

    def to_dict(self) -> dict[str, Any]:
        answers = self.answers

        passes = self.passes

        proposal = self.proposal

        proposed = self.proposed

        seats = self.seats

        turn = self.turn

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "answers": answers,
                "passes": passes,
                "proposal": proposal,
                "proposed": proposed,
                "seats": seats,
                "turn": turn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        answers = d.pop("answers")

        passes = d.pop("passes")

        proposal = cast(list[int], d.pop("proposal"))

        proposed = cast(list[int], d.pop("proposed"))

        seats = cast(list[int], d.pop("seats"))

        turn = d.pop("turn")

        fallen_angel_decision_turn_order_data = cls(
            answers=answers,
            passes=passes,
            proposal=proposal,
            proposed=proposed,
            seats=seats,
            turn=turn,
        )

        return fallen_angel_decision_turn_order_data

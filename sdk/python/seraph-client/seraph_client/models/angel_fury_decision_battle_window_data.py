from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryDecisionBattleWindowData")


@_attrs_define
class AngelFuryDecisionBattleWindowData:
    """the battle_window decision's public data

    Attributes:
        answers (int): answers so far
        passes (int): passes in a row
        seats (list[int]): the seats asked
        turn (int): whose answer comes next (a window's turn counter)
    """

    answers: int
    passes: int
    seats: list[int]
    turn: int

    def to_dict(self) -> dict[str, Any]:
        answers = self.answers

        passes = self.passes

        seats = self.seats

        turn = self.turn

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "answers": answers,
                "passes": passes,
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

        seats = cast(list[int], d.pop("seats"))

        turn = d.pop("turn")

        angel_fury_decision_battle_window_data = cls(
            answers=answers,
            passes=passes,
            seats=seats,
            turn=turn,
        )

        return angel_fury_decision_battle_window_data

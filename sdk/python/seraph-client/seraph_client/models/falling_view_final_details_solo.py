from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingViewFinalDetailsSolo")


@_attrs_define
class FallingViewFinalDetailsSolo:
    """solo only: the difficulty, the score and its evaluation

    Attributes:
        difficulty (str): easy, normal or hard
        evaluation (str): the Solo Game Summary card's title for that score
        score (int): the player's final score
    """

    difficulty: str
    evaluation: str
    score: int

    def to_dict(self) -> dict[str, Any]:
        difficulty = self.difficulty

        evaluation = self.evaluation

        score = self.score

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "difficulty": difficulty,
                "evaluation": evaluation,
                "score": score,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        difficulty = d.pop("difficulty")

        evaluation = d.pop("evaluation")

        score = d.pop("score")

        falling_view_final_details_solo = cls(
            difficulty=difficulty,
            evaluation=evaluation,
            score=score,
        )

        return falling_view_final_details_solo

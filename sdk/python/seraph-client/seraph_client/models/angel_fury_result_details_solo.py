from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_result_details_solo_difficulty import AngelFuryResultDetailsSoloDifficulty
from ..models.angel_fury_result_details_solo_outcome import AngelFuryResultDetailsSoloOutcome

T = TypeVar("T", bound="AngelFuryResultDetailsSolo")


@_attrs_define
class AngelFuryResultDetailsSolo:
    """the solo game's facts

    Attributes:
        automa (int): the tide's seat
        demon_turns (int): tide turns played
        destroyed (list[str]): areas whose terrain the tide destroyed
        difficulty (AngelFuryResultDetailsSoloDifficulty): evil_tide only: normal or hard
        margin (int): angel minus demon soul points
        outcome (AngelFuryResultDetailsSoloOutcome): angels_won or tide_won
    """

    automa: int
    demon_turns: int
    destroyed: list[str]
    difficulty: AngelFuryResultDetailsSoloDifficulty
    margin: int
    outcome: AngelFuryResultDetailsSoloOutcome

    def to_dict(self) -> dict[str, Any]:
        automa = self.automa

        demon_turns = self.demon_turns

        destroyed = self.destroyed

        difficulty = self.difficulty.value

        margin = self.margin

        outcome = self.outcome.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "automa": automa,
                "demon_turns": demon_turns,
                "destroyed": destroyed,
                "difficulty": difficulty,
                "margin": margin,
                "outcome": outcome,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        automa = d.pop("automa")

        demon_turns = d.pop("demon_turns")

        destroyed = cast(list[str], d.pop("destroyed"))

        difficulty = AngelFuryResultDetailsSoloDifficulty(d.pop("difficulty"))

        margin = d.pop("margin")

        outcome = AngelFuryResultDetailsSoloOutcome(d.pop("outcome"))

        angel_fury_result_details_solo = cls(
            automa=automa,
            demon_turns=demon_turns,
            destroyed=destroyed,
            difficulty=difficulty,
            margin=margin,
            outcome=outcome,
        )

        return angel_fury_result_details_solo

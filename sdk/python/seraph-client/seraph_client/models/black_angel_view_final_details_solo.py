from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelViewFinalDetailsSolo")


@_attrs_define
class BlackAngelViewFinalDetailsSolo:
    """solitaire only: Hal's difficulty, the seats and the player's outcome

    Attributes:
        automa (int): Hal's seat (0-based)
        difficulty (str): Hal's difficulty: easy, normal or hard
        human (int): the player's seat (0-based)
        outcome (str): won, lost or tied, for the player
        rounds (int): the rounds played
    """

    automa: int
    difficulty: str
    human: int
    outcome: str
    rounds: int

    def to_dict(self) -> dict[str, Any]:
        automa = self.automa

        difficulty = self.difficulty

        human = self.human

        outcome = self.outcome

        rounds = self.rounds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "automa": automa,
                "difficulty": difficulty,
                "human": human,
                "outcome": outcome,
                "rounds": rounds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        automa = d.pop("automa")

        difficulty = d.pop("difficulty")

        human = d.pop("human")

        outcome = d.pop("outcome")

        rounds = d.pop("rounds")

        black_angel_view_final_details_solo = cls(
            automa=automa,
            difficulty=difficulty,
            human=human,
            outcome=outcome,
            rounds=rounds,
        )

        return black_angel_view_final_details_solo

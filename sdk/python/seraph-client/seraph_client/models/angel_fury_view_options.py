from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.angel_fury_view_options_difficulty import AngelFuryViewOptionsDifficulty
from ..models.angel_fury_view_options_scenario import AngelFuryViewOptionsScenario

T = TypeVar("T", bound="AngelFuryViewOptions")


@_attrs_define
class AngelFuryViewOptions:
    """the game's options

    Attributes:
        demons_on_soul_stay (bool): evil_tide only: demons on the soul stay
        difficulty (AngelFuryViewOptionsDifficulty): evil_tide only: normal or hard
        kickstarter (bool): the Kickstarter add-on is in play
        scenario (AngelFuryViewOptionsScenario): the scenario
    """

    demons_on_soul_stay: bool
    difficulty: AngelFuryViewOptionsDifficulty
    kickstarter: bool
    scenario: AngelFuryViewOptionsScenario

    def to_dict(self) -> dict[str, Any]:
        demons_on_soul_stay = self.demons_on_soul_stay

        difficulty = self.difficulty.value

        kickstarter = self.kickstarter

        scenario = self.scenario.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "demons_on_soul_stay": demons_on_soul_stay,
                "difficulty": difficulty,
                "kickstarter": kickstarter,
                "scenario": scenario,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        demons_on_soul_stay = d.pop("demons_on_soul_stay")

        difficulty = AngelFuryViewOptionsDifficulty(d.pop("difficulty"))

        kickstarter = d.pop("kickstarter")

        scenario = AngelFuryViewOptionsScenario(d.pop("scenario"))

        angel_fury_view_options = cls(
            demons_on_soul_stay=demons_on_soul_stay,
            difficulty=difficulty,
            kickstarter=kickstarter,
            scenario=scenario,
        )

        return angel_fury_view_options

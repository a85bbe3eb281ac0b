from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.fallen_angel_view_options_coop_turn_order import FallenAngelViewOptionsCoopTurnOrder
from ..models.fallen_angel_view_options_difficulty import FallenAngelViewOptionsDifficulty
from ..models.fallen_angel_view_options_starting_techs import FallenAngelViewOptionsStartingTechs

T = TypeVar("T", bound="FallenAngelViewOptions")


@_attrs_define
class FallenAngelViewOptions:
    """the game's options (starting_techs)

    Attributes:
        clash_of_dominance (bool): the Clash of Dominance variant
        coop_turn_order (FallenAngelViewOptionsCoopTurnOrder): Shadow co-op: the turn order proposed each round (set,
            unused, in a competitive game)
        difficulty (FallenAngelViewOptionsDifficulty): Shadow co-op: the starting gems by difficulty (set, unused, in a
            competitive game)
        dual_hero (bool): the Dual Hero Operation variant
        imperial_formation (bool): the Imperial Formation variant
        objective_roulette (bool): the Objective Roulette variant
        starting_techs (FallenAngelViewOptionsStartingTechs): the side the Starting Technology tiles show
    """

    clash_of_dominance: bool
    coop_turn_order: FallenAngelViewOptionsCoopTurnOrder
    difficulty: FallenAngelViewOptionsDifficulty
    dual_hero: bool
    imperial_formation: bool
    objective_roulette: bool
    starting_techs: FallenAngelViewOptionsStartingTechs

    def to_dict(self) -> dict[str, Any]:
        clash_of_dominance = self.clash_of_dominance

        coop_turn_order = self.coop_turn_order.value

        difficulty = self.difficulty.value

        dual_hero = self.dual_hero

        imperial_formation = self.imperial_formation

        objective_roulette = self.objective_roulette

        starting_techs = self.starting_techs.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "clash_of_dominance": clash_of_dominance,
                "coop_turn_order": coop_turn_order,
                "difficulty": difficulty,
                "dual_hero": dual_hero,
                "imperial_formation": imperial_formation,
                "objective_roulette": objective_roulette,
                "starting_techs": starting_techs,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        clash_of_dominance = d.pop("clash_of_dominance")

        coop_turn_order = FallenAngelViewOptionsCoopTurnOrder(d.pop("coop_turn_order"))

        difficulty = FallenAngelViewOptionsDifficulty(d.pop("difficulty"))

        dual_hero = d.pop("dual_hero")

        imperial_formation = d.pop("imperial_formation")

        objective_roulette = d.pop("objective_roulette")

        starting_techs = FallenAngelViewOptionsStartingTechs(d.pop("starting_techs"))

        fallen_angel_view_options = cls(
            clash_of_dominance=clash_of_dominance,
            coop_turn_order=coop_turn_order,
            difficulty=difficulty,
            dual_hero=dual_hero,
            imperial_formation=imperial_formation,
            objective_roulette=objective_roulette,
            starting_techs=starting_techs,
        )

        return fallen_angel_view_options

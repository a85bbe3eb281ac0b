"""The Round Objectives O3, O4, O5, O7 and O8, each as the Appendix words it (Rulebook: Appendix, Round
Objectives; ../shared/rules/fallen-angel.md O1-O10)."""
from __future__ import annotations

from shared.games.fallen_angel import scoring
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel.scoring import objective_vp
from tests.games.fallen_angel.helpers import act, give, new_state, run_until, to_main, top_kind


def two_players() -> dict:
    """A 2-player game at its first main turn."""
    return to_main(new_state(2, seed=3))


def colours_of(state: dict, seat: int) -> tuple[str, str]:
    """(the seat's colour, another player colour)."""
    own = state["seats"][seat]["role"]
    return own, next(c for c in content().colours if c != own)


def no_cubes() -> dict:
    return {c: 0 for c in content().gem_colours}


def test_o3_scores_3_vp_for_every_2_unused_cubes_and_not_for_cubes_in_barrack_slots():
    state = two_players()
    give(state, 0, cubes={**no_cubes(), "red": 4, "black": 1})
    state["players"][0]["barracks"]["same"] = ["black", "green", "green", "green", "green"]
    assert objective_vp(state, 0, "obj-03") == 3 * (5 // 2)


def test_o3_leaves_the_cubes_for_enlistment_after_scoring(monkeypatch):
    state = to_main(new_state(2, seed=8))
    for sec in state["sections"].values():
        sec["monster_dice"] = []
    monkeypatch.setattr(scoring, "salvage_winners", lambda s: {})
    monkeypatch.setattr(scoring, "air_supremacy", lambda s: {})
    state["objectives"] = ["obj-03"] + [o for o in state["objectives"] if o != "obj-03"]
    give(state, 0, cubes={**no_cubes(), "black": 1, "green": 4}, vp=0)
    give(state, 1, cubes=no_cubes())
    state = run_until(state, lambda s: top_kind(s) == "bid")
    state, _ = act(state, 0, "bid", honor=1)
    state, _ = act(state, 1, "bid", honor=0)
    assert state["players"][0]["vp"] == 3 * (5 // 2)
    assert sum(state["players"][0]["cubes"].values()) == 5 and top_kind(state) == "enlist"


def test_o4_scores_2_vp_for_each_stored_gem_of_the_players_own_colour_only():
    state = two_players()
    own, other = colours_of(state, 0)
    give(state, 0, storage=[own, own, own, other, "black", None])
    assert objective_vp(state, 0, "obj-04") == 2 * 3
    give(state, 0, storage=[other, "black", None, None, None, None])
    assert objective_vp(state, 0, "obj-04") == 0


def test_o5_scores_3_vp_for_each_installed_monster_technology_and_starting_technologies_do_not_count():
    state = two_players()
    chains = state["players"][0]["chains"]
    assert objective_vp(state, 0, "obj-05") == 0  # only the Starting Technologies
    give(state, 0, chains=[chains[0] + ["mt-01"], chains[1] + ["mt-05", "mt-07"], chains[2]])
    assert objective_vp(state, 0, "obj-05") == 3 * 3


def test_o7_scores_2_vp_for_each_stored_gem_not_of_the_players_colour_black_included():
    state = two_players()
    own, other = colours_of(state, 0)
    give(state, 0, storage=[own, other, other, "black", None, None])
    assert objective_vp(state, 0, "obj-07") == 2 * 3


def test_o8_scores_3_vp_for_each_hero_card_in_hand_and_not_for_cards_drawn_or_in_the_deck():
    state = two_players()
    heroes = state["players"][0]["heroes"]
    heroes["hand"], heroes["drawn"] = heroes["deck"][:2], heroes["deck"][2:3]
    assert objective_vp(state, 0, "obj-08") == 3 * 2

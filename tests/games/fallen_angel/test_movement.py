"""Airship Movement: Engine and movement points, paths, the first move, rebels, rescue and domination (rows 27-31;
example E8)."""
from __future__ import annotations

import pytest

from shared.games.fallen_angel import landmap, movement
from shared.games.fallen_angel.content import content
from tests.games.fallen_angel.airship_fixtures import main_state, run, set_land, top_step
from tests.games.fallen_angel.helpers import act, find, give, legal, top_kind

SEAT = 0
#: a row of the map: loc-01 .. loc-05, then down to loc-10 (links in content/landmap.json)
PATH = ["loc-02", "loc-03", "loc-04", "loc-05", "loc-10"]


@pytest.fixture
def state():
    return main_state(4)


def bonus(level: int) -> int:
    return content().strength("movement", level)


def engine_at(cost: int, mp: int) -> int:
    """An Engine position whose red number is `cost` and black number `mp`."""
    return next(e for e in range(content().engine_max + 1)
                if content().engine_cost(e) == cost and content().engine_mp(e) == mp)


def destinations(state):
    return {a["location"] for a in legal(state, SEAT) if a["type"] == "move_to"}


def move(state, seat=SEAT, level=1):
    run(state, movement.start, seat, bonus(level))
    return state


# -- Engine and movement points (row 27, E8) --------------------------------------------------------------------
def test_example_e8_red_two_black_three_at_strength_three_moves_three_then_two_bonus(state):
    engine = engine_at(2, 3)
    set_land(state)
    give(state, SEAT, engine=engine, airship="loc-01")
    move(state, level=3)
    assert state["players"][SEAT]["engine"] == engine - 2
    assert (top_step(state)["regular"], top_step(state)["bonus"]) == (3, bonus(3)) == (3, 2)
    kinds = []
    for loc in PATH:
        kinds.append(top_step(state)["regular"] > 0)
        state, _ = act(state, SEAT, "move_to", location=loc)
    assert kinds == [True, True, True, False, False]  # bonus MP only after the regular ones
    assert state["players"][SEAT]["airship"] == PATH[-1] and top_kind(state) == "dominate"


def test_example_e8_engine_zero_gives_no_movement_at_all(state):
    give(state, SEAT, engine=0, airship="loc-01")
    ev = run(state, movement.start, SEAT, bonus(3))
    assert top_kind(state) not in ("move", "dominate") and state["players"][SEAT]["airship"] == "loc-01"
    assert ev[-1]["type"] == "movement_impossible"


def test_stopping_loses_the_unused_points_but_not_the_engine_paid(state):
    engine = engine_at(2, 3)
    set_land(state, loc_02={"red": 1})
    give(state, SEAT, engine=engine, airship="loc-01")
    move(state)
    state, _ = act(state, SEAT, "stop")
    assert state["players"][SEAT]["engine"] == engine - 2 and state["players"][SEAT]["airship"] == "loc-01"
    assert top_kind(state) != "move"


# -- paths (row 28) ------------------------------------------------------------------------------------------
def test_a_move_follows_links_one_at_a_time(state):
    set_land(state)
    give(state, SEAT, engine=9, airship="loc-08")
    move(state)
    assert destinations(state) == set(landmap.links("loc-08", 4))


def test_a_location_is_entered_once_per_move_and_never_the_start(state):
    set_land(state)
    give(state, SEAT, engine=9, airship="loc-01")
    move(state)
    state, _ = act(state, SEAT, "move_to", location="loc-02")
    state, _ = act(state, SEAT, "move_to", location="loc-07")
    assert "loc-01" not in destinations(state) and "loc-02" not in destinations(state)
    assert "loc-06" in destinations(state)


def test_the_first_move_of_the_game_may_begin_anywhere(state):
    set_land(state)
    give(state, SEAT, engine=9, airship=None)
    move(state)
    assert destinations(state) == set(landmap.locations(4))


def test_two_players_first_move_enters_only_locations_with_two_cubes():
    state = main_state(2)
    full = content().cubes_for(2)["per_location"]
    assert full == 2
    set_land(state, loc_01={"red": 2}, loc_02={"red": 1, "blue": 1}, loc_03={"red": 1}, loc_07={"blue": 2})
    give(state, SEAT, engine=9, airship=None, shields=5)
    move(state)
    assert destinations(state) == {"loc-01", "loc-02", "loc-07"}
    state, _ = act(state, SEAT, "move_to", location="loc-02")
    state, _ = act(state, SEAT, "rescue", colour="red")
    assert destinations(state) == {"loc-01", "loc-07"}  # loc-03 holds 1 cube


def test_a_later_two_player_move_may_enter_any_location():
    state = main_state(2)
    set_land(state, loc_03={"red": 1})
    give(state, SEAT, engine=9, airship="loc-02")
    move(state)
    assert "loc-03" in destinations(state)


def test_three_player_forbidden_locations_are_out_of_play():
    forbidden = set(content().forbidden(3))
    for airship in (None, "loc-02"):
        state = set_land(main_state(3))
        give(state, SEAT, engine=9, airship=airship)
        move(state)
        assert destinations(state) and not destinations(state) & forbidden
    assert "loc-03" in forbidden and "loc-03" in landmap.links("loc-02", 4)


# -- rebels (row 29) ---------------------------------------------------------------------------------------
def test_entering_a_location_with_black_cubes_costs_a_shield_each(state):
    set_land(state, loc_02={"black": 2, "red": 1})
    give(state, SEAT, engine=9, airship="loc-01", shields=3)
    move(state)
    state, _ = act(state, SEAT, "move_to", location="loc-02")
    assert state["players"][SEAT]["shields"] == 1


def test_rebels_you_cannot_afford_bar_the_location(state):
    set_land(state, loc_02={"black": 2})
    give(state, SEAT, engine=9, airship="loc-01", shields=1)
    move(state)
    assert "loc-02" not in destinations(state) and "loc-06" in destinations(state)


def test_black_cubes_at_the_start_do_not_attack(state):
    set_land(state, loc_01={"black": 3})
    give(state, SEAT, engine=9, airship="loc-01", shields=1)
    move(state)
    state, _ = act(state, SEAT, "move_to", location="loc-02")
    assert state["players"][SEAT]["shields"] == 1


# -- rescue (row 30) ---------------------------------------------------------------------------------------
def test_entering_a_location_with_cubes_rescues_exactly_one_of_a_chosen_colour(state):
    set_land(state, loc_02={"black": 1, "red": 2})
    give(state, SEAT, engine=9, airship="loc-01", shields=3, cubes={c: 0 for c in content().gem_colours})
    move(state)
    state, _ = act(state, SEAT, "move_to", location="loc-02")
    assert {a["colour"] for a in legal(state, SEAT) if a["type"] == "rescue"} == {"black", "red"}
    state, _ = act(state, SEAT, "rescue", colour="black")
    assert state["players"][SEAT]["cubes"]["black"] == 1 and sum(state["players"][SEAT]["cubes"].values()) == 1
    assert state["land"]["cubes"]["loc-02"]["black"] == 0 and state["land"]["cubes"]["loc-02"]["red"] == 2
    assert top_kind(state) == "move"


def test_a_single_colour_is_rescued_without_asking(state):
    set_land(state, loc_02={"red": 2})
    give(state, SEAT, engine=9, airship="loc-01", cubes={c: 0 for c in content().gem_colours})
    move(state)
    state, _ = act(state, SEAT, "move_to", location="loc-02")
    assert state["players"][SEAT]["cubes"]["red"] == 1 and top_kind(state) == "move"


def test_no_cube_is_rescued_at_the_start_location(state):
    set_land(state, loc_01={"red": 2})
    give(state, SEAT, engine=9, airship="loc-01")
    move(state)
    state, _ = act(state, SEAT, "move_to", location="loc-02")
    assert state["land"]["cubes"]["loc-01"]["red"] == 2


# -- domination (row 31) -----------------------------------------------------------------------------------
def test_an_empty_final_location_may_be_dominated(state):
    set_land(state)
    give(state, SEAT, engine=9, airship="loc-01")
    move(state)
    state, _ = act(state, SEAT, "move_to", location="loc-02")
    state, _ = act(state, SEAT, "stop")
    assert top_kind(state) == "dominate"
    state, _ = act(state, SEAT, "dominate")
    assert state["land"]["houses"]["loc-02"] == SEAT


def test_a_location_emptied_by_the_rescue_may_be_dominated(state):
    set_land(state, loc_02={"red": 1})
    give(state, SEAT, engine=9, airship="loc-01")
    move(state)
    state, _ = act(state, SEAT, "move_to", location="loc-02")
    state, _ = act(state, SEAT, "stop")
    assert top_kind(state) == "dominate"


def test_a_final_location_with_cubes_left_cannot_be_dominated(state):
    set_land(state, loc_02={"red": 2})
    give(state, SEAT, engine=9, airship="loc-01")
    move(state)
    state, _ = act(state, SEAT, "move_to", location="loc-02")
    state, _ = act(state, SEAT, "stop")
    assert top_kind(state) != "dominate" and "loc-02" not in state["land"]["houses"]


def test_a_final_location_with_a_house_token_cannot_be_dominated(state):
    set_land(state)
    state["land"]["houses"]["loc-02"] = 1
    give(state, SEAT, engine=9, airship="loc-01")
    move(state)
    state, _ = act(state, SEAT, "move_to", location="loc-02")
    state, _ = act(state, SEAT, "stop")
    assert top_kind(state) != "dominate" and state["land"]["houses"]["loc-02"] == 1


def test_domination_may_be_declined(state):
    set_land(state)
    give(state, SEAT, engine=9, airship="loc-01")
    move(state)
    state, _ = act(state, SEAT, "move_to", location="loc-02")
    state, _ = act(state, SEAT, "stop")
    state, _ = act(state, SEAT, "decline")
    assert "loc-02" not in state["land"]["houses"]


def test_a_move_of_no_links_dominates_nothing(state):
    set_land(state)
    give(state, SEAT, engine=9, airship="loc-01")
    move(state)
    state, _ = act(state, SEAT, "stop")
    assert top_kind(state) != "dominate" and find(state, SEAT, "dominate") is None

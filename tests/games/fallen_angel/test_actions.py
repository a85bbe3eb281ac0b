"""The Action tiles' resource actions: Gem Mining, Gems to Shields, Shields to Engine, and the dispatch by
strength (rows 24-26; examples E1, E2, E3)."""
from __future__ import annotations

import pytest

from shared.games.fallen_angel import conversions, mining, tile_actions
from shared.games.fallen_angel.content import content
from tests.games.fallen_angel.airship_fixtures import (city_gems, give_turn, main_state, run, seat_of, set_city,
                                                       storage, top_step)
from tests.games.fallen_angel.helpers import (act, dice_of, find, give, legal, legal_types, put_group, set_dice,
                                              top_kind)

NEAR, DISTANT = "triangle", "circle"


@pytest.fixture
def state():
    return main_state(3)


def yellow(state):
    return seat_of(state, "yellow")


def quota(level: int) -> int:
    return content().strength("gem_mining", level)


def mines(state, seat):
    """The (region, colour) pairs offered by the open mining step."""
    return {(a["region"], a["colour"]) for a in top_legal(state, seat) if a["type"] == "mine"}


def top_legal(state, seat):
    return legal(state, seat)


# -- Gem Mining (row 24, E1) -----------------------------------------------------------------------------------
def test_example_e1_a_second_group_mines_two_near_gems_and_one_distant_gem(state):
    seat = yellow(state)
    sec = next(s for s, spot in state["sections"].items()
               if spot["tile"]["kind"] == "action" and content().action_type(spot["tile"]["id"]) == "gem_mining")
    near = state["sections"][sec]["region"]
    distant = next(r for r in content().regions if r != near)
    give_turn(state, seat)
    set_dice(state, seat, [6, 2])
    put_group(state, sec, [dice_of(state, seat, "discarded")[0]], [1])  # Yellow's 1st group there
    set_city(state, **{near: {"red": 3}, distant: {"blue": 2}})
    give(state, seat, storage=storage(), engine=4)
    costs = content().storage_costs
    assert list(costs[:3]) == [0, 1, 1]  # the example's three rightmost compartments
    state, _ = act(state, seat, "place", section=sec)
    state, _ = act(state, seat, "place_dice", values=[6])
    state, _ = act(state, seat, "use_tile", section=sec)
    assert top_step(state)["quota"] == quota(2)
    state, _ = act(state, seat, "mine", region=near, colour="red")
    state, _ = act(state, seat, "mine", region=near, colour="red")
    assert (near, "red") not in mines(state, seat)  # the 2-per-Region limit
    state, _ = act(state, seat, "mine", region=distant, colour="blue")
    player = state["players"][seat]
    assert top_kind(state) != "mine"  # all 4 quotas used
    assert player["storage"] == storage("red", "red", "blue")
    assert player["engine"] == 4 - sum(costs[:3])
    assert city_gems(state, near) == 1 and city_gems(state, distant) == 1


def test_a_third_gem_from_one_region_is_refused(state):
    seat = yellow(state)
    set_city(state, triangle={"red": 4})
    give(state, seat, storage=storage(), engine=9)
    run(state, mining.start, seat, NEAR, quota(3))
    for _ in range(content().mining["max_per_region"]):
        state, _ = act(state, seat, "mine", region=NEAR, colour="red")
    assert find(state, seat, "mine", region=NEAR) is None


def test_a_distant_gem_costs_two_quotas(state):
    seat = yellow(state)
    set_city(state, triangle={"red": 2}, circle={"blue": 2})
    give(state, seat, storage=storage(), engine=9)
    run(state, mining.start, seat, NEAR, quota(1))
    state, _ = act(state, seat, "mine", region=DISTANT, colour="blue")
    assert top_kind(state) != "mine"  # 2 quotas spent on one distant gem


def test_one_quota_left_buys_a_near_gem_but_no_distant_one(state):
    seat = yellow(state)
    set_city(state, triangle={"red": 2}, circle={"blue": 2})
    give(state, seat, storage=storage(), engine=9)
    run(state, mining.start, seat, NEAR, 1)
    assert mines(state, seat) == {(NEAR, "red")}


def test_mining_without_engine_for_the_next_compartment_loses_the_quota(state):
    seat = yellow(state)
    set_city(state, triangle={"red": 3})
    give(state, seat, storage=storage("blue"), engine=content().storage_costs[1] - 1)
    ev = run(state, mining.start, seat, NEAR, quota(2))
    assert top_kind(state) != "mine"
    assert ev[-1]["type"] == "mining_ended" and ev[-1]["data"]["quota_lost"] == quota(2)


def test_mining_with_a_full_storage_loses_the_quota(state):
    seat = yellow(state)
    set_city(state, triangle={"red": 3})
    give(state, seat, storage=storage(*["blue"] * content().storage_size), engine=9)
    run(state, mining.start, seat, NEAR, quota(3))
    assert top_kind(state) != "mine"


def test_the_engine_running_out_ends_mining_with_quota_left(state):
    seat = yellow(state)
    set_city(state, triangle={"red": 2}, square={"blue": 2})
    costs = content().storage_costs
    give(state, seat, storage=storage(), engine=costs[0] + costs[1])
    run(state, mining.start, seat, NEAR, quota(3))
    state, _ = act(state, seat, "mine", region=NEAR, colour="red")
    state, _ = act(state, seat, "mine", region=NEAR, colour="red")
    assert state["players"][seat]["engine"] == 0 and top_kind(state) != "mine"


def test_stopping_loses_the_quota_left(state):
    seat = yellow(state)
    set_city(state, triangle={"red": 2})
    give(state, seat, storage=storage(), engine=9)
    run(state, mining.start, seat, NEAR, quota(2))
    state, ev = act(state, seat, "stop")
    assert state["players"][seat]["storage"] == storage() and ev[0]["data"]["quota_lost"] == quota(2)


# -- Gems to Shields (row 25, E2) ------------------------------------------------------------------------------
def gems_to_shields(state, seat, level):
    run(state, conversions.start_gems_to_shields, seat, content().strength("gems_to_shields", level))


def rates():
    return content().gems_to_shields


def test_example_e2_three_gems_with_honor_for_the_black_give_five_shields(state):
    seat = yellow(state)
    give(state, seat, storage=storage("yellow", "red", "black", "blue"), shields=0, honor=2, engine=3)
    before = dict(state["players"][seat]["consumed"])
    gems_to_shields(state, seat, 3)
    for colour in ("yellow", "red", "black"):
        state, _ = act(state, seat, "convert", colour=colour)
    state, _ = act(state, seat, "boost")
    player = state["players"][seat]
    assert player["shields"] == rates()["own"] + rates()["other"] + rates()["black_boosted"] == 5
    assert player["honor"] == 2 - rates()["boost_honor"]
    assert {c: player["consumed"][c] - before[c] for c in ("yellow", "red", "black")} == {
        "yellow": 1, "red": 1, "black": 1}
    assert player["storage"] == storage("blue") and player["engine"] == 3


def test_example_e2_without_the_honor_the_same_gems_give_four_shields(state):
    seat = yellow(state)
    give(state, seat, storage=storage("yellow", "red", "black"), shields=0, honor=2)
    gems_to_shields(state, seat, 3)
    for colour in ("yellow", "red", "black"):
        state, _ = act(state, seat, "convert", colour=colour)
    state, _ = act(state, seat, "decline")
    assert state["players"][seat]["shields"] == 4 and state["players"][seat]["honor"] == 2


def test_a_player_without_honor_is_not_asked_to_boost_black_gems(state):
    seat = yellow(state)
    give(state, seat, storage=storage("black", "black"), shields=0, honor=0)
    gems_to_shields(state, seat, 2)
    state, _ = act(state, seat, "convert", colour="black")
    state, _ = act(state, seat, "convert", colour="black")
    assert top_kind(state) != "black_boost" and state["players"][seat]["shields"] == 2 * rates()["black"]


def test_one_honor_boosts_every_black_gem_of_the_action(state):
    seat = yellow(state)
    give(state, seat, storage=storage("black", "black"), shields=0, honor=1)
    gems_to_shields(state, seat, 2)
    state, _ = act(state, seat, "convert", colour="black")
    state, _ = act(state, seat, "convert", colour="black")
    state, _ = act(state, seat, "boost")
    assert state["players"][seat]["shields"] == 2 * rates()["black_boosted"]
    assert state["players"][seat]["honor"] == 1 - rates()["boost_honor"]


def test_strength_one_converts_a_single_gem(state):
    seat = yellow(state)
    give(state, seat, storage=storage("red", "red"), shields=0)
    gems_to_shields(state, seat, 1)
    state, _ = act(state, seat, "convert", colour="red")
    assert top_kind(state) != "gem_to_shield" and state["players"][seat]["storage"] == storage("red")


def test_converted_shields_above_the_top_are_lost(state):
    seat = yellow(state)
    give(state, seat, storage=storage("yellow"), shields=content().shield_max - 1)
    gems_to_shields(state, seat, 1)
    state, _ = act(state, seat, "convert", colour="yellow")
    assert state["players"][seat]["shields"] == content().shield_max


def test_gems_to_shields_with_an_empty_storage_opens_nothing(state):
    seat = yellow(state)
    give(state, seat, storage=storage())
    gems_to_shields(state, seat, 3)
    assert top_kind(state) != "gem_to_shield"


# -- Shields to Engine (row 26, E3) ----------------------------------------------------------------------------
def shields_to_engine(state, seat, level):
    run(state, conversions.start_shields_to_engine, seat, content().strength("shields_to_engine", level))


def test_example_e3_a_first_visit_converts_nothing_and_a_second_fills_the_engine(state):
    seat = yellow(state)
    give(state, seat, engine=0, shields=3)
    shields_to_engine(state, seat, 1)
    state, _ = act(state, seat, "done")
    assert (state["players"][seat]["shields"], state["players"][seat]["engine"]) == (3, 0)
    shields_to_engine(state, seat, 2)
    state, _ = act(state, seat, "convert_shields", shields=3)
    rate = content().strength("shields_to_engine", 2)
    player = state["players"][seat]
    assert player["shields"] == 0 and player["engine"] == min(content().engine_max, 3 * rate) == 9


def test_shields_whose_engine_would_all_be_lost_are_not_offered(state):
    seat = yellow(state)
    give(state, seat, engine=content().engine_max - 3, shields=5)
    shields_to_engine(state, seat, 1)
    offered = [a["shields"] for a in top_legal(state, seat) if a["type"] == "convert_shields"]
    assert offered == [1, 2]  # 2 Shields at 1:2 already overflow the meter by 1


def test_shields_to_engine_at_the_engine_top_opens_nothing(state):
    seat = yellow(state)
    give(state, seat, engine=content().engine_max, shields=5)
    shields_to_engine(state, seat, 3)
    assert top_kind(state) != "shields_to_engine"


# -- the dispatch by strength -------------------------------------------------------------------------------------
@pytest.mark.parametrize("level", [1, 2, 3])
def test_an_action_tile_runs_its_action_at_the_strength_value(state, level):
    seat = yellow(state)
    set_city(state, triangle={"red": 2})
    give(state, seat, storage=storage(), engine=9)
    sec = next(s for s, spot in state["sections"].items() if spot["tile"]["kind"] == "action"
               and content().action_type(spot["tile"]["id"]) == "gem_mining")
    run(state, tile_actions.start, seat, state["sections"][sec]["tile"]["id"], level)
    step = top_step(state)
    assert step["kind"] == "mine" and step["quota"] == quota(level)
    assert step["region"] == state["sections"][sec]["region"]
    assert "stop" in legal_types(state, seat)

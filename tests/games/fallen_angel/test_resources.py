"""Airship resources: track caps, VP below 0, the gem storage and its Engine costs, consumed gems, cubes, and the
Full Gear bonus (rows 24-26, 45, 50's VP assumption)."""
from __future__ import annotations

import pytest

from shared.games.fallen_angel import resources
from shared.games.fallen_angel.content import content
from tests.games.fallen_angel.airship_fixtures import main_state, storage
from tests.games.fallen_angel.helpers import give

SEAT = 0


@pytest.fixture
def state():
    return main_state(3)


def player(state):
    return state["players"][SEAT]


# -- tracks ------------------------------------------------------------------------------------------------------
def test_shields_above_the_top_of_the_track_are_lost(state):
    top = content().shield_max
    give(state, SEAT, shields=top - 1)
    got = resources.gain(state, SEAT, [], shields=3)
    assert player(state)["shields"] == top and got == {"shields": 1}


def test_engine_stops_at_the_top_of_the_meter(state):
    top = content().engine_max
    give(state, SEAT, engine=top - 2)
    resources.gain(state, SEAT, [], engine=5)
    assert player(state)["engine"] == top


def test_honor_and_vp_have_no_top(state):
    give(state, SEAT, honor=40, vp=200)
    resources.gain(state, SEAT, [], honor=5, vp=7)
    assert (player(state)["honor"], player(state)["vp"]) == (45, 207)


def test_vp_may_go_below_zero(state):
    give(state, SEAT, vp=1)
    ev = []
    resources.lose_vp(state, SEAT, 3, ev, "test")
    assert player(state)["vp"] == -2 and ev[-1]["type"] == "vp_lost"


def test_spending_more_than_the_player_holds_is_refused(state):
    give(state, SEAT, honor=0)
    assert not resources.can_spend(player(state), honor=1)
    with pytest.raises(ValueError):
        resources.spend(state, SEAT, [], honor=1)


# -- storage (row 24) --------------------------------------------------------------------------------------------
def test_gems_fill_the_storage_from_the_right_paying_each_compartment_cost(state):
    costs = content().storage_costs
    give(state, SEAT, storage=storage(), engine=content().engine_max)
    paid = [resources.store_gem(state, SEAT, colour, []) for colour in ("red", "blue", "black")]
    assert paid == list(costs[:3])
    assert player(state)["storage"] == storage("red", "blue", "black")
    assert player(state)["engine"] == content().engine_max - sum(costs[:3])


def test_the_free_compartment_is_fillable_at_engine_zero_but_a_costly_one_is_not(state):
    costs = content().storage_costs
    give(state, SEAT, storage=storage(), engine=0)
    assert costs[0] == 0 and resources.can_store(player(state))
    give(state, SEAT, storage=storage("red"), engine=costs[1] - 1)
    assert not resources.can_store(player(state))


def test_a_full_storage_takes_no_gem(state):
    give(state, SEAT, storage=storage(*["red"] * content().storage_size), engine=content().engine_max)
    assert resources.next_cost(player(state)) is None and not resources.can_store(player(state))


def test_removed_gems_let_the_others_shift_right_for_free(state):
    give(state, SEAT, storage=storage("red", "blue", "green"), engine=1)
    resources.consume_gem(state, SEAT, "red", [])
    assert player(state)["storage"] == storage("blue", "green") and player(state)["engine"] == 1


def test_consumed_gems_are_kept_by_colour_beside_the_mat(state):
    give(state, SEAT, storage=storage("black", "blue", "black"))
    before = dict(player(state)["consumed"])
    resources.consume_gem(state, SEAT, "black", [])
    resources.consume_gem(state, SEAT, "black", [])
    assert player(state)["consumed"]["black"] == before["black"] + 2
    assert player(state)["storage"] == storage("blue")


def test_a_gem_given_for_free_pays_no_engine(state):
    give(state, SEAT, storage=storage("red"), engine=0)
    resources.store_gem(state, SEAT, "blue", [], pay=False)
    assert player(state)["storage"] == storage("red", "blue") and player(state)["engine"] == 0


def test_cubes_join_the_mat_by_colour(state):
    before = resources.cube_count(player(state))
    resources.add_cube(state, SEAT, "black", [])
    assert resources.cube_count(player(state)) == before + 1 and player(state)["cubes"]["black"] >= 1


# -- Full Gear (row 45) ----------------------------------------------------------------------------------------
def test_reaching_the_shield_top_gains_the_full_gear_vp_once(state):
    give(state, SEAT, shields=content().shield_max - 1, vp=10)
    ev = []
    resources.gain(state, SEAT, ev, shields=1)
    assert player(state)["vp"] == 10 + content().full_gear_vp["shields"]
    assert player(state)["bonus"]["shields"] is True
    assert any(e["type"] == "full_gear" for e in ev)
    resources.spend(state, SEAT, [], shields=1)
    resources.gain(state, SEAT, [], shields=1)
    assert player(state)["vp"] == 10 + content().full_gear_vp["shields"]


def test_reaching_the_engine_top_gains_its_full_gear_vp(state):
    give(state, SEAT, engine=content().engine_max - 1, vp=0)
    resources.gain(state, SEAT, [], engine=3)
    assert player(state)["vp"] == content().full_gear_vp["engine"] and player(state)["bonus"]["engine"]


def test_a_track_below_its_top_earns_no_full_gear(state):
    give(state, SEAT, engine=0, vp=0)
    resources.gain(state, SEAT, [], engine=content().engine_max - 1)
    assert player(state)["vp"] == 0 and not player(state)["bonus"]["engine"]


def test_filling_the_last_compartment_gains_the_storage_full_gear_vp(state):
    size = content().storage_size
    give(state, SEAT, storage=storage(*["red"] * (size - 1)), engine=content().engine_max, vp=0)
    resources.store_gem(state, SEAT, "red", [])
    assert player(state)["vp"] == content().full_gear_vp["storage"] and player(state)["bonus"]["storage"]


def test_filling_the_third_barrack_slot_gains_the_barracks_full_gear_vp(state):
    slots = list(player(state)["barracks"])
    filled = {s: ["black", "red", "red", "blue", "blue"] for s in slots[:-1]}
    give(state, SEAT, vp=0, barracks={**filled, slots[-1]: None})
    resources.check_full_gear(state, SEAT, [])
    assert player(state)["vp"] == 0
    player(state)["barracks"][slots[-1]] = ["black", "red", "red", "red", "red"]
    resources.check_full_gear(state, SEAT, [])
    assert player(state)["vp"] == content().full_gear_vp["barracks"] and player(state)["bonus"]["barracks"]

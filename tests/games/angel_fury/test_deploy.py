"""Deploying reinforcements on spawn points: area then count, capacity, the spawn sync with seraphs, and leaders
back from reinforcements (AF-15, AF-16, AF-E12)."""
import pytest

from shared.games.angel_fury import deploy
from shared.games.angel_fury.content import content

from tests.games.angel_fury.helpers import (EVIL, act, clear_area, clear_board, find, fresh, give, kill_leader, legal,
                                            legal_types, place, started, top_kind, units)

EVIL_ALTAR, GOOD_ALTAR = "r1c2", "r5c2"
OPEN = "r3c2"  # an area without terrain


def evil_turn(**kw) -> dict:
    """Evil's first turn on an empty board, with 9 reinforcements."""
    state = clear_board(started(**kw))
    return give(state, EVIL, reinforcements=9)


def deploy_areas(state, seat=EVIL) -> list:
    return sorted(a["area"] for a in legal(state, seat) if a["type"] == "deploy")


def test_deploying_picks_the_area_then_how_many_and_costs_only_the_reinforcements():
    state = evil_turn()
    give(state, EVIL, reinforcements=4)
    state, _ = act(state, EVIL, "deploy", area=EVIL_ALTAR)
    assert top_kind(state) == "deploy_count" and [a["count"] for a in legal(state, EVIL)] == [1, 2, 3, 4]
    state, events = act(state, EVIL, "deploy_count", count=3)
    assert units(state, EVIL_ALTAR, "black") == 3 and state["players"][EVIL]["reinforcements"] == 1
    assert state["players"][EVIL]["commands"]["used"] == 0
    assert find(state, EVIL, "deploy", area=EVIL_ALTAR) is not None


def test_your_altar_and_your_seraphs_are_spawn_points_and_nothing_else_is():
    state = evil_turn()
    place(state, OPEN, "black", leaders=("black-seraph-1",))
    place(state, "r3c5", "black", 2)
    assert deploy_areas(state) == sorted([EVIL_ALTAR, OPEN])


def test_the_enemy_on_your_altar_stops_deploying_there():
    state = evil_turn()
    place(state, EVIL_ALTAR, "yellow", 1)
    assert EVIL_ALTAR not in deploy_areas(state)


def test_deploying_may_not_exceed_the_space_left_in_the_area():
    state = evil_turn()
    place(state, EVIL_ALTAR, "black", 2, leaders=("black-arch",))
    state, _ = act(state, EVIL, "deploy", area=EVIL_ALTAR)
    assert max(a["count"] for a in legal(state, EVIL)) == content().area_slots - content().sizes["arch"] - 2


def test_a_full_spawn_point_is_not_offered():
    state = evil_turn()
    place(state, EVIL_ALTAR, "black", 5, leaders=("black-seraph-1",))
    assert EVIL_ALTAR not in deploy_areas(state)


def test_nothing_is_deployed_without_reinforcements():
    state = give(evil_turn(), EVIL, reinforcements=0)
    assert "deploy" not in legal_types(state, EVIL)


def test_units_spawned_at_an_uncommanded_seraph_may_still_be_commanded():
    state = evil_turn()
    place(state, OPEN, "black", leaders=("black-seraph-1",))
    state, _ = act(state, EVIL, "deploy", area=OPEN)
    state, _ = act(state, EVIL, "deploy_count", count=5)
    assert fresh(state, OPEN, "black") == 5


def test_units_spawned_at_a_seraph_already_commanded_count_as_commanded():
    state = evil_turn()
    place(state, OPEN, "black", leaders=("black-seraph-1",))
    state["leaders"]["black-seraph-1"]["commanded"] = True
    state, events = act(state, EVIL, "deploy", area=OPEN)
    state, events = act(state, EVIL, "deploy_count", count=5)
    assert units(state, OPEN, "black") == 5 and fresh(state, OPEN, "black") == 0
    assert [e["data"]["commanded"] for e in events if e["type"] == "deployed"] == [True]


def test_units_spawned_at_your_altar_are_fresh_even_beside_a_commanded_seraph():
    state = evil_turn()
    place(state, EVIL_ALTAR, "black", leaders=("black-seraph-1",))
    state["leaders"]["black-seraph-1"]["commanded"] = True
    state, _ = act(state, EVIL, "deploy", area=EVIL_ALTAR)
    state, _ = act(state, EVIL, "deploy_count", count=2)
    assert fresh(state, EVIL_ALTAR, "black") == 2


def test_a_leader_sent_to_reinforcements_is_redeployed_free_at_your_altar():
    state = evil_turn()
    clear_area(state, "r2c2")  # the arch stood there; clear_board left it off the board, alive
    assert state["leaders"]["black-arch"]["area"] is None
    state, events = act(state, EVIL, "deploy_leader", leader="black-arch", area=EVIL_ALTAR)
    assert state["leaders"]["black-arch"]["area"] == EVIL_ALTAR and not state["leaders"]["black-arch"]["commanded"]


def test_spawn_points_map_each_area_to_whether_its_spawns_are_fresh():
    state = evil_turn()
    place(state, OPEN, "black", leaders=("black-seraph-2",))
    state["leaders"]["black-seraph-2"]["commanded"] = True
    assert deploy.spawn_points(state, EVIL) == {EVIL_ALTAR: True, OPEN: False}


# -- rebuying a seraph (AF-26) -----------------------------------------------------------------------------------------
def test_a_destroyed_seraph_is_rebought_for_five_of_each_at_your_own_altar():
    state = give(started(), EVIL, reinforcements=0)
    kill_leader(state, "black-seraph-1")
    clear_area(state, EVIL_ALTAR)
    give(state, EVIL, crystals=5, reinforcements=5)
    state, _ = act(state, EVIL, "rebuy_seraph", leader="black-seraph-1")
    state, _ = act(state, EVIL, "rebuy_at", area=EVIL_ALTAR)
    leader = state["leaders"]["black-seraph-1"]
    assert leader["alive"] and leader["area"] == EVIL_ALTAR
    assert "black-seraph-1" in state["areas"][EVIL_ALTAR]["leaders"]
    assert state["players"][EVIL]["crystals"] == 0 and state["players"][EVIL]["reinforcements"] == 0


@pytest.mark.parametrize("blocker", ["black-arch", "black-seraph-2"])
def test_a_seraph_is_never_rebought_where_a_large_piece_stands(blocker):
    state = give(started(), EVIL, reinforcements=0)
    kill_leader(state, "black-seraph-1")
    clear_area(state, EVIL_ALTAR)
    place(state, EVIL_ALTAR, "black", leaders=(blocker,))
    give(state, EVIL, crystals=5, reinforcements=5)
    assert "rebuy_seraph" not in legal_types(state, EVIL)


def test_a_seraph_is_not_rebought_while_the_enemy_holds_your_altar():
    state = give(started(), EVIL, reinforcements=0)
    kill_leader(state, "black-seraph-1")
    clear_area(state, EVIL_ALTAR)
    place(state, EVIL_ALTAR, "yellow", 1)
    give(state, EVIL, crystals=5, reinforcements=5)
    assert "rebuy_seraph" not in legal_types(state, EVIL)


# -- AF-E12: the spawn sync, through real commands ---------------------------------------------------------------------
LONE, AWAY, TARGET = "r3c2", "r2c2", "r4c2"


def lone_tormentor() -> dict:
    """Evil's turn: a lone tormentor at r3c2, 10 reinforcements, 2 angels at r4c2 to attack."""
    state = give(evil_turn(), EVIL, reinforcements=10)
    place(state, LONE, "black", leaders=("black-seraph-1",))
    return place(state, TARGET, "yellow", 2)


def spawn(state, area, count):
    state, _ = act(state, EVIL, "deploy", area=area)
    return act(state, EVIL, "deploy_count", count=count)[0]


def command(state, area, minions, leaders, to):
    state, _ = act(state, EVIL, "command", area=area)
    state, _ = act(state, EVIL, "troop", colour="black", minions=minions, leaders=leaders)
    return act(state, EVIL, "step", area=to)[0]


def test_example_af_e12_spawn_move_spawn_then_attack_with_the_tormentor_is_legal():
    state = spawn(lone_tormentor(), LONE, 5)
    state = command(state, LONE, 5, [], AWAY)
    if top_kind(state) == "command_path":
        state, _ = act(state, EVIL, "stop")
    state = spawn(state, LONE, 5)
    assert fresh(state, LONE, "black") == 5
    state, _ = act(state, EVIL, "command", area=LONE)
    attack = [a for a in legal(state, EVIL) if a["type"] == "troop" and a["minions"] == 5]
    assert ["black-seraph-1"] in [a["leaders"] for a in attack]
    state, _ = act(state, EVIL, "troop", colour="black", minions=5, leaders=["black-seraph-1"])
    state, events = act(state, EVIL, "step", area=TARGET)
    assert any(e["type"].startswith("battle") for e in events)


def test_example_af_e12_spawning_after_the_tormentor_moved_gives_units_that_cannot_attack():
    state = command(lone_tormentor(), LONE, 0, ["black-seraph-1"], AWAY)
    if top_kind(state) == "command_path":
        state, _ = act(state, EVIL, "stop")
    state = spawn(state, AWAY, 5)
    assert units(state, AWAY, "black") == 5 and fresh(state, AWAY, "black") == 0
    assert AWAY not in [a["area"] for a in legal(state, EVIL) if a["type"] == "command"]

"""Area capacity: 9 slots, unit and terrain sizes, one large piece; controlled, friendly, enemy and empty areas
(AF-11, AF-13)."""
from __future__ import annotations

import pytest

from shared.games.angel_fury import board, capacity
from shared.games.angel_fury.content import content
from tests.games.angel_fury.helpers import clear_board, leader_id, place, started

PLAIN, FOUNTAIN, MOUNTAIN = "r3c2", "r2c5", "r2c3"


@pytest.fixture
def state():
    return clear_board(started())


def slots() -> int:
    return content().area_slots


def size(kind: str) -> int:
    return content().sizes[kind]


# -- sizes and legal fills (AF-11) ----------------------------------------------------------------------------------
def test_the_fixture_areas_are_plain_fountain_and_mountain(state):
    assert [state["areas"][a]["terrain"] for a in (PLAIN, FOUNTAIN, MOUNTAIN)] == [None, "fountain", "mountain"]


def test_an_empty_plain_area_takes_a_full_troop_of_minions_and_no_more(state):
    assert capacity.can_fit(state, PLAIN, "black", slots(), [])
    assert not capacity.can_fit(state, PLAIN, "black", slots() + 1, [])


def test_a_seraph_leaves_room_for_five_minions(state):
    seraph = leader_id(state, "black", "seraph")
    assert capacity.can_fit(state, PLAIN, "black", slots() - size("seraph"), [seraph])
    assert not capacity.can_fit(state, PLAIN, "black", slots() - size("seraph") + 1, [seraph])


def test_an_arch_leaves_room_for_three_minions(state):
    arch = leader_id(state, "black", "arch")
    place(state, PLAIN, "black", leaders=(arch,))
    assert capacity.free_slots(state, PLAIN) == slots() - size("arch") == 3
    assert capacity.can_fit(state, PLAIN, "black", 3, [])
    assert not capacity.can_fit(state, PLAIN, "black", 4, [])


def test_two_large_pieces_never_share_an_area_even_with_slots_left(state):
    place(state, PLAIN, "black", leaders=(leader_id(state, "black", "seraph", 1),))
    assert capacity.free_slots(state, PLAIN) >= size("seraph")
    assert not capacity.can_fit(state, PLAIN, "black", 0, [leader_id(state, "black", "seraph", 2)])


def test_a_fountain_is_a_large_piece_leaving_five_slots_for_minions_only(state):
    assert capacity.free_slots(state, FOUNTAIN) == slots() - size("fountain") == 5
    assert capacity.can_fit(state, FOUNTAIN, "black", 5, [])
    assert not capacity.can_fit(state, FOUNTAIN, "black", 0, [leader_id(state, "black", "seraph")])


def test_space_counts_every_colours_units(state):
    place(state, PLAIN, "black", 4)
    place(state, PLAIN, "yellow", 3)
    assert capacity.used_slots(state, PLAIN) == 7
    assert not capacity.can_fit(state, PLAIN, "yellow", 3, [])


def test_an_overfull_area_is_not_a_legal_fill(state):
    place(state, FOUNTAIN, "black", 6)
    assert capacity.free_slots(state, FOUNTAIN) == -1 and not capacity.fits(state, FOUNTAIN)
    place(state, PLAIN, "black", 5, leaders=(leader_id(state, "black", "seraph"),))
    assert capacity.fits(state, PLAIN)


def test_split_to_fit_keeps_the_leader_first_then_fills_with_minions(state):
    place(state, PLAIN, "black", 2)
    arch = leader_id(state, "black", "arch")
    assert capacity.split_to_fit(state, PLAIN, "black", 3, [arch]) == (1, [arch])
    assert capacity.split_to_fit(state, FOUNTAIN, "black", 7, [arch]) == (5, [])


# -- area definitions (AF-13) ---------------------------------------------------------------------------------------
def test_an_area_with_your_units_is_controlled_and_friendly_but_not_enemy(state):
    place(state, PLAIN, "black", 1)
    assert capacity.is_controlled(state, PLAIN, "black") and capacity.is_friendly(state, PLAIN, "black")
    assert not capacity.is_enemy(state, PLAIN, "black") and capacity.is_enemy(state, PLAIN, "yellow")


def test_a_leader_alone_controls_its_area(state):
    place(state, PLAIN, "yellow", leaders=(leader_id(state, "yellow", "seraph"),))
    assert capacity.is_controlled(state, PLAIN, "yellow") and capacity.is_enemy(state, PLAIN, "black")


def test_a_co_players_area_is_friendly_but_not_controlled(state):
    state["areas"][PLAIN]["units"]["red"] = {"minions": 2, "fresh": 2}
    assert capacity.is_friendly(state, PLAIN, "black") and not capacity.is_controlled(state, PLAIN, "black")
    assert capacity.is_enemy(state, PLAIN, "white")


def test_a_resource_area_is_never_empty_and_a_plain_one_is_empty_without_units(state):
    assert capacity.is_empty(state, PLAIN) and not capacity.is_empty(state, FOUNTAIN)
    assert capacity.is_resource(state, MOUNTAIN) and not capacity.is_resource(state, PLAIN)
    place(state, PLAIN, "yellow", 1)
    assert not capacity.is_empty(state, PLAIN)


def test_the_soul_and_the_altars_count_as_empty_without_units(state):
    special = [board.soul(state), *board.altars(state)]
    assert all(capacity.is_empty(state, a) for a in special)
    place(state, board.soul(state), "black", 1)
    assert not capacity.is_empty(state, board.soul(state))

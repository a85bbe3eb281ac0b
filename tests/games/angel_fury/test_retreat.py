"""Retreats: the defender backwards toward its own side, to reinforcements from the back row, when the attacker
came from behind or when nothing fits; the attacker back to the area it entered from; leaders sent to
reinforcements stay alive for redeployment (AF-37, AF-45, AF-46; example AF-E7's retreat)."""
from __future__ import annotations

import pytest

from shared.games.angel_fury import board, deploy, retreat
from tests.games.angel_fury.helpers import EVIL, GOOD, clear_board, fresh, place, started, units

#: small board side A (content boards.json): row 1 is evil's back row, row 5 good's
MIDDLE, TOWARD_EVIL, TOWARD_GOOD, SIDE = "r3c2", "r2c2", "r4c2", "r3c1"
SLOTS = 9


@pytest.fixture
def state():
    return clear_board(started())


def reinforcements(state, seat):
    return state["players"][seat]["reinforcements"]


# -- the defender's target (AF-45) ----------------------------------------------------------------------------------
def test_each_side_retreats_backwards_toward_its_own_edge(state):
    assert retreat.defender_target(state, MIDDLE, "black", SIDE) == TOWARD_EVIL
    assert retreat.defender_target(state, MIDDLE, "yellow", SIDE) == TOWARD_GOOD
    assert board.backwards(state, "evil", MIDDLE) == TOWARD_EVIL


def test_a_defender_in_its_back_row_retreats_to_reinforcements(state):
    assert retreat.defender_target(state, "r1c3", "black", "r2c3") is None
    assert retreat.defender_target(state, "r5c3", "yellow", "r4c3") is None
    assert retreat.defender_target(state, "r1c3", "yellow", "r1c2") == "r2c3"


def test_a_defender_attacked_from_behind_retreats_to_reinforcements(state):
    assert retreat.defender_target(state, MIDDLE, "yellow", TOWARD_GOOD) is None
    assert retreat.defender_target(state, MIDDLE, "yellow", TOWARD_EVIL) == TOWARD_GOOD


def test_a_defender_never_retreats_into_an_area_the_enemy_holds(state):
    place(state, TOWARD_GOOD, "black", 1)
    assert retreat.defender_target(state, MIDDLE, "yellow", SIDE) is None


# -- moving the units (AF-45) ---------------------------------------------------------------------------------------
def test_the_defender_retreats_as_many_as_fit_and_the_rest_go_to_reinforcements(state):
    place(state, MIDDLE, "yellow", 4)
    place(state, TOWARD_GOOD, "yellow", SLOTS - 2)
    before = reinforcements(state, GOOD)
    retreat.retreat_backwards(state, MIDDLE, "yellow", 4, [], [], attacker_from=SIDE)
    assert (units(state, TOWARD_GOOD, "yellow"), units(state, MIDDLE, "yellow")) == (SLOTS, 0)
    assert reinforcements(state, GOOD) == before + 2


def test_a_retreating_leader_that_does_not_fit_goes_to_reinforcements_alive_and_may_be_redeployed(state):
    seraph, other = "yellow-seraph-1", "yellow-seraph-2"
    place(state, MIDDLE, "yellow", 2, leaders=(seraph,))
    place(state, TOWARD_GOOD, "yellow", 1, leaders=(other,))
    retreat.retreat_backwards(state, MIDDLE, "yellow", 2, [seraph], [], attacker_from=SIDE)
    assert units(state, TOWARD_GOOD, "yellow") == 3 and state["areas"][TOWARD_GOOD]["leaders"] == [other]
    assert state["leaders"][seraph]["area"] is None and state["leaders"][seraph]["alive"]
    assert not state["areas"][MIDDLE]["leaders"]
    assert any(a["leader"] == seraph for a in deploy.leader_actions(state, GOOD))


def test_the_whole_defence_retreats_together_an_arch_with_its_minions(state):
    place(state, MIDDLE, "black", 2, leaders=("black-arch",))
    retreat.retreat_defender(state, MIDDLE, TOWARD_GOOD, [])
    assert units(state, TOWARD_EVIL, "black") == 2 and state["areas"][TOWARD_EVIL]["leaders"] == ["black-arch"]
    assert state["leaders"]["black-arch"]["area"] == TOWARD_EVIL and not state["areas"][MIDDLE]["units"]


def test_a_retreat_moves_the_commanded_minions_first_and_keeps_the_fresh_ones(state):
    place(state, MIDDLE, "black", 4, fresh_=1)
    retreat.retreat_units(state, "black", 3, [], MIDDLE, TOWARD_EVIL, [])
    assert (fresh(state, MIDDLE, "black"), fresh(state, TOWARD_EVIL, "black")) == (1, 0)


def test_a_retreat_to_reinforcements_empties_the_area(state):
    place(state, "r1c3", "black", 3)
    before = reinforcements(state, EVIL)
    retreat.retreat_backwards(state, "r1c3", "black", 3, [], [], attacker_from="r2c3")
    assert units(state, "r1c3", "black") == 0 and reinforcements(state, EVIL) == before + 3
    assert "black" not in state["areas"]["r1c3"]["units"]


# -- the attacker (AF-46) -------------------------------------------------------------------------------------------
def test_the_attacker_goes_back_to_the_area_it_entered_from(state):
    troop = retreat.troop("black", 3, ["black-arch"])
    retreat.attacker_back(state, EVIL, troop, TOWARD_EVIL, [])
    assert units(state, TOWARD_EVIL, "black") == 3 and state["leaders"]["black-arch"]["area"] == TOWARD_EVIL


def test_after_a_fly_over_what_does_not_fit_back_goes_to_reinforcements(state):
    place(state, TOWARD_EVIL, "black", SLOTS - 4)
    before = reinforcements(state, EVIL)
    retreat.attacker_back(state, EVIL, retreat.troop("black", 3, ["black-arch"]), TOWARD_EVIL, [])
    assert units(state, TOWARD_EVIL, "black") == SLOTS - 1 and reinforcements(state, EVIL) == before
    assert state["leaders"]["black-arch"]["area"] is None and state["leaders"]["black-arch"]["alive"]


def test_an_attacker_retreating_into_a_resource_area_gains_nothing(state):
    fountain = "r3c1"
    crystals, before = state["players"][EVIL]["crystals"], reinforcements(state, EVIL)
    retreat.attacker_back(state, EVIL, retreat.troop("black", 2), fountain, [])
    assert units(state, fountain, "black") == 2
    assert (state["players"][EVIL]["crystals"], reinforcements(state, EVIL)) == (crystals, before)

"""Commands and movement: one troop one orthogonal step, once per turn, multi-step moves through empty, resource
or friendly areas, battles ending a move, overfull destinations, the resource entry bonus, card modifiers
(AF-12, AF-32..AF-38, AF-86, AF-98, AF-117; examples AF-E4 movement part, AF-E5)."""
from __future__ import annotations

import random
from itertools import product

import pytest

from shared.games.angel_fury import battle, board, capacity, command, retreat
from shared.games.angel_fury.content import content
from tests.games.angel_fury.helpers import (EVIL, GAME, GOOD, act, at_turn, clear_area, clear_board, end_turn,
                                            find, fresh, give, leader_id, legal, place, run_until, set_cards, started,
                                            top_kind, units)

#: small board side A: plain areas, the mountain r2c3 / r3c3 and the fountains r2c5 / r3c1 (content boards.json)
PLAIN, NORTH, SOUTH, EAST_M, WEST_F = "r3c2", "r2c2", "r4c2", "r3c3", "r3c1"
FOUNTAIN, BESIDE_FOUNTAIN = "r2c5", "r2c4"
SLOTS = 9


@pytest.fixture
def state():
    """Evil's (black) turn on an empty board."""
    return clear_board(started())


@pytest.fixture
def battles(monkeypatch):
    """battle.start replaced by a recorder: (seat, troop, from_area, area, mods) per battle started."""
    seen = []
    monkeypatch.setattr(battle, "start", lambda state, seat, troop, from_area, area, ev, **mods:
                        seen.append((seat, troop, from_area, area, mods)))
    return seen


def arch(colour="black"):
    return f"{colour}-arch"


def seraph(colour="black", n=1):
    return leader_id(None, colour, "seraph", n)


def command_troop(state, area, minions, leaders=(), seat=EVIL, colour="black"):
    """Take the turn's `command {area}` and choose the troop."""
    state, _ = act(state, seat, "command", area=area)
    state, _ = act(state, seat, "troop", colour=colour, minions=minions, leaders=list(leaders))
    return state


def step(state, area, seat=EVIL):
    return act(state, seat, "step", area=area)[0]


def step_areas(state, seat=EVIL):
    return {a["area"] for a in legal(state, seat) if a["type"] == "step"}


def can_stop(state, seat=EVIL):
    return find(state, seat, "stop") is not None


def card_command(state, seat=EVIL, **mods):
    """A card's command (no area yet), as cards.py starts it, on a copy of the state."""
    state = GAME.clone(state)
    command.start(state, seat, {}, [], **mods)
    return state


def command_troop_from_source(state, area, minions, leaders=()):
    """Answer a card command's source and troop questions."""
    state, _ = act(state, EVIL, "command", area=area)
    return act(state, EVIL, "troop", minions=minions, leaders=list(leaders))[0]


def on_board(state, area, colour="black"):
    return units(state, area, colour), sorted(state["areas"][area]["leaders"])


# -- one troop, one step (AF-32) ------------------------------------------------------------------------------------
def test_a_command_moves_one_troop_one_orthogonal_step_and_spends_a_command(state):
    place(state, PLAIN, "black", 5)
    before = state["players"][EVIL]["commands"]["unused"]
    state = command_troop(state, PLAIN, 3)
    assert step_areas(state) == set(board.neighbours(state, PLAIN)) == {NORTH, SOUTH, EAST_M, WEST_F}
    assert not can_stop(state)  # a command moves the troop
    state = step(state, NORTH)
    assert at_turn(state, EVIL) and (units(state, NORTH, "black"), units(state, PLAIN, "black")) == (3, 2)
    assert state["players"][EVIL]["commands"]["unused"] == before - 1


def test_no_step_is_ever_diagonal(state):
    place(state, PLAIN, "black", 1)
    state = command_troop(state, PLAIN, 1)
    assert not step_areas(state) & set(board.diagonals(state, PLAIN))


def test_the_troop_is_any_fresh_minions_with_or_without_the_areas_leaders(state):
    place(state, PLAIN, "black", 3, leaders=(arch(),))
    state, _ = act(state, EVIL, "command", area=PLAIN)
    troops = {(a["minions"], tuple(a["leaders"])) for a in legal(state, EVIL)}
    assert troops == {(n, lead) for n in range(4) for lead in ((), (arch(),))} - {(0, ())}


def test_a_one_step_troop_ends_its_move_after_one_step(state):
    place(state, PLAIN, "black", 2)
    state = step(command_troop(state, PLAIN, 2), SOUTH)
    assert top_kind(state) == "turn" and units(state, SOUTH, "black") == 2


def test_no_command_is_offered_without_command_markers(state):
    place(state, PLAIN, "black", 2)
    give(state, EVIL, commands={"unused": 0, "used": 3})
    assert find(state, EVIL, "command") is None


# -- once per turn (AF-33) ------------------------------------------------------------------------------------------
def test_moved_minions_are_commanded_and_the_rest_stay_fresh(state):
    place(state, PLAIN, "black", 5)
    state = step(command_troop(state, PLAIN, 3), NORTH)
    assert (fresh(state, NORTH, "black"), fresh(state, PLAIN, "black")) == (0, 2)
    assert find(state, EVIL, "command", area=NORTH) is None
    state, _ = act(state, EVIL, "command", area=PLAIN)
    assert max(a["minions"] for a in legal(state, EVIL)) == 2


def test_a_commanded_leader_cannot_be_commanded_again_this_turn(state):
    place(state, PLAIN, "black", leaders=(arch(),))
    state = act(step(command_troop(state, PLAIN, 0, [arch()]), SOUTH), EVIL, "stop")[0]
    assert state["leaders"][arch()]["commanded"] and find(state, EVIL, "command") is None


def test_commanded_units_joining_fresh_ones_leave_only_the_fresh_ones_commandable(state):
    place(state, PLAIN, "black", 2)
    place(state, NORTH, "black", 3)
    state = step(command_troop(state, PLAIN, 2), NORTH)
    state, _ = act(state, EVIL, "command", area=NORTH)
    assert max(a["minions"] for a in legal(state, EVIL)) == 3 and units(state, NORTH, "black") == 5


def test_a_new_turn_makes_every_unit_commandable_again(state):
    place(state, PLAIN, "black", 2)
    state = step(command_troop(state, PLAIN, 2), NORTH)
    state, _ = end_turn(state, EVIL)
    state, _ = end_turn(state, GOOD)
    assert fresh(state, NORTH, "black") == 2 and find(state, EVIL, "command", area=NORTH) is not None


def test_the_lone_minion_shortcut_agrees_with_the_full_path_search(state):
    rng = random.Random(7)
    for _ in range(20):
        s = clear_board(GAME.clone(state))
        for a in board.areas(s):
            owner, room = rng.choice(("black", "yellow", None)), capacity.free_slots(s, a)
            if owner:
                place(s, a, owner, room if rng.random() < 0.7 else rng.randint(1, room))
        for a in board.areas(s):
            for colour, mods in product(("black", "yellow"), ({}, {"no_battle": True})):
                lone = retreat.troop(colour, 1)
                assert command.lone_minion_steps(s, a, colour, mods) == any(command.enterable(s, lone, a, [a], 1,
                                                                                              mods))


# -- capacity at the end of the move (AF-12, AF-37) -----------------------------------------------------------------
def test_a_troop_never_ends_in_a_friendly_plain_area_it_does_not_fit(state):
    place(state, PLAIN, "black", 2)
    place(state, NORTH, "black", SLOTS - 1, fresh_=0)
    state = command_troop(state, PLAIN, 2)
    assert NORTH not in step_areas(state) and {SOUTH, EAST_M, WEST_F} <= step_areas(state)


def test_a_troop_may_overfill_a_resource_area_and_the_surplus_goes_back(state):
    place(state, PLAIN, "black", 7)
    state = step(command_troop(state, PLAIN, 7), WEST_F)
    assert units(state, WEST_F, "black") == SLOTS - content().sizes["fountain"] == 5
    assert units(state, PLAIN, "black") == 2


def test_a_leader_moved_into_a_resource_area_goes_back_as_a_second_large_piece(state):
    place(state, PLAIN, "black", 5, leaders=(seraph(),))
    state = step(command_troop(state, PLAIN, 5, [seraph()]), WEST_F)
    assert on_board(state, WEST_F) == (5, []) and on_board(state, PLAIN) == (0, [seraph()])


def test_the_surplus_that_does_not_fit_back_goes_to_reinforcements(state):
    place(state, PLAIN, "black", 7)
    reinforcements = state["players"][EVIL]["reinforcements"]
    state = command_troop(state, PLAIN, 7)
    place(state, PLAIN, "black", SLOTS - 1, fresh_=0)  # the area behind fills up while the troop is away
    state = step(state, WEST_F)
    assert units(state, PLAIN, "black") == SLOTS and units(state, WEST_F, "black") == 5
    bonus = content().terrain["fountain"]["entry_bonus"]
    assert state["players"][EVIL]["reinforcements"] - reinforcements == 1 + bonus  # the surplus, and the entry


# -- multi-step moves (AF-36, AF-53) --------------------------------------------------------------------------------
def test_an_arch_troop_takes_a_second_step_or_stops_after_the_first(state):
    place(state, PLAIN, "black", 3, leaders=(arch(),))
    state = step(command_troop(state, PLAIN, 3, [arch()]), SOUTH)
    assert can_stop(state) and step_areas(state) == set(board.neighbours(state, SOUTH)) - {PLAIN}
    state = step(state, "r4c1")
    assert on_board(state, "r4c1") == (3, [arch()]) and at_turn(state, EVIL)
    assert state["leaders"][arch()]["area"] == "r4c1"


def test_an_arch_troop_flies_over_its_own_full_area_but_cannot_stop_there(state):
    place(state, PLAIN, "black", 3, leaders=(arch(),))
    place(state, SOUTH, "black", SLOTS, fresh_=0)
    state = step(command_troop(state, PLAIN, 3, [arch()]), SOUTH)
    assert not can_stop(state) and "r5c2" in step_areas(state)
    state = step(state, "r5c2")
    assert on_board(state, "r5c2") == (3, [arch()]) and units(state, SOUTH, "black") == SLOTS


def test_an_arch_troop_flies_over_a_resource_area_ignoring_its_capacity(state):
    place(state, PLAIN, "black", 3, leaders=(arch(),))
    state = step(command_troop(state, PLAIN, 3, [arch()]), EAST_M)
    assert board.soul(state) in step_areas(state)
    state = step(state, board.soul(state))
    assert on_board(state, board.soul(state)) == (3, [arch()]) and on_board(state, EAST_M) == (0, [])


def test_a_move_never_passes_through_an_enemy_area(state, battles):
    place(state, PLAIN, "black", 3, leaders=(arch(),))
    place(state, SOUTH, "yellow", 1)
    state = command_troop(state, PLAIN, 3, [arch()])
    second = set()
    for first in step_areas(state) - {SOUTH}:
        second |= step_areas(step(state, first))
    assert "r5c2" not in second  # two steps straight on, through the yellow angel
    state = step(state, SOUTH)
    assert battles and battles[0][2:4] == (PLAIN, SOUTH) and top_kind(state) == "turn"


def test_a_minion_troop_takes_one_step_only(state):
    place(state, PLAIN, "black", 3)
    state = step(command_troop(state, PLAIN, 3), SOUTH)
    assert top_kind(state) == "turn"


def test_a_move_never_re_enters_an_area_it_has_been_in(state):
    place(state, PLAIN, "black", 1, leaders=(arch(),))
    state = step(command_troop(state, PLAIN, 1, [arch()]), SOUTH)
    assert PLAIN not in step_areas(state)


def test_a_troop_with_no_way_to_end_its_move_is_not_offered(state):
    place(state, PLAIN, "black", 1)
    for near in board.neighbours(state, PLAIN):
        place(state, near, "yellow", 1)
    assert PLAIN in command.sources(state, EVIL)
    assert PLAIN not in command.sources(state, EVIL, no_battle=True)


# -- battles (AF-35, AF-37) -----------------------------------------------------------------------------------------
def test_moving_into_an_enemy_area_starts_a_battle_and_ends_the_move(state, battles):
    place(state, PLAIN, "black", 4, leaders=(arch(),))
    place(state, NORTH, "yellow", 2)
    state = step(command_troop(state, PLAIN, 4, [arch()]), NORTH)
    seat, troop, from_area, area, _ = battles[0]
    assert (seat, from_area, area) == (EVIL, PLAIN, NORTH)
    assert (troop["minions"], troop["leaders"]) == (4, [arch()]) and on_board(state, PLAIN) == (0, [])
    assert top_kind(state) == "turn"


def test_after_a_battle_as_many_enter_as_fit_and_the_rest_go_back(state):
    place(state, PLAIN, "black", 0, leaders=(seraph(),))
    troop = retreat.troop("black", 5, [seraph()])
    command.enter_after_battle(state, EVIL, troop, EAST_M, PLAIN, [])
    assert on_board(state, EAST_M) == (5, []) and on_board(state, PLAIN) == (0, [seraph()])


def test_after_a_battle_what_does_not_fit_back_goes_to_reinforcements_and_a_leader_stays_alive(state):
    place(state, PLAIN, "black", SLOTS, fresh_=0)
    before = state["players"][EVIL]["reinforcements"]
    command.enter_after_battle(state, EVIL, retreat.troop("black", 6, [seraph()]), EAST_M, PLAIN, [])
    assert units(state, EAST_M, "black") == 5 and state["players"][EVIL]["reinforcements"] == before + 1
    assert state["leaders"][seraph()]["area"] is None and state["leaders"][seraph()]["alive"]


# -- the resource entry bonus (AF-38) -------------------------------------------------------------------------------
def holdings(state, seat=EVIL):
    p = state["players"][seat]
    return p["crystals"], p["reinforcements"]


def test_a_command_ending_in_a_mountain_gains_a_crystal_and_in_a_fountain_a_reinforcement(state):
    place(state, PLAIN, "black", 4)
    c, r = holdings(state)
    state = step(command_troop(state, PLAIN, 2), EAST_M)
    assert holdings(state) == (c + 1, r)
    state = step(command_troop(state, PLAIN, 2), WEST_F)
    assert holdings(state) == (c + 1, r + 1)


def test_re_entering_your_own_resource_area_gains_again(state):
    place(state, PLAIN, "black", 2)
    place(state, EAST_M, "black", 1, fresh_=0)
    c, _ = holdings(state)
    state = step(command_troop(state, PLAIN, 2), EAST_M)
    assert holdings(state)[0] == c + 1 and units(state, EAST_M, "black") == 3


def test_no_bonus_when_no_unit_enters_the_resource_area(state):
    place(state, PLAIN, "black", 2)
    place(state, WEST_F, "black", 5, fresh_=0)
    before = holdings(state)
    state = step(command_troop(state, PLAIN, 2), WEST_F)
    assert holdings(state) == before and units(state, PLAIN, "black") == 2


def test_a_resource_area_flown_over_gains_nothing(state):
    place(state, PLAIN, "black", 3, leaders=(arch(),))
    before = holdings(state)
    state = step(step(command_troop(state, PLAIN, 3, [arch()]), EAST_M), board.soul(state))
    assert holdings(state) == before


def test_only_the_final_area_of_a_multi_step_move_gains(state):
    place(state, PLAIN, "black", 3)
    c, r = holdings(state)
    state = step(step(command_troop_from_source(card_command(state, steps=2), PLAIN, 3), EAST_M), "r4c3")
    assert state["areas"]["r4c3"]["terrain"] == "mountain"
    assert holdings(state) == (c + 1, r)
    assert on_board(state, "r4c3") == (3, []) and on_board(state, EAST_M) == (0, [])


def test_an_arch_that_fits_neither_the_resource_area_nor_the_area_flown_over_goes_to_reinforcements(state):
    place(state, PLAIN, "black", 3, leaders=(arch(),))
    state = step(step(command_troop(state, PLAIN, 3, [arch()]), EAST_M), "r4c3")
    assert on_board(state, "r4c3") == (3, []) and on_board(state, EAST_M) == (0, [])
    assert state["leaders"][arch()]["area"] is None and state["leaders"][arch()]["alive"]


def test_retreats_never_gain_the_bonus(state):
    place(state, PLAIN, "black", 2)
    before = holdings(state)
    retreat.retreat_units(state, "black", 2, [], PLAIN, WEST_F, [])
    assert holdings(state) == before and units(state, WEST_F, "black") == 2


def test_after_a_battle_the_bonus_comes_only_if_units_enter(state):
    place(state, PLAIN, "black", 0)
    c, r = holdings(state)
    command.enter_after_battle(state, EVIL, retreat.troop("black", 0, [seraph()]), WEST_F, PLAIN, [])
    assert holdings(state) == (c, r) and on_board(state, PLAIN) == (0, [seraph()])
    command.enter_after_battle(state, EVIL, retreat.troop("black", 1), WEST_F, PLAIN, [])
    assert holdings(state) == (c, r + 1)


# -- card modifiers (AF-34, AF-82, AF-86, AF-98, AF-115, AF-117) ----------------------------------------------------
def test_a_card_command_asks_for_the_source_area_first(state):
    place(state, PLAIN, "black", 2)
    state = card_command(state, steps=2)
    assert top_kind(state) == "command_source" and {a["area"] for a in legal(state, EVIL)} == {PLAIN}
    state = command_troop_from_source(state, PLAIN, 2)
    assert can_stop(step(state, NORTH))


def test_cavalry_moves_a_minion_troop_two_steps(state):
    place(state, PLAIN, "black", 2)
    state = step(step(command_troop_from_source(card_command(state, steps=2), PLAIN, 2), NORTH), "r1c2")
    assert units(state, "r1c2", "black") == 2


def test_cavalry_gives_an_arch_troop_no_third_step_but_quick_march_does(state):
    place(state, PLAIN, "black", 0, leaders=(arch(),))
    cavalry = command_troop_from_source(card_command(state, steps=2), PLAIN, 0, [arch()])
    assert top_kind(step(step(cavalry, SOUTH), "r4c1")) == "turn"
    march = command_troop_from_source(card_command(state, steps=2, quick_march=1), PLAIN, 0, [arch()])
    state = step(step(march, SOUTH), "r4c1")
    assert step_areas(state) and can_stop(state)


def test_a_free_command_spends_no_marker(state):
    place(state, PLAIN, "black", 2)
    before = dict(state["players"][EVIL]["commands"])
    state = step(command_troop_from_source(card_command(state, free_command=True), PLAIN, 2), NORTH)
    assert state["players"][EVIL]["commands"] == before


def test_haste_moves_two_steps_but_never_into_a_battle(state):
    place(state, PLAIN, "black", 2)
    place(state, NORTH, "yellow", 1)
    state = command_troop_from_source(card_command(state, steps=2, no_battle=True), PLAIN, 2)
    assert NORTH not in step_areas(state) and SOUTH in step_areas(state)


def test_dark_portal_reaches_a_far_friendly_or_empty_non_altar_area_only(state):
    place(state, PLAIN, "black", 2)
    place(state, "r5c5", "black", 1)
    place(state, "r4c4", "yellow", 1)
    state = command_troop_from_source(card_command(state, dark_portal=1), PLAIN, 2)
    targets = step_areas(state)
    assert {"r5c5", board.soul(state), "r1c3"} <= targets
    assert not targets & ({"r4c4", FOUNTAIN, PLAIN} | set(board.altars(state)))
    state = step(state, "r5c5")
    assert units(state, "r5c5", "black") == 3 and top_kind(state) == "turn"


def test_dark_portal_level_two_attacks_any_non_altar_area_with_its_battle_modifiers(state, battles):
    place(state, PLAIN, "black", 2)
    place(state, "r4c4", "yellow", 1)
    place(state, "r5c2", "yellow", 1)
    portal = card_command(state, dark_portal=2, damage_bonus=-2, no_retreat=True)
    state = command_troop_from_source(portal, PLAIN, 2)
    assert "r4c4" in step_areas(state) and "r5c2" not in step_areas(state)
    step(state, "r4c4")
    assert battles[0][2:] == (PLAIN, "r4c4", {"dark_portal": 2, "damage_bonus": -2, "no_retreat": True})


def test_breakthrough_steps_on_from_the_won_area_without_its_bonus(state):
    before = holdings(state)
    command.continue_after_battle(state, EVIL, retreat.troop("black", 7), WEST_F, PLAIN, [])
    assert step_areas(state) == set(board.neighbours(state, WEST_F)) and not can_stop(state)
    state = step(state, "r4c1")
    assert units(state, "r4c1", "black") == 7 and holdings(state) == before and units(state, WEST_F, "black") == 0


def test_breakthrough_into_a_new_enemy_area_is_a_second_battle(state, battles):
    place(state, "r2c1", "yellow", 1)
    command.continue_after_battle(state, EVIL, retreat.troop("black", 2), WEST_F, PLAIN, [])
    step(state, "r2c1")
    assert battles[0][2:4] == (WEST_F, "r2c1")


# -- the examples ---------------------------------------------------------------------------------------------------
def test_example_af_e4_a_cavalry_path_through_demons_is_rejected_and_over_your_own_full_area_a_battle_follows(
        battles):
    state = clear_board(end_turn(started(), EVIL)[0])  # yellow's turn
    place(state, "r5c2", "yellow", 5, leaders=(seraph("yellow"),))
    place(state, SOUTH, "yellow", SLOTS, fresh_=0)
    place(state, PLAIN, "black", 2)
    place(state, NORTH, "black", 1, leaders=(seraph("black"),))
    state = card_command(state, GOOD, steps=2, charge=1)
    assert {a["area"] for a in legal(state, GOOD)} == {"r5c2"}  # the full area's angels were commanded already
    state, _ = act(state, GOOD, "command", area="r5c2")
    state, _ = act(state, GOOD, "troop", minions=5, leaders=[seraph("yellow")])
    state = step(state, SOUTH, GOOD)  # over his own full area
    assert not can_stop(state, GOOD) and PLAIN in step_areas(state, GOOD)
    state = step(state, PLAIN, GOOD)
    assert battles[-1][0] == GOOD and battles[-1][2:] == (SOUTH, PLAIN, {"charge": 1})
    assert units(state, SOUTH, "yellow") == SLOTS


def test_example_af_e4_the_tormentor_behind_the_demons_is_out_of_reach(battles):
    state = clear_board(end_turn(started(), EVIL)[0])
    place(state, SOUTH, "yellow", 5)
    place(state, PLAIN, "black", 2)
    place(state, NORTH, "black", 1, leaders=(seraph("black"),))
    state = card_command(state, GOOD, steps=2)
    state, _ = act(state, GOOD, "command", area=SOUTH)
    state, _ = act(state, GOOD, "troop", minions=5, leaders=[])
    reach = set()
    for first in step_areas(state, GOOD) - {PLAIN}:
        reach |= step_areas(step(state, first, GOOD), GOOD)
    assert NORTH not in reach
    state = step(state, PLAIN, GOOD)
    assert battles[-1][2:4] == (SOUTH, PLAIN) and top_kind(state) == "turn"


def test_example_af_e5_a_tormentor_attack_on_a_fountain_the_tormentor_returns_and_the_demons_enter(battles):
    state = clear_board(started(roles=("red", "yellow")))
    travis = state["players"][EVIL]
    assert travis["colour"] == "red"
    place(state, BESIDE_FOUNTAIN, "red", 5, leaders=(seraph("red"),))
    place(state, FOUNTAIN, "yellow", 3)
    commands, (c, r) = travis["commands"]["unused"], holdings(state)
    state = command_troop(state, BESIDE_FOUNTAIN, 5, [seraph("red")], colour="red")
    state = step(state, FOUNTAIN)
    seat, troop, from_area, area, _ = battles[0]
    assert (seat, from_area, area) == (EVIL, BESIDE_FOUNTAIN, FOUNTAIN)
    assert state["players"][EVIL]["commands"]["unused"] == commands - 1
    clear_area(state, FOUNTAIN)  # the angels are defeated; the demons lost one of theirs
    survivors = retreat.troop("red", troop["minions"] - 1, troop["leaders"])
    command.enter_after_battle(state, EVIL, survivors, FOUNTAIN, BESIDE_FOUNTAIN, [])
    entered = units(state, FOUNTAIN, "red")
    assert entered == 4 <= SLOTS - content().sizes["fountain"]
    assert on_board(state, BESIDE_FOUNTAIN, "red") == (0, [seraph("red")])
    assert holdings(state) == (c, r + 1)


def test_example_af_e5_played_through_a_battle_with_scripted_dice(monkeypatch):
    rolls = [["hit"] * 9, ["hit", "hit"]]  # round 1: the tormentor troop's 9 dice, then the 2 angels'
    monkeypatch.setattr(battle, "roll", lambda state, n, values=None: rolls.pop(0)[:n])
    state = clear_board(started(evil="moloch", good="raphael", roles=("red", "yellow")))
    for seat in (EVIL, GOOD):
        set_cards(state, seat, hand=[])
    demons = SLOTS - content().sizes["seraph"]
    place(state, BESIDE_FOUNTAIN, "red", demons, leaders=(seraph("red"),))
    place(state, FOUNTAIN, "yellow", 2)
    r = holdings(state)[1]
    state = step(command_troop(state, BESIDE_FOUNTAIN, demons, [seraph("red")], colour="red"), FOUNTAIN)
    state = run_until(state, lambda s: at_turn(s, EVIL))
    assert not rolls and units(state, FOUNTAIN, "yellow") == 0
    assert demons - units(state, FOUNTAIN, "red") == 1  # two hits, the first stopped by the tormentor's aura
    assert on_board(state, BESIDE_FOUNTAIN, "red") == (0, [seraph("red")])
    assert holdings(state)[1] == r + content().terrain["fountain"]["entry_bonus"]

"""The flow: the character choice and each player's start, turns, and the resource phase (AF-3, AF-5, AF-7..AF-10,
AF-47..AF-51, AF-E8)."""
import pytest

from shared.engine import InvalidOptions, SeatSpec
from shared.engine.result import END_EVENT, result_problems
from shared.games.angel_fury import flow
from shared.games.angel_fury.content import content

from tests.games.angel_fury.helpers import (EVIL, GAME, GOOD, act, at_turn, clear_board, deck_total,
                                            end_turn, give, legal, legal_types, new_state, place, set_cards, started)

SOUL = "r3c4"
MOUNTAINS = ("r2c3", "r3c3", "r4c3")
FOUNTAINS = ("r4c5", "r5c4")
EVIL_ALTAR = "r1c2"


def good_turn(**kw) -> dict:
    """A started Duel at good's first turn, with an empty board."""
    state, _ = end_turn(started(**kw), EVIL)
    return clear_board(state)


# -- the character choice (AF-7) ---------------------------------------------------------------------------------------
def test_both_seats_choose_a_character_at_the_same_time_from_the_two_dealt():
    state = new_state(seed=3)
    assert sorted(GAME.active_seats(state)) == [EVIL, GOOD]
    for seat in (EVIL, GOOD):
        offered = state["players"][seat]["offered"]
        assert len(offered) == content().characters_dealt
        assert sorted(a["character"] for a in legal(state, seat)) == sorted(offered)
        assert all(content().character(ch)["side"] == state["players"][seat]["side"] for ch in offered)


def test_a_character_choice_is_told_only_to_its_seat_and_the_game_waits_for_the_other():
    state = new_state(seed=3)
    chosen = state["players"][GOOD]["offered"][1]
    state, events = act(state, GOOD, "choose_character", character=chosen)
    told = [e for e in events if e["type"] == "character_chosen"]
    assert told and told[0]["to"] == [GOOD]
    assert GAME.active_seats(state) == [EVIL]


def test_the_character_not_kept_leaves_the_game_once_both_have_chosen():
    state = started(seed=4, evil="moloch", good="raphael")
    assert [p["offered"] for p in state["players"]] == [[], []]
    assert [p["character"] for p in state["players"]] == ["moloch", "raphael"]


# -- each player's start (AF-7..AF-9) ----------------------------------------------------------------------------------
def test_each_arch_starts_at_its_characters_printed_health():
    state = started(evil="mammon", good="gabriel")
    assert state["leaders"]["black-arch"]["health"] == content().character("mammon")["health"]
    assert state["leaders"]["yellow-arch"]["health"] == content().character("gabriel")["health"]


def test_the_starting_bonus_comes_from_the_reserve_and_a_handsize_bonus_fills_the_first_hand():
    before = new_state()
    state = started(evil="mammon", good="michael")
    mammon = content().character("mammon")
    player = state["players"][EVIL]
    assert (player["crystals"], player["reinforcements"]) == (mammon["start"]["C"], mammon["start"]["R"])
    assert player["handsize"] == content().handsize["start"] + mammon["bonus"]["handsize"]
    assert len(player["hand"]) == player["handsize"]
    spent = sum(p["crystals"] for p in state["players"])
    assert state["reserve"]["crystals"] == before["reserve"]["crystals"] - spent


def test_unique_cards_replace_the_named_starting_cards_which_go_to_the_public_lost_pile():
    state = started(evil="baal", good="michael")
    player = state["players"][GOOD]
    cards = player["hand"] + player["deck"]
    michael = content().character("michael")
    for swap in michael["swaps"]:
        assert swap["in"] in cards
    lost = state["training"]["good"]["lost"]
    assert sorted(content().card(c)["type"] for c in lost) == sorted(s["out"] for s in michael["swaps"])
    assert not set(lost) & set(cards)
    assert deck_total(state, GOOD) == content().deck_size


def test_the_deck_is_shuffled_after_the_swaps_with_the_main_generator():
    orders = {tuple(started(seed=s)["players"][EVIL]["deck"]) for s in range(4)}
    assert len(orders) > 1


def test_evil_takes_the_first_turn_whatever_the_seat_order():
    assert at_turn(started(), EVIL)
    state = started(roles=("white", "red"))
    evil_seat = next(s for s, p in enumerate(state["players"]) if p["side"] == "evil")
    assert evil_seat == 1 and at_turn(state, evil_seat)


def test_a_seat_naming_no_colour_takes_the_side_left_over_and_two_seats_of_one_side_are_refused():
    _, filled = GAME.prepare({}, [SeatSpec(0, "A", "human", role="red"), SeatSpec(1, "B", "human")])
    assert [s.role for s in filled] == ["red", "yellow"]
    with pytest.raises(InvalidOptions):
        GAME.prepare({}, [SeatSpec(0, "A", "human", role="red"), SeatSpec(1, "B", "human", role="black")])


# -- turns (AF-10) -----------------------------------------------------------------------------------------------------
def test_every_turn_menu_offers_end_turn_which_hands_the_turn_to_the_other_side():
    state = started()
    assert "end_turn" in legal_types(state, EVIL)
    state, events = end_turn(state, EVIL)
    assert at_turn(state, GOOD) and state["turn"] == {"seat": GOOD, "number": 2}
    assert [e["type"] for e in events if e["type"].startswith("turn_")] == ["turn_ended", "turn_started"]


def test_a_new_turn_makes_every_unit_uncommanded_again_and_clears_the_turn_flags():
    state = good_turn()
    place(state, "r4c4", "black", 3, fresh_=0)
    state["leaders"]["black-seraph-1"]["commanded"] = True
    give(state, EVIL, tactics_played=1, turn_flags={"uriel": True})
    state, _ = end_turn(state, GOOD)
    assert state["areas"]["r4c4"]["units"]["black"]["fresh"] == 3
    assert not state["leaders"]["black-seraph-1"]["commanded"]
    assert state["players"][EVIL]["tactics_played"] == 0 and state["players"][EVIL]["turn_flags"] == {}


# -- the resource phase (AF-47..AF-51) ---------------------------------------------------------------------------------
def test_example_af_e8_the_resource_phase_gives_soul_point_income_healing_draw_and_commands():
    state = good_turn(good="michael")
    place(state, SOUL, "yellow", 2)
    for area in MOUNTAINS + FOUNTAINS:
        place(state, area, "yellow", 1)
    player = state["players"][GOOD]
    set_cards(state, GOOD, hand=player["hand"][:1])
    give(state, GOOD, crystals=0, reinforcements=0, commands={"unused": 0, "used": 3})
    state["leaders"]["yellow-arch"]["health"] = content().character("michael")["health"] - 1
    state, events = end_turn(state, GOOD)
    player = state["players"][GOOD]
    assert state["soul_points"]["good"] == 1
    assert (player["crystals"], player["reinforcements"]) == (1 + 3, 1 + 2)
    assert state["leaders"]["yellow-arch"]["health"] == content().character("michael")["health"]
    assert len(player["hand"]) == 4 and deck_total(state, GOOD) == content().deck_size
    assert player["commands"] == {"unused": 3, "used": 0}
    kinds = [e["type"] for e in events]
    assert kinds.index("soul_points_scored") < kinds.index("gained") < kinds.index("cards_drawn")


def test_healing_never_raises_an_arch_past_its_printed_health():
    state = good_turn(good="michael")
    state, _ = end_turn(state, GOOD)
    assert state["leaders"]["yellow-arch"]["health"] == content().character("michael")["health"]


def test_a_destroyed_arch_heals_no_more_but_its_card_still_pays_income():
    state = good_turn(good="gabriel")
    state["leaders"]["yellow-arch"].update(alive=False, area=None, health=0)
    give(state, GOOD, crystals=0, reinforcements=0)
    state, _ = end_turn(state, GOOD)
    income = content().character("gabriel")["income"]
    assert state["leaders"]["yellow-arch"]["health"] == 0
    assert (state["players"][GOOD]["crystals"], state["players"][GOOD]["reinforcements"]) == (income["C"], income["R"])


def test_each_controlled_enemy_altar_and_the_soul_score_a_soul_point_for_the_side():
    state = good_turn()
    place(state, SOUL, "yellow", 1)
    place(state, EVIL_ALTAR, "yellow", 1)
    state, _ = end_turn(state, GOOD)
    assert state["soul_points"] == {"good": 2, "evil": 0}


def test_only_the_side_whose_turn_ends_scores_soul_points():
    state = good_turn()
    place(state, SOUL, "black", 1)
    state, _ = end_turn(state, GOOD)
    assert state["soul_points"]["evil"] == 0


def test_reaching_seven_soul_points_at_the_end_of_a_turn_wins_before_any_income():
    state = good_turn()
    place(state, SOUL, "yellow", 1)
    state["soul_points"]["good"] = content().soul_points_to_win - 1
    crystals = state["players"][GOOD]["crystals"]
    state, events = end_turn(state, GOOD)
    result = GAME.result(state)
    assert result is not None and result["winners"] == [GOOD] and GAME.active_seats(state) == []
    assert result_problems(result, 2) == []
    assert [e["type"] for e in events].count(END_EVENT) == 1
    assert state["players"][GOOD]["crystals"] == crystals


def test_no_reinforcements_are_gained_once_the_reserve_of_miniatures_is_empty():
    state = good_turn()
    for area in FOUNTAINS:
        place(state, area, "yellow", 1)
    give(state, GOOD, reinforcements=0)
    state["reserve"]["minions"]["yellow"] = 0
    state, _ = end_turn(state, GOOD)
    assert state["players"][GOOD]["reinforcements"] == 0


def test_crystals_stop_when_the_reserve_runs_out():
    state = good_turn()
    give(state, GOOD, crystals=0)
    state["reserve"]["crystals"] = 1
    state, _ = end_turn(state, GOOD)
    assert state["players"][GOOD]["crystals"] == 1 and state["reserve"]["crystals"] == 0


def test_an_empty_draw_pile_is_refilled_from_the_discard_pile_turned_over_unshuffled():
    state = good_turn()
    cards = state["players"][GOOD]["hand"] + state["players"][GOOD]["deck"]
    set_cards(state, GOOD, hand=[], deck=[cards[0]], discard=cards[1:])
    state, events = end_turn(state, GOOD)
    player = state["players"][GOOD]
    assert player["hand"] == [cards[0], cards[1], cards[2], cards[3]]
    assert player["deck"] == list(reversed(cards[4:])) and player["deck_known"]
    assert "deck_refilled" in [e["type"] for e in events]
    assert player["deck"][-1] == cards[4]


def test_a_raised_handsize_counts_at_the_draw():
    state = good_turn()
    give(state, GOOD, handsize=5)
    state, _ = end_turn(state, GOOD)
    assert len(state["players"][GOOD]["hand"]) == 5


def test_gain_takes_only_what_the_general_reserve_holds():
    state = started()
    state["reserve"]["crystals"] = 2
    got = flow.gain(state, EVIL, [], crystals=5, reinforcements=1)
    assert got == {"C": 2, "R": 1} and state["reserve"]["crystals"] == 0


def test_lost_minions_return_to_the_general_reserve_and_a_lost_seraph_is_destroyed():
    state = started()
    reserve = state["reserve"]["minions"]["black"]
    flow.lose_unit(state, "r1c2", "black", [], minions=2, leader="black-seraph-1")
    assert state["reserve"]["minions"]["black"] == reserve + 2
    assert state["areas"]["r1c2"]["units"]["black"]["minions"] == 3
    assert state["leaders"]["black-seraph-1"]["alive"] is False
    assert "black-seraph-1" not in state["areas"]["r1c2"]["leaders"]


def test_units_sent_to_reinforcements_join_their_owners_reinforcements():
    state = started()
    before = state["players"][EVIL]["reinforcements"]
    flow.to_reinforcements(state, "r1c2", "black", [], minions=5, leader="black-seraph-1")
    assert state["players"][EVIL]["reinforcements"] == before + 5
    assert state["leaders"]["black-seraph-1"]["alive"] and state["leaders"]["black-seraph-1"]["area"] is None
    assert "black" not in state["areas"]["r1c2"]["units"]


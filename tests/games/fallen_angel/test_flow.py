"""Rounds and the main-phase turn: place, discard a die, or pass, in Order Chamber order (rows 11, 18)."""
from shared.games.fallen_angel import flow
from shared.games.fallen_angel.content import content

from tests.games.fallen_angel.helpers import (GAME, act, active, at_main_turn, dice_of, give, legal, legal_types,
                                              new_state, set_dice, to_main, top_kind)


def main_state(players: int = 3, seed: int = 1) -> dict:
    """A game at the first main-phase turn of round 1."""
    return to_main(new_state(players, seed))


def test_a_new_game_opens_with_the_hero_draft_of_round_one():
    state = new_state(3)
    assert (state["phase"], state["round"], top_kind(state)) == ("draft", 1, "hero_draft")


def test_the_first_turn_goes_to_the_first_seat_of_the_order_chamber():
    state = main_state(4, seed=5)
    assert at_main_turn(state, state["order"][0]) and state["main"]["turn"] == state["order"][0]


def test_every_battery_is_charged_when_the_main_phase_begins():
    state = new_state(2)
    for player in state["players"]:
        player["batteries"] = [False] * len(player["batteries"])
    state = to_main(state)
    assert all(all(p["batteries"]) for p in state["players"])


def test_a_turn_offers_the_placements_discards_and_pass():
    from shared.games.fallen_angel import placement

    state = main_state()
    seat = active(state)
    offered = [a for a in legal(state, seat) if a["type"] not in ("pass", *flow.DISCARD_TYPES)]
    assert offered == placement.turn_actions(state, seat)
    assert {"pass", "discard_for_honor"} <= set(legal_types(state, seat))


def test_a_die_may_be_discarded_for_one_honor():
    state = main_state()
    seat = active(state)
    give(state, seat, honor=2)
    die = dice_of(state, seat, "unused")[0]
    state, _ = act(state, seat, "discard_for_honor", die=die)
    assert state["dice"][die]["at"] == "discarded"
    assert state["players"][seat]["honor"] == 2 + content().discard_honor


def test_a_die_may_be_discarded_to_flip_a_skull_back_to_a_reroll_token():
    state = main_state()
    seat = active(state)
    give(state, seat, rerolls=1, skulls=2)
    assert "discard_for_reroll" in legal_types(state, seat)
    die = dice_of(state, seat, "unused")[0]
    state, _ = act(state, seat, "discard_for_reroll", die=die)
    assert (state["players"][seat]["rerolls"], state["players"][seat]["skulls"]) == (2, 1)


def test_without_a_skull_no_die_is_discarded_for_a_reroll():
    state = main_state()
    seat = active(state)
    give(state, seat, skulls=0)
    assert "discard_for_reroll" not in legal_types(state, seat)
    assert "Skull" in GAME.explain_illegal(state, seat, {"type": "discard_for_reroll", "die": "x"}, [])


def test_discards_are_offered_once_per_distinct_value():
    state = main_state()
    seat = active(state)
    set_dice(state, seat, [2, 2, 2, 5, 5, 6, 6])
    discards = [a for a in legal(state, seat) if a["type"] == "discard_for_honor"]
    assert sorted(state["dice"][a["die"]]["value"] for a in discards) == [2, 5, 6]


def test_a_seat_without_unused_dice_can_only_pass():
    state = main_state()
    seat = active(state)
    set_dice(state, seat, [])
    assert legal_types(state, seat) == ["pass"]
    assert "must pass" in GAME.explain_illegal(state, seat, {"type": "discard_for_honor"}, legal(state, seat))


def test_turns_follow_the_order_chamber_and_skip_seats_that_passed():
    state = main_state(3, seed=2)
    first, second, third = state["order"]
    state, _ = act(state, first, "pass")
    assert at_main_turn(state, second)
    state, _ = act(state, second, "discard_for_honor", die=dice_of(state, second, "unused")[0])
    assert at_main_turn(state, third)
    state, _ = act(state, third, "discard_for_honor", die=dice_of(state, third, "unused")[0])
    assert at_main_turn(state, second) and first in state["main"]["passed"]


def test_a_pass_is_final_for_the_round():
    state = main_state(2)
    first, second = state["order"]
    state, _ = act(state, first, "pass")
    for _ in range(3):
        state, _ = act(state, second, "discard_for_honor", die=dice_of(state, second, "unused")[0])
        assert at_main_turn(state, second)


def test_the_main_phase_ends_when_every_seat_has_passed():
    state = main_state(3)
    events = []
    while at_main_turn(state):
        state, ev = act(state, active(state), "pass")
        events += ev
    assert [e["type"] for e in events].count("main_phase_ended") == 1
    assert state["main"]["turn"] is None and sorted(state["main"]["passed"]) == [0, 1, 2]
    assert any(e["type"] == "conclusion_started" for e in events)


def test_the_last_seat_with_dice_keeps_taking_turns_alone():
    state = main_state(2)
    first, second = state["order"]
    set_dice(state, first, [3])
    state, _ = act(state, first, "discard_for_honor", die=dice_of(state, first, "unused")[0])
    state, _ = act(state, second, "pass")
    assert at_main_turn(state, first) and legal_types(state, first) == ["pass"]

"""Preparation: the setup hero draft, the roll and rerolls, the Order Chamber with its Special Tie, Hero Arrival
(rows 5, 11-17)."""
from shared.engine.events import redact_event
from shared.games.fallen_angel import preparation
from shared.games.fallen_angel.content import content

from tests.games.fallen_angel.helpers import (GAME, act, give, is_phase, legal, legal_types, new_state, refused,
                                              run_until, set_dice, top_kind, values_of)


def at_reroll(state: dict) -> bool:
    return top_kind(state) == "reroll"


def rolled(players: int = 3, seed: int = 1) -> dict:
    """A game at the round-1 reroll decisions (the draft done with default picks)."""
    return run_until(new_state(players, seed), at_reroll)


def keep_all(state: dict) -> tuple[dict, list]:
    """Every seat still deciding keeps its roll; returns the state and all events."""
    events = []
    while at_reroll(state):
        seat = GAME.active_seats(state)[0]
        state, ev = act(state, seat, "keep")
        events += ev
    return state, events


def with_rolls(rolls: list[list[int]], players: int | None = None) -> tuple[dict, list]:
    """A game whose seats keep the given round-1 rolls; returns the state after the Order Chamber and events."""
    state = rolled(players or len(rolls))
    for seat, values in enumerate(rolls):
        set_dice(state, seat, values)
    return keep_all(state)


# -- the setup draft (row 5) -------------------------------------------------------------------------------
def test_every_seat_drafts_at_once_from_five_drawn_cards():
    state = new_state(3)
    assert GAME.active_seats(state) == [0, 1, 2]
    for seat in range(3):
        assert len(legal(state, seat)) == content().hero_draft["setup"]["draw"]
        assert legal_types(state, seat) == ["keep"]


def test_three_cards_are_kept_then_each_other_card_goes_back_on_top_or_bottom():
    state = new_state(2)
    drawn = list(state["players"][0]["heroes"]["drawn"])
    for card in drawn[:3]:
        state, _ = act(state, 0, "keep", hero=card)
    assert legal_types(state, 0) == ["put_back"] and len(legal(state, 0)) == 4
    state, _ = act(state, 0, "put_back", hero=drawn[3], where="top")
    state, _ = act(state, 0, "put_back", hero=drawn[4], where="bottom")
    heroes = state["players"][0]["heroes"]
    assert heroes["hand"] == drawn[:3]
    assert heroes["deck"][-1] == drawn[3] and heroes["deck"][0] == drawn[4] and len(heroes["deck"]) == 7
    assert heroes["known_top"] == [drawn[3]] and heroes["known_bottom"] == [drawn[4]]
    assert GAME.active_seats(state) == [1]


def test_the_draft_decision_key_changes_with_each_pick_of_the_seat_only():
    state = new_state(2)
    before = [GAME.decision_key(state, 0), GAME.decision_key(state, 1)]
    state, _ = act(state, 0, "keep", hero=state["players"][0]["heroes"]["drawn"][0])
    assert GAME.decision_key(state, 0) != before[0]
    assert GAME.decision_key(state, 1) == before[1]


def test_drawn_kept_and_returned_cards_are_seen_by_their_owner_only():
    state = new_state(2, seed=4)
    card = state["players"][1]["heroes"]["drawn"][0]
    state, events = act(state, 1, "keep", hero=card)
    kept = next(e for e in events if e["type"] == "hero_kept")
    assert redact_event(kept, 1)["hero"] == card
    assert "hero" not in redact_event(kept, 0) and "hero" not in redact_event(kept, None)


def test_the_round_begins_only_when_every_seat_has_drafted():
    state = new_state(2)
    state = run_until(state, lambda s: GAME.active_seats(s) == [1])
    assert state["phase"] == "draft" and top_kind(state) == "hero_draft"
    state = run_until(state, at_reroll)
    assert all(len(p["heroes"]["hand"]) == content().hero_draft["setup"]["keep"] for p in state["players"])


# -- the roll and rerolls (rows 12-14) --------------------------------------------------------------------------
def test_every_seat_rolls_all_its_unused_dice_at_the_start_of_the_round():
    state = rolled(4)
    assert state["phase"] == "roll" and GAME.active_seats(state) == [0, 1, 2, 3]
    for seat in range(4):
        values = values_of(state, seat)
        assert len(values) == content().basic_dice and set(values) <= set(content().die_faces)


def test_below_22_the_reroll_is_free_and_may_repeat():
    state = rolled()
    for _ in range(3):
        set_dice(state, 0, [1, 2, 3, 3, 3, 4, 5])  # 21
        state, events = act(state, 0, "reroll")
        assert any(e["type"] == "dice_rerolled" and e["data"]["token"] is False for e in events)
    assert state["players"][0]["rerolls"] == content().reroll_tokens and state["players"][0]["skulls"] == 0


def test_at_22_or_more_a_reroll_spends_a_token_which_turns_to_a_skull():
    state = rolled()
    set_dice(state, 0, [1, 2, 3, 3, 3, 4, 6])  # 22
    state, _ = act(state, 0, "reroll")
    player = state["players"][0]
    assert (player["rerolls"], player["skulls"]) == (content().reroll_tokens - 1, 1)


def test_without_a_reroll_token_a_roll_of_22_or_more_can_only_be_kept():
    state = rolled()
    give(state, 0, rerolls=0, skulls=content().reroll_tokens)
    set_dice(state, 0, [4, 4, 4, 4, 4, 4, 4])
    assert legal_types(state, 0) == ["keep"]
    assert "Reroll token" in GAME.explain_illegal(state, 0, {"type": "reroll"}, legal(state, 0))


def test_keeping_ends_the_seats_part_of_the_roll():
    state = rolled()
    state, _ = act(state, 1, "keep")
    assert 1 not in GAME.active_seats(state) and GAME.active_seats(state) == [0, 2]


def test_each_reroll_changes_the_seats_decision_key():
    state = rolled()
    set_dice(state, 0, [1, 1, 1, 1, 1, 1, 1])
    key = GAME.decision_key(state, 0)
    state, _ = act(state, 0, "reroll")
    assert GAME.decision_key(state, 0) != key


def test_simultaneous_rerolls_give_the_same_state_in_any_order():
    base = rolled(3, seed=9)
    for seat in range(3):
        set_dice(base, seat, [1, 1, 2, 2, 3, 3, 4])
    orders = ([0, 1, 2], [2, 1, 0])
    results = []
    for order in orders:
        state = base
        for seat in order:
            state, _ = act(state, seat, "reroll")
        results.append(state)
    assert results[0] == results[1]


def test_the_roll_seam_sets_chosen_values():
    state = rolled()
    preparation.roll(state, 2, [6, 6, 6, 1, 1, 1, 2])
    assert values_of(state, 2) == [1, 1, 1, 2, 6, 6, 6]


# -- the Order Chamber and the Special Tie (rows 15, 16) ------------------------------------------------------
def test_the_order_chamber_runs_from_the_lowest_sum_to_the_highest():
    state, _ = with_rolls([[6, 6, 6, 6, 6, 6, 6], [1, 1, 1, 1, 1, 1, 1], [3, 3, 3, 3, 3, 3, 3]])
    assert state["order"] == [1, 2, 0] and state["special_ties"] == []


def test_in_a_special_tie_fewer_sixes_go_first():
    state, _ = with_rolls([[6, 6, 1, 1, 1, 1, 4], [5, 5, 5, 1, 1, 1, 2], [1, 1, 1, 1, 1, 1, 1]])
    assert state["order"] == [2, 1, 0]
    assert state["special_ties"] == [[1, 0]]


def test_in_a_special_tie_with_equal_sixes_fewer_fives_go_first():
    state, _ = with_rolls([[6, 5, 5, 1, 1, 1, 1], [6, 5, 4, 2, 1, 1, 1], [6, 4, 4, 3, 1, 1, 1]])
    assert state["order"] == [2, 1, 0]
    assert state["special_ties"] == [[2, 1, 0]]


def test_identical_dice_roll_off_and_the_higher_roll_goes_first():
    same = [2, 3, 3, 4, 4, 5, 6]
    state, events = with_rolls([same, same, [1, 1, 1, 1, 1, 1, 1]])
    offs = [e["data"]["rolls"] for e in events if e["type"] == "rolled_off"]
    assert offs, "identical dice must roll off"
    final = offs[-1]
    tied = state["order"][1:]
    assert state["order"][0] == 2 and sorted(tied) == [0, 1]
    assert final[str(tied[0])] > final[str(tied[1])]
    assert state["special_ties"] == [tied]


def test_the_order_chamber_is_settled_only_after_every_seat_keeps():
    state = rolled()
    state, _ = act(state, 0, "keep")
    state, _ = act(state, 1, "keep")
    assert state["phase"] == "roll" and top_kind(state) == "reroll"
    state, _ = act(state, 2, "keep")
    assert state["phase"] == "main" and sorted(state["order"]) == [0, 1, 2]


# -- Hero Arrival (row 17) ---------------------------------------------------------------------------------------
def test_there_is_no_hero_arrival_in_round_one():
    state, _ = with_rolls([[1] * 7, [2] * 7, [3] * 7])
    assert state["phase"] == "main" and all(not p["heroes"]["drawn"] for p in state["players"])


def test_from_round_two_each_seat_draws_three_keeps_one_and_puts_two_back():
    state = run_until(new_state(2, seed=3), is_phase("roll", 2))
    state = run_until(state, lambda s: top_kind(s) == "hero_arrival")
    assert state["phase"] == "arrival" and GAME.active_seats(state) == [0, 1]
    heroes = state["players"][0]["heroes"]
    drawn, hand = list(heroes["drawn"]), len(heroes["hand"])
    assert len(drawn) == content().hero_draft["arrival"]["draw"] and legal_types(state, 0) == ["keep"]
    state, _ = act(state, 0, "keep", hero=drawn[1])
    assert legal_types(state, 0) == ["put_back"]
    state, _ = act(state, 0, "put_back", hero=drawn[0], where="bottom")
    state, _ = act(state, 0, "put_back", hero=drawn[2], where="top")
    heroes = state["players"][0]["heroes"]
    assert len(heroes["hand"]) == hand + 1 and drawn[1] in heroes["hand"]
    assert heroes["deck"][0] == drawn[0] and heroes["deck"][-1] == drawn[2]


def test_a_known_top_card_drawn_again_leaves_the_known_list():
    state = new_state(2)
    heroes = state["players"][0]["heroes"]
    heroes["known_top"] = [heroes["deck"][-1]]
    card = heroes["deck"][-1]
    preparation.draw_heroes(state, 0, 1, [])
    assert heroes["drawn"] == [card] and heroes["known_top"] == []


def test_a_hero_pick_must_name_a_drawn_card():
    state = new_state(2)
    other = state["players"][0]["heroes"]["deck"][0]
    assert "not among the legal choices" in refused(state, 0, {"type": "keep", "hero": other})

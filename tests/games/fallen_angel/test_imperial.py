"""Imperial Formation (rows 51-54): no Reroll tokens; Weight Adjustment between groups A and C with the face
turning, decided simultaneously and in the open when the larger group shows both faces; Type Adjustment with its
reroll case; the turn order by dice count and faces, and the Special Tie of identical sets."""
from shared.engine.contract import strip_label
from shared.games.fallen_angel import imperial, steps
from shared.games.fallen_angel.content import content

from tests.games.fallen_angel.helpers import (GAME, act, legal, legal_types, new_state, run_until, set_dice,
                                              top_kind, values_of)
from tests.games.fallen_angel.test_scoring import Dice, set_pieces, spread, vp_by_region


# -- fixtures -------------------------------------------------------------------------------------------------------
def drafted(players: int = 3, seed: int = 1) -> dict:
    """An Imperial Formation game just past the setup draft (its first roll already configured)."""
    return run_until(new_state(players, seed, imperial_formation=True), lambda s: s["phase"] != "draft")


def configure(rolls: list[list[int]], seed: int = 1, enlisted: dict | None = None) -> tuple[dict, list]:
    """A game whose seats rolled `rolls` (seat i's list; `enlisted` {seat: n} adds Barrack dice first), then
    configured; returns the state (at a balancing choice or past the Order Chamber) and the events."""
    state = drafted(len(rolls), seed)
    state["pending"], state["steps"] = [], []
    for seat, n in (enlisted or {}).items():
        for die_id in [d for d in state["players"][seat]["dice"] if state["dice"][d]["at"] == "barracks"][:n]:
            state["dice"][die_id]["at"] = "discarded"
    for seat, values in enumerate(rolls):
        set_dice(state, seat, values)
    ev: list = []
    steps.push_seq(state, [("imperial_configure", None, {}), ("main_start", None, {})])
    steps.run_automatic(state, ev)
    return state, ev


def events_of(ev: list, kind: str) -> list:
    return [e for e in ev if e["type"] == kind]


def is_configured(values: list[int]) -> bool:
    """A and C within max_gap of each other and no face more than face_cap times."""
    rules = imperial.rules()
    sizes = {g: sum(1 for v in values if v in faces) for g, faces in rules["groups"].items()}
    first, second = rules["weighed"]
    return (abs(sizes[first] - sizes[second]) <= rules["max_gap"]
            and all(values.count(face) <= rules["face_cap"] for face in content().die_faces))


# -- row 51: no Reroll tokens, the groups ------------------------------------------------------------------------
def test_imperial_formation_takes_every_reroll_token_away():
    state = new_state(3, imperial_formation=True)
    assert [p["rerolls"] for p in state["players"]] == [0, 0, 0]
    assert [p["rerolls"] for p in new_state(3)["players"]] == [content().reroll_tokens] * 3


def test_the_roll_is_never_offered_a_reroll():
    state = drafted(3)
    assert state["phase"] in ("roll", "main") and top_kind(state) != "reroll"
    assert not any(item["kind"] == "reroll" for item in state["pending"])


def test_the_groups_are_a_five_six_b_three_four_and_c_one_two():
    assert [imperial.group_of(v) for v in (1, 2, 3, 4, 5, 6)] == ["C", "C", "B", "B", "A", "A"]
    assert sorted(f for faces in imperial.rules()["groups"].values() for f in faces) == list(content().die_faces)
    assert all(len(faces) == 2 for faces in imperial.rules()["groups"].values())


# -- row 52: Weight Adjustment --------------------------------------------------------------------------------------
def test_a_die_moving_between_a_and_c_turns_six_to_two_and_five_to_one_and_back():
    assert [imperial.turned(v, to) for v, to in ((6, "C"), (5, "C"), (2, "A"), (1, "A"))] == [2, 1, 6, 5]


def test_a_balanced_roll_needs_no_adjustment():
    state, ev = configure([[6, 5, 4, 3, 3, 2, 1], [6, 6, 4, 4, 3, 1, 1], [5, 3, 3, 4, 4, 2, 6]])
    assert top_kind(state) == "main_turn" and not events_of(ev, "die_moved")
    assert values_of(state, 0) == [1, 2, 3, 3, 4, 5, 6]


def test_a_larger_a_group_showing_both_faces_lets_the_player_choose_the_die_to_move():
    state, _ = configure([[6, 6, 6, 5, 5, 3, 1], [6, 5, 4, 3, 3, 2, 1], [6, 5, 4, 3, 3, 2, 1]])
    assert top_kind(state) == "imperial_balance" and GAME.active_seats(state) == [0]
    assert {a["face"] for a in legal(state, 0)} == {6, 5} and legal_types(state, 0) == ["move_die"]
    state, ev = act(state, 0, "move_die", face=6)
    assert values_of(state, 0) == [1, 2, 3, 5, 5, 6, 6]
    assert events_of(ev, "die_moved")[0]["data"] | {"die": None} == {
        "die": None, "value": 6, "became": 2, "from_group": "A", "to_group": "C"}
    state, _ = act(state, 0, "move_die", face=5)
    assert values_of(state, 0) == [1, 1, 2, 3, 5, 6, 6] and top_kind(state) == "main_turn"


def test_a_larger_c_group_moves_its_dice_up_turning_two_to_six_and_one_to_five():
    state, _ = configure([[1, 1, 2, 2, 2, 4, 6], [6, 5, 4, 3, 3, 2, 1], [6, 5, 4, 3, 3, 2, 1]])
    assert {a["face"] for a in legal(state, 0)} == {1, 2}
    state, _ = act(state, 0, "move_die", face=1)
    state, _ = act(state, 0, "move_die", face=2)
    assert values_of(state, 0) == [1, 2, 2, 4, 5, 6, 6] and top_kind(state) == "main_turn"


def test_a_larger_group_of_one_face_moves_its_dice_without_asking():
    state, ev = configure([[6, 6, 6, 6, 6, 3, 3], [1, 1, 1, 1, 1, 4, 4], [6, 5, 4, 3, 3, 2, 1]])
    assert top_kind(state) == "main_turn"
    assert values_of(state, 0) == [2, 2, 3, 3, 6, 6, 6] and values_of(state, 1) == [1, 1, 1, 4, 4, 5, 5]
    assert len(events_of(ev, "die_moved")) == 4


def test_a_gap_of_exactly_the_allowed_difference_stays_as_rolled():
    state, _ = configure([[6, 6, 5, 4, 3, 2, 1], [6, 5, 4, 3, 3, 2, 1], [6, 5, 4, 3, 3, 2, 1]])
    assert values_of(state, 0) == [1, 2, 3, 4, 5, 6, 6] and top_kind(state) == "main_turn"


def test_every_seat_with_a_choice_balances_at_once_and_in_the_open():
    state, _ = configure([[6, 6, 6, 5, 5, 3, 1], [1, 1, 2, 2, 2, 4, 6], [6, 5, 4, 3, 3, 2, 1]])
    assert GAME.active_seats(state) == [0, 1]
    seen = GAME.view(state, 2)
    assert seen["decision"]["kind"] == "imperial_balance" and seen["decision"]["seats"] == [0, 1]
    assert [seen["dice"][d]["value"] for d in state["players"][0]["dice"][:7]] == [6, 6, 6, 5, 5, 3, 1]
    assert "Imperial Formation" in GAME.prompt(state, 0)["text"]


def test_a_move_changes_the_movers_decision_key_only():
    state, _ = configure([[6, 6, 6, 5, 5, 3, 1], [1, 1, 2, 2, 2, 4, 6], [6, 5, 4, 3, 3, 2, 1]])
    before = [GAME.decision_key(state, s) for s in (0, 1)]
    state, _ = act(state, 0, "move_die", face=5)
    assert GAME.decision_key(state, 0) != before[0] and GAME.decision_key(state, 1) == before[1]


def test_simultaneous_balancing_gives_the_same_state_in_either_order():
    state, _ = configure([[6, 6, 6, 5, 5, 3, 1], [1, 1, 2, 2, 2, 4, 6], [6, 5, 4, 3, 3, 2, 1]])
    choice = {0: {"type": "move_die", "face": 6}, 1: {"type": "move_die", "face": 2}}
    forward = GAME.apply(GAME.apply(state, 0, choice[0]).state, 1, choice[1]).state
    backward = GAME.apply(GAME.apply(state, 1, choice[1]).state, 0, choice[0]).state
    assert forward == backward


def test_the_order_chamber_waits_for_every_balancing_choice():
    state, _ = configure([[6, 6, 6, 5, 5, 3, 1], [1, 1, 2, 2, 2, 4, 6], [6, 5, 4, 3, 3, 2, 1]])
    order_before = list(state["order"])
    state, _ = act(state, 0, "move_die", face=6)
    state, _ = act(state, 0, "move_die", face=6)
    assert GAME.active_seats(state) == [1] and state["order"] == order_before
    state, _ = act(state, 1, "move_die", face=2)
    state, _ = act(state, 1, "move_die", face=2)
    assert top_kind(state) == "main_turn" and sorted(state["order"]) == [0, 1, 2]


# -- row 53: Type Adjustment and its reroll -------------------------------------------------------------------------
def test_a_face_shown_more_than_three_times_turns_its_extras_to_the_groups_other_face():
    state, ev = configure([[3, 3, 3, 3, 3, 5, 1], [6, 6, 6, 6, 1, 1, 1], [6, 5, 4, 3, 3, 2, 1]])
    assert values_of(state, 0) == [1, 3, 3, 3, 4, 4, 5]
    assert values_of(state, 1) == [1, 1, 1, 5, 6, 6, 6]
    assert {e["seat"] for e in events_of(ev, "dice_type_adjusted")} == {0, 1}


def test_type_adjustment_follows_the_weight_adjustment():
    # A: five 6s, C: two 1s -> one 6 moves to C as a 2 (gap 1), then A's fourth 6 turns to a 5
    state, _ = configure([[6, 6, 6, 6, 6, 1, 1], [6, 5, 4, 3, 3, 2, 1], [6, 5, 4, 3, 3, 2, 1]])
    assert values_of(state, 0) == [1, 1, 2, 5, 6, 6, 6]


def test_seven_dice_in_b_are_rerolled_and_configured_again():
    state, ev = configure([[3, 3, 3, 4, 4, 4, 3], [6, 5, 4, 3, 3, 2, 1], [6, 5, 4, 3, 3, 2, 1]])
    assert [e["seat"] for e in events_of(ev, "formation_rerolled")][:1] == [0]
    state = run_until(state, lambda s: top_kind(s) == "main_turn",
                      pick=lambda s, seat, options: options[0])
    assert is_configured(values_of(state, 0))


def test_a_configured_roll_always_balances_a_and_c_and_caps_each_face():
    for seed in range(12):
        state = drafted(4, seed)
        state = run_until(state, lambda s: top_kind(s) == "main_turn", pick=lambda s, seat, options: options[-1])
        assert all(is_configured(values_of(state, seat)) for seat in range(4)), seed


# -- row 54: the turn order and the Special Tie ---------------------------------------------------------------------
def test_fewer_dice_go_first_whatever_their_faces():
    state, _ = configure([[6, 6, 5, 4, 3, 2, 1, 1], [6, 6, 6, 5, 2, 1, 1], [5, 4, 3, 3, 2, 1, 6]],
                         enlisted={0: 1})
    assert state["order"][-1] == 0


def test_among_equal_counts_fewer_sixes_then_fewer_fives_go_first():
    state, _ = configure([[6, 6, 5, 4, 3, 2, 1], [6, 5, 5, 4, 3, 2, 1], [6, 5, 4, 4, 3, 2, 1]])
    assert state["order"] == [2, 1, 0] and state["special_ties"] == []


def test_identical_sets_roll_off_and_form_a_special_tie():
    state, ev = configure([[6, 5, 4, 3, 3, 2, 1], [6, 5, 4, 3, 3, 2, 1], [6, 6, 5, 4, 3, 2, 1]])
    tied = state["order"][:2]
    assert sorted(tied) == [0, 1] and state["order"][2] == 2 and state["special_ties"] == [tied]
    rolls = events_of(ev, "rolled_off")[-1]["data"]["rolls"]
    assert rolls[str(tied[0])] > rolls[str(tied[1])]


def test_equal_counts_of_dice_that_differ_are_no_special_tie():
    state, _ = configure([[6, 5, 4, 3, 3, 2, 1], [6, 5, 4, 4, 3, 2, 1], [6, 5, 4, 3, 2, 2, 1]])
    assert state["special_ties"] == []


def test_a_special_tie_of_identical_sets_splits_air_supremacy_tiers():
    state, _ = configure([[6, 5, 4, 3, 3, 2, 1], [6, 5, 4, 3, 3, 2, 1], [6, 6, 5, 4, 3, 2, 1]])
    for sec in state["sections"].values():
        sec["groups"], sec["jail"] = [], []
    set_pieces(state, "circle", [6, 3])
    spread(state, Dice(state), "circle", {0: 2, 1: 2, 2: 1})
    assert vp_by_region(state)["circle"] == {0: (9 + 6) // 2, 1: (9 + 6) // 2, 2: 3}


def test_default_choices_play_a_whole_imperial_game():
    state = new_state(2, 5, imperial_formation=True)
    while GAME.active_seats(state):
        seat = GAME.active_seats(state)[0]
        state = GAME.apply(state, seat, strip_label(GAME.default_action(state, seat))).state
    assert state["phase"] == "over" and all(p["rerolls"] == 0 for p in state["players"])

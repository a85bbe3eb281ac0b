"""The turn: choosing a sequence, flipping, buying dice, A.3, the hand limit, rounds and the end of the game
(BA-7, BA-8, BA-9, BA-11, BA-32, BA-36)."""
from shared.games.black_angel import dice, flow, sequence_a, steps
from shared.games.black_angel.content import content

from tests.games.black_angel.helpers import (GAME, act, active, at_turn_start, clear_dice, dice_of, find, give,
                                             legal, legal_types, new_state, refused, run_until, set_die,
                                             start_turn, top_kind)

PRICE = content().buy_price


def ready(players=3, seat=0, **holdings):
    """`seat`'s turn starts; every compartment is empty; `seat` has no resources or debris unless given."""
    state = new_state(players)
    start_turn(state, seat)
    for other in range(players):
        clear_dice(state, other)
    return give(state, seat, **{"resources": 0, "debris": 0, **holdings})


def own_die(state, seat, colour="orange", value=3, **flags):
    """Put a supply die of `colour` showing `value` in `seat`'s compartment; returns its id."""
    die_id = dice_of(state, "supply", colour)[0]
    set_die(state, die_id, value, at=seat, **flags)
    return die_id


def missions_of(state, colour, n):
    """n Mission ids of `colour` from the top of its deck."""
    return state["decks"]["missions"][colour][-n:]


def finish_turn(state, seat):
    """Let `seat` play first legal choices (sequence_b first) until another seat's turn starts."""
    return run_until(state, lambda s: GAME.is_over(s) or (active(s) != seat and at_turn_start(s)))


# -- BA-8: Sequence A or B ------------------------------------------------------------------------------------
def test_without_a_usable_die_only_sequence_b_is_offered():
    state = ready()
    assert legal_types(state, 0) == ["sequence_b"]
    assert not sequence_a.is_sequence_a_possible(state, 0)


def test_a_player_with_a_usable_die_may_choose_either_sequence():
    state = ready()
    die_id = own_die(state, 0, "orange", 3)
    assert {"sequence_b", "take_die", "play_card"} <= set(legal_types(state, 0))
    assert find(state, 0, "take_die", die=die_id)


def test_once_sequence_a_has_begun_sequence_b_is_no_longer_offered():
    state = ready(debris=1)
    own_die(state, 0, "orange", 3)
    state, _ = act(state, 0, "flip")
    assert "sequence_b" not in legal_types(state, 0)
    assert "Sequence A has begun" in refused(state, 0, {"type": "sequence_b"})


def test_a_die_without_any_use_is_not_offered():
    state = ready()
    give(state, 0, missions=missions_of(state, "gray", 1))
    star = own_die(state, 0, "orange", 0)
    assert find(state, 0, "take_die", die=star) is None
    assert "BA-12" in refused(state, 0, {"type": "take_die", "die": star})


def test_when_no_die_is_usable_after_a_1_the_turn_ends_without_a_2():
    state = ready()
    state["turn"]["seq"] = flow.SEQ_A
    steps.pop(state, steps.top(state))
    steps.push(state, "a_resume", 0)
    ev = []
    steps.run_automatic(state, ev)
    assert at_turn_start(state, 1)
    assert [e["type"] for e in ev][:2] == ["no_usable_die", "turn_ended"]


# -- BA-9: flipping --------------------------------------------------------------------------------------------
def test_a_flip_costs_debris_and_turns_the_die_to_its_opposite_face():
    state = ready(debris=2)
    die_id = own_die(state, 0, "gray", 1)
    state, _ = act(state, 0, "flip", die=die_id)
    assert state["dice"][die_id]["value"] == content().opposite[1]
    assert state["players"][0]["debris"] == 2 - content().flip_price


def test_without_debris_in_storage_no_flip_is_offered():
    state = ready(debris=0)
    own_die(state, 0, "gray", 1)
    state["players"][0]["grid"][1][1]["debris"] = True  # debris on a tile doesn't pay for a flip
    assert "flip" not in legal_types(state, 0)
    assert "debris" in refused(state, 0, {"type": "flip", "die": dice_of(state, 0)[0]})


def test_only_your_own_dice_may_be_flipped_never_another_players_or_a_neutral_die():
    state = new_state(2)
    start_turn(state, 0)
    give(state, 0, debris=1, resources=3)
    flips = {a["die"] for a in legal(state, 0) if a["type"] == "flip"}
    assert flips == set(dice_of(state, 0))
    assert not flips & set(dice_of(state, 1) + dice.neutral_dice(state))


def test_a_bought_die_cannot_be_flipped():
    state = ready(resources=1, debris=1)
    theirs = own_die(state, 1, "orange", 3)
    state, _ = act(state, 0, "take_die", die=theirs)
    assert state["dice"][theirs]["at"] == 0 and not dice.can_flip(state, 0, theirs)
    assert theirs not in dice.flippable_dice(state, 0)


# -- BA-11 / BA-38: taking and buying dice -----------------------------------------------------------------------
def test_buying_another_players_die_pays_its_owner_a_resource():
    state = ready(resources=2)
    owner_before = state["players"][1]["resources"]
    theirs = own_die(state, 1, "orange", 3)
    assert "resource" in find(state, 0, "take_die", die=theirs)["label"]
    state, events = act(state, 0, "take_die", die=theirs)
    assert state["players"][0]["resources"] == 2 - PRICE
    assert state["players"][1]["resources"] == owner_before + PRICE
    assert any(e["type"] == "die_bought" for e in events) and top_kind(state) == "use_die"


def test_taking_your_own_die_is_free():
    state = ready(resources=2)
    mine = own_die(state, 0, "orange", 3)
    state, events = act(state, 0, "take_die", die=mine)
    assert state["players"][0]["resources"] == 2 and not any(e["type"] == "die_bought" for e in events)


def test_a_reserved_die_of_another_player_is_not_for_sale():
    state = ready(resources=2)
    theirs = own_die(state, 1, "orange", 3, reserved=True)
    assert find(state, 0, "take_die", die=theirs) is None
    assert "reserved" in refused(state, 0, {"type": "take_die", "die": theirs})


def test_without_a_resource_no_die_of_another_player_is_offered():
    state = ready(resources=0)
    theirs = own_die(state, 1, "orange", 3)
    assert find(state, 0, "take_die", die=theirs) is None
    assert "BA-11" in refused(state, 0, {"type": "take_die", "die": theirs})


def test_a_neutral_die_is_bought_for_a_resource_paid_to_the_supply():
    state = new_state(2)
    start_turn(state, 0)
    clear_dice(state, 0)
    clear_dice(state, 1)
    give(state, 0, resources=1)
    others_before = state["players"][1]["resources"]
    neutral = dice.neutral_dice(state, "orange")[0]
    state["dice"][neutral]["value"] = 3
    state, _ = act(state, 0, "take_die", die=neutral)
    assert state["players"][0]["resources"] == 0 and state["players"][1]["resources"] == others_before
    assert state["dice"][neutral]["at"] == 0 and neutral in state["turn"]["bought"]


# -- BA-32: A.3 and the hand limit ---------------------------------------------------------------------------
def run_a3(state, seat, die_id):
    """Push and run an A.3 for `die_id` (as after a die use)."""
    state["turn"]["die"] = die_id
    steps.push(state, "a3", seat, die=die_id)
    ev = []
    steps.run_automatic(state, ev)
    return ev


def test_a3_returns_the_die_and_draws_a_mission_of_its_colour():
    state = ready()
    die_id = own_die(state, 0, "green", 2)
    top = state["decks"]["missions"]["green"][-1]
    ev = run_a3(state, 0, die_id)
    assert state["dice"][die_id]["at"] == "supply"
    assert state["players"][0]["hand"]["missions"][-1] == top
    drawn = next(e for e in ev if e["type"] == "mission_drawn")
    assert drawn["to"] == [0] and "card" not in drawn["redacted"]


def test_a_used_die_goes_back_to_the_supply_by_the_end_of_the_turn():
    state = ready()
    die_id = own_die(state, 0, "orange", 3)
    state, _ = act(state, 0, "take_die", die=die_id)
    state = finish_turn(state, 0)
    assert state["dice"][die_id]["at"] == "supply"


def test_an_empty_mission_deck_reshuffles_that_colours_discard_pile():
    state = ready()
    discards = state["decks"]["missions"]["gray"][:3]
    state["decks"]["missions"]["gray"] = []
    state["decks"]["mission_discard"]["gray"] = list(discards)
    card = flow.draw_mission(state, 0, "gray", [])
    assert card in discards and state["decks"]["mission_discard"]["gray"] == []
    assert sorted(state["decks"]["missions"]["gray"] + [card]) == sorted(discards)


def test_a_colour_with_no_deck_and_no_discards_is_exhausted_for_the_rest_of_the_game():
    state = ready()
    gone = state["decks"]["missions"]["orange"]
    state["decks"]["missions"]["orange"] = []
    assert flow.draw_mission(state, 0, "orange", []) is None
    assert "orange" in state["decks"]["exhausted"]
    state["decks"]["mission_discard"]["orange"] = gone
    assert flow.draw_mission(state, 0, "orange", []) is None


def test_at_the_end_of_the_turn_missions_beyond_the_hand_limit_are_discarded():
    limit = content().hand_limit
    state = ready()
    hand = missions_of(state, "orange", 4) + missions_of(state, "gray", 4)
    give(state, 0, missions=hand, ravagers=state["decks"]["ravagers"][-3:])
    state, _ = act(state, 0, "sequence_b")
    state = run_until(state, lambda s: top_kind(s) == "hand_limit")
    assert {a["type"] for a in legal(state, 0)} == {"discard_mission"}
    for _ in range(len(hand) - limit):
        state, _ = act(state, 0, "discard_mission")
    assert len(state["players"][0]["hand"]["missions"]) == limit
    assert len(state["players"][0]["hand"]["ravagers"]) == 3
    assert at_turn_start(state, 1)


def test_ravagers_do_not_count_toward_the_hand_limit():
    state = ready(resources=0)
    give(state, 0, missions=missions_of(state, "green", content().hand_limit),
         ravagers=state["decks"]["ravagers"][-4:])
    state = finish_turn(state, 0)
    assert len(state["players"][0]["hand"]["ravagers"]) == 4 and at_turn_start(state, 1)


# -- BA-7 / BA-36: rounds and the end -------------------------------------------------------------------------
def test_turns_go_clockwise_from_the_first_player_and_a_round_is_one_turn_each():
    state = new_state(3, first=2)
    order = []
    for _ in range(4):
        order.append((active(state), state["turn"]["round"]))
        state = finish_turn(state, active(state))
    assert order == [(2, 1), (0, 1), (1, 1), (2, 2)]


def test_drawing_the_last_ravager_triggers_the_end_after_one_more_round():
    state = ready()
    state["decks"]["ravagers"] = state["decks"]["ravagers"][-1:]
    ev = []
    card = flow.draw_ravager(state, ev)
    assert card is not None and state["decks"]["ravagers"] == []
    assert state["end"] == {"trigger": "ravagers", "final_round": state["turn"]["round"] + 1}
    assert any(e["type"] == "end_triggered" for e in ev)


def test_after_the_trigger_the_ravager_discard_pile_becomes_a_new_deck():
    state = ready()
    discards = state["decks"]["ravagers"][:4]
    state["decks"]["ravagers"] = []
    state["decks"]["ravager_discard"] = list(discards)
    flow.trigger_end(state, "ravagers", [])
    card = flow.draw_ravager(state, [])
    assert card in discards and state["decks"]["ravager_discard"] == []
    assert len(state["decks"]["ravagers"]) == len(discards) - 1


def test_with_no_ravager_card_anywhere_nothing_is_drawn():
    state = ready()
    state["decks"]["ravagers"], state["decks"]["ravager_discard"] = [], []
    assert flow.draw_ravager(state, []) is None
    assert state["end"]["trigger"] == "ravagers"


def test_only_the_first_end_trigger_counts():
    state = ready()
    flow.trigger_end(state, "spes", [])
    first = dict(state["end"])
    state["turn"]["round"] += 1
    flow.trigger_end(state, "ravagers", [])
    assert state["end"] == first


def test_the_game_ends_when_the_round_after_the_trigger_is_over():
    state = new_state(3, first=0)
    state = finish_turn(state, 0)
    flow.trigger_end(state, "ravagers", [])
    trigger_round = state["turn"]["round"]
    seen = []
    while not GAME.is_over(state):
        seen.append((active(state), state["turn"]["round"]))
        state = finish_turn(state, active(state))
    assert seen == [(1, trigger_round), (2, trigger_round)] + [(s, trigger_round + 1) for s in (0, 1, 2)]
    assert GAME.result(state) is not None and GAME.active_seats(state) == []


def test_pass_is_offered_in_the_final_round_only_and_ends_the_turn():
    state = ready()
    assert "pass" not in legal_types(state, 0)
    assert "BA-36" in refused(state, 0, {"type": "pass"})
    state["end"] = {"trigger": "spes", "final_round": state["turn"]["round"]}
    assert "pass" in legal_types(state, 0)
    vp = state["players"][0]["vp"]
    state, events = act(state, 0, "pass")
    assert at_turn_start(state, 1) and state["players"][0]["vp"] == vp
    assert [e["type"] for e in events][:2] == ["passed", "turn_ended"]


def test_the_final_result_is_announced_with_the_game_ended_event():
    state = ready()
    state["end"] = {"trigger": "spes", "final_round": state["turn"]["round"]}
    state["first"] = 1  # seat 0 is last in the round
    state, events = act(state, 0, "pass")
    assert events[-1]["type"] == "game_ended" and events[-1]["data"]["result"] == GAME.result(state)

"""The co-op's turn order, decided by the team each round (row 57; Rulebook: Variant: Shadow of Fallen Angel,
"Preparation Phase: Dice Roll and Turn Order - This step is skipped ... Turn order is decided by players")."""
from __future__ import annotations

import pytest

from shared.games.fallen_angel import coop_order, scoring
from shared.games.fallen_angel.content import content
from tests.games.fallen_angel.helpers import GAME, act, active, legal, legal_types, run_until, set_dice, top_kind
from tests.games.fallen_angel.shadow_helpers import coop_state


def at_turn_order(players: int = 3, round_: int = 1, **options) -> dict:
    """A co-op game whose team is choosing round `round_`'s turn order."""
    return run_until(coop_state(players, **options),
                     lambda s: top_kind(s) == coop_order.KIND and s["round"] == round_)


def agree_all(state: dict) -> tuple[dict, list]:
    """Every player agrees in turn until the window closes."""
    events: list = []
    while top_kind(state) == coop_order.KIND:
        state, ev = act(state, active(state), "agree")
        events += ev
    return state, events


@pytest.mark.parametrize("how,round_,order", [("seat_order", 2, [0, 1, 2]), ("rotate", 1, [0, 1, 2]),
                                              ("rotate", 2, [1, 2, 0]), ("rotate", 3, [2, 0, 1])])
def test_the_coop_turn_order_option_is_the_proposal_the_team_starts_from(how, round_, order):
    state = coop_state(3, coop_turn_order=how)
    state["round"] = round_
    assert coop_order.default_proposal(state) == order


def test_the_order_chamber_proposal_is_ascending_sums_then_fewer_sixes_with_seat_order_for_identical_dice():
    state = coop_state(3)
    set_dice(state, 0, [6, 1, 1])
    set_dice(state, 1, [3, 3, 2])
    set_dice(state, 2, [4, 3, 1])
    assert coop_order.default_proposal(state) == [1, 2, 0]
    for seat in range(3):
        set_dice(state, seat, [3, 3, 3])
    assert coop_order.default_proposal(state) == [0, 1, 2]


def test_each_round_the_team_decides_the_turn_order_with_no_reroll_and_no_order_chamber():
    for round_ in (1, 2):
        state = at_turn_order(3, round_)
        assert not any(item["kind"] == "reroll" for item in state["pending"])
        assert legal_types(state, active(state)) == ["agree", "propose"]
        assert GAME.prompt(state, active(state))["kind"] == coop_order.KIND


def test_the_window_offers_every_other_order_and_the_shadow_never_decides():
    state = at_turn_order(3)
    item = state["pending"][0]
    proposals = [a["order"] for a in legal(state, active(state)) if a["type"] == "propose"]
    assert len(proposals) == 5 and item["proposal"] not in proposals
    assert GAME.legal_actions(state, 3) == []


def test_a_proposed_order_is_the_rounds_order_once_every_player_agrees_to_it_in_a_row():
    state = at_turn_order(3, coop_turn_order="seat_order")
    assert active(state) == 0
    state, events = act(state, 0, "propose", order=[2, 1, 0])
    assert any(e["type"] == "order_proposed" and e["data"]["order"] == [2, 1, 0] for e in events)
    state, _ = act(state, 1, "agree")
    state, _ = act(state, 2, "agree")
    assert top_kind(state) == coop_order.KIND and active(state) == 0
    state, events = act(state, 0, "agree")
    assert state["order"] == [2, 1, 0] and state["main"]["turn"] == 2
    assert any(e["type"] == "order_agreed" and e["data"]["order"] == [2, 1, 0] for e in events)


def test_a_new_proposal_needs_every_player_to_agree_again():
    state = at_turn_order(3, coop_turn_order="seat_order")
    state, _ = act(state, 0, "agree")
    state, _ = act(state, 1, "propose", order=[1, 0, 2])
    state, _ = act(state, 2, "agree")
    state, _ = act(state, 0, "agree")
    assert top_kind(state) == coop_order.KIND and active(state) == 1
    state, _ = act(state, 1, "agree")
    assert state["order"] == [1, 0, 2]


def test_a_player_proposes_at_most_once_a_round_so_the_team_always_agrees():
    state = at_turn_order(2, coop_turn_order="seat_order")
    state, _ = act(state, 0, "propose", order=[1, 0])
    state, _ = act(state, 1, "propose", order=[0, 1])
    assert legal_types(state, 0) == ["agree"]
    state, _ = act(state, 0, "agree")
    assert legal_types(state, 1) == ["agree"]
    state, _ = agree_all(state)
    assert state["order"] == [0, 1]


def test_the_option_alone_sets_the_order_when_the_team_agrees_to_it():
    state = at_turn_order(3, 2, coop_turn_order="rotate")
    state, _ = agree_all(state)
    assert state["order"] == [1, 2, 0]


def test_the_coop_records_no_special_tie_even_for_identical_dice():
    state = at_turn_order(2)
    for seat in range(2):
        set_dice(state, seat, [3] * content().basic_dice)
    state, events = agree_all(state)
    assert state["special_ties"] == [] and not any(e["type"] == "order_chamber" for e in events)


def test_air_supremacy_never_pools_the_tiers_of_coop_players_with_equal_dice():
    state = at_turn_order(3)
    state, _ = agree_all(state)
    state["special_ties"] = [[0, 1]]  # even a stale record of a tie pools nothing in the co-op
    region = content().regions[0]
    for seat, sec in zip((0, 1), content().region_sections[region]):
        die = next(d for d in state["players"][seat]["dice"] if state["dice"][d]["at"] == "unused")
        state["dice"][die].update(value=3, at="placed")
        state["sections"][sec]["groups"].append([die])
    awards = scoring.region_awards(state, region)
    first, second = sorted((0, 1), key=state["order"].index)
    assert (awards["vp"][first], awards["vp"][second]) == (awards["tiers"]["t3"], awards["tiers"]["t2"])

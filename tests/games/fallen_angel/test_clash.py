"""Clash of Dominance (row 69): at the end of a Movement action on a cube-free Location holding an opponent's
House token, the mover may pay a Shield to replace it and the owner may pay a Shield to counter, alternating;
the last payer wins and every Shield spent is lost."""
import pytest

from shared.games.fallen_angel import movement
from tests.games.fallen_angel.airship_fixtures import main_state, run, set_land
from tests.games.fallen_angel.helpers import GAME, act, give, legal_types, top_kind

MOVER, OWNER = 0, 1
HOME, TARGET = "loc-01", "loc-02"   # linked Locations (content/landmap.json)


@pytest.fixture
def state():
    return main_state(3, clash_of_dominance=True)


def arrive(state: dict, mover_shields: int = 3, owner_shields: int = 3, target: str = TARGET) -> tuple[dict, list]:
    """The mover moves from HOME into `target` (the owner's House token there) and stops; returns the events."""
    set_land(state)
    state["land"]["houses"][target] = OWNER
    give(state, MOVER, engine=9, airship=HOME, shields=mover_shields)
    give(state, OWNER, shields=owner_shields)
    run(state, movement.start, MOVER, 0)
    state, _ = act(state, MOVER, "move_to", location=target)
    return act(state, MOVER, "stop")


def shields(state: dict) -> tuple[int, int]:
    return state["players"][MOVER]["shields"], state["players"][OWNER]["shields"]


def events_of(ev: list, kind: str) -> list:
    return [e for e in ev if e["type"] == kind]


def test_ending_a_movement_on_an_opponents_house_token_offers_the_mover_an_attempt(state):
    state, _ = arrive(state)
    assert top_kind(state) == "clash" and GAME.active_seats(state) == [MOVER]
    assert legal_types(state, MOVER) == ["decline", "pay_shield"]
    assert "Clash of Dominance" in GAME.prompt(state, MOVER)["text"]


def test_an_attempt_the_owner_does_not_counter_replaces_the_house_token(state):
    state, _ = arrive(state)
    state, _ = act(state, MOVER, "pay_shield")
    assert GAME.active_seats(state) == [OWNER] and legal_types(state, OWNER) == ["decline", "pay_shield"]
    state, ev = act(state, OWNER, "decline")
    assert state["land"]["houses"][TARGET] == MOVER and shields(state) == (2, 3)
    assert events_of(ev, "clash_ended")[0]["data"]["winner"] == MOVER


def test_an_owner_without_shields_cannot_counter_and_the_mover_wins_at_once(state):
    state, _ = arrive(state, owner_shields=0)
    state, ev = act(state, MOVER, "pay_shield")
    assert state["land"]["houses"][TARGET] == MOVER and top_kind(state) != "clash"
    assert events_of(ev, "location_dominated")[0]["data"]["reason"] == "clash"


def test_a_counter_the_mover_does_not_answer_keeps_the_owners_token_and_both_shields_are_lost(state):
    state, _ = arrive(state)
    state, _ = act(state, MOVER, "pay_shield")
    state, _ = act(state, OWNER, "pay_shield")
    assert GAME.active_seats(state) == [MOVER]
    state, ev = act(state, MOVER, "decline")
    assert state["land"]["houses"][TARGET] == OWNER and shields(state) == (2, 2)
    assert events_of(ev, "clash_ended")[0]["data"]["winner"] == OWNER


def test_payments_alternate_until_one_side_runs_out_and_the_last_payer_wins(state):
    state, _ = arrive(state, mover_shields=2, owner_shields=3)
    for seat in (MOVER, OWNER, MOVER):
        state, _ = act(state, seat, "pay_shield")
    state, ev = act(state, OWNER, "pay_shield")   # the mover has no Shield left to answer
    assert state["land"]["houses"][TARGET] == OWNER and shields(state) == (0, 1)
    assert events_of(ev, "clash_ended")[0]["data"]["spent"] == {str(MOVER): 2, str(OWNER): 2}


def test_declining_the_attempt_costs_nothing_and_keeps_the_token(state):
    state, ev = arrive(state)
    state, ev = act(state, MOVER, "decline")
    assert state["land"]["houses"][TARGET] == OWNER and shields(state) == (3, 3)
    assert events_of(ev, "clash_declined") and top_kind(state) != "clash"


def test_a_mover_without_shields_is_not_offered_a_clash(state):
    state, _ = arrive(state, mover_shields=0)
    assert top_kind(state) != "clash" and state["land"]["houses"][TARGET] == OWNER


def test_a_location_still_holding_cubes_is_not_clashed_for(state):
    set_land(state, loc_02={"red": 2})
    state["land"]["houses"][TARGET] = OWNER   # Blitz Invasion (M5) can cover a Location with cubes
    give(state, MOVER, engine=9, airship=HOME, shields=3)
    run(state, movement.start, MOVER, 0)
    state, _ = act(state, MOVER, "move_to", location=TARGET)
    state, _ = act(state, MOVER, "stop")
    assert top_kind(state) != "clash" and state["land"]["houses"][TARGET] == OWNER


def test_the_movers_own_house_token_is_not_clashed_for(state):
    set_land(state)
    state["land"]["houses"][TARGET] = MOVER
    give(state, MOVER, engine=9, airship=HOME, shields=3)
    run(state, movement.start, MOVER, 0)
    state, _ = act(state, MOVER, "move_to", location=TARGET)
    state, _ = act(state, MOVER, "stop")
    assert top_kind(state) != "clash"


def test_space_leap_does_not_start_a_clash(state):
    set_land(state)
    state["land"]["houses"][TARGET] = OWNER
    give(state, MOVER, airship=HOME, shields=3)
    run(state, movement.leap, MOVER, TARGET)
    assert top_kind(state) != "clash"


def test_without_the_option_an_opponents_house_token_offers_nothing():
    state = main_state(3)
    state, _ = arrive(state)
    assert top_kind(state) != "clash" and state["land"]["houses"][TARGET] == OWNER


def test_each_payment_opens_a_new_decision_of_the_other_seat(state):
    state, _ = arrive(state)
    key = GAME.decision_key(state, MOVER)
    state, _ = act(state, MOVER, "pay_shield")
    assert GAME.decision_key(state, MOVER) is None and GAME.decision_key(state, OWNER) not in (None, key)
    assert GAME.view(state, 2)["decision"]["data"]["spent"] == {str(MOVER): 1, str(OWNER): 0}

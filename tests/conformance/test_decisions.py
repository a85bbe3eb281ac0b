"""Decisions: per-seat decision keys (the service's staleness guard), order independence of simultaneous
choices, the default action a seat can be decided with, and the undo barrier."""
import random

import pytest

from shared.engine.contract import find_action, strip_label
from tests.conformance.kit import CONFIGS, IDS, canon, next_move, walk


def _key(game, state, seat):
    return canon(game.decision_key(state, seat))


@pytest.mark.parametrize("game,options,seats", CONFIGS, ids=IDS)
def test_a_seat_whose_decision_key_stays_the_same_keeps_the_same_legal_actions(game, options, seats):
    # The service refuses a move as stale only when the seat's key changed, so an unchanged key must mean an
    # unchanged decision.
    for before, seat, _action, tr in walk(game, options, seats, seed=4):
        after = tr.state
        for other in set(game.active_seats(before)) & set(game.active_seats(after)):
            key = game.decision_key(before, other)
            if key is None or _key(game, before, other) != _key(game, after, other):
                continue
            assert other != seat, f"seat {seat} acted but its decision key {key} did not change"
            assert canon(game.legal_actions(before, other)) == canon(game.legal_actions(after, other)), \
                f"seat {other}'s legal actions changed under the same decision key {key}"


def _simultaneous_points(game, options, seats, seed):
    """States where several seats may act at once, along one random game."""
    return [before for before, *_ in walk(game, options, seats, seed) if len(game.active_seats(before)) > 1]


def _apply_all(game, state, choices, order):
    for seat in order:
        state = game.apply(state, seat, choices[seat]).state
    return state


@pytest.mark.parametrize("game,options,seats", CONFIGS, ids=IDS)
def test_simultaneous_choices_give_the_same_state_in_any_order(game, options, seats):
    rnd = random.Random(8)
    points = _simultaneous_points(game, options, seats, seed=6)
    for state in points[:6]:
        active = game.active_seats(state)
        choices = {s: strip_label(rnd.choice(game.legal_actions(state, s))) for s in active}
        forward = _apply_all(game, state, choices, active)
        backward = _apply_all(game, state, choices, list(reversed(active)))
        assert canon(forward) == canon(backward), f"the order of seats {active} changed the outcome"


@pytest.mark.parametrize("game,options,seats", CONFIGS, ids=IDS)
def test_the_default_action_is_legal_whenever_a_seat_is_active(game, options, seats):
    for i, (before, _seat, _action, _tr) in enumerate(walk(game, options, seats, seed=9)):
        if i % 3:
            continue
        for seat in game.active_seats(before):
            chosen = game.default_action(before, seat)
            assert find_action(game.legal_actions(before, seat), chosen) is not None, \
                f"default_action {chosen} is not legal for seat {seat}"


def _draws(game, seats, before, after) -> bool:
    """True when the transition drew randomness: the generator moved, or a card dealt face down at random (a
    shuffled deck, someone's hand) became known to a viewer who could not see it before."""
    if any(before.get(k) != after.get(k) for k in game.rng_keys):
        return True
    return any(game.hidden_from(before, v) - game.hidden_from(after, v) for v in [None, *range(len(seats))])


@pytest.mark.parametrize("game,options,seats", CONFIGS, ids=IDS)
def test_no_transition_that_draws_randomness_can_be_undone(game, options, seats):
    drew = 0
    for before, seat, _action, tr in walk(game, options, seats, seed=12):
        if _draws(game, seats, before, tr.state):
            drew += 1
            assert game.undo_barrier(before, tr.state, seat), "a transition that drew randomness is undoable"
    assert drew, "no transition drew randomness, so the barrier was never tested"


@pytest.mark.parametrize("game,options,seats", CONFIGS, ids=IDS)
def test_a_transition_that_hands_the_turn_to_another_seat_cannot_be_undone(game, options, seats):
    rnd = random.Random(2)
    state = game.new_game(2, options, seats)
    while not game.is_over(state):
        seat, action = next_move(game, state, seats, rnd)
        after = game.apply(state, seat, action).state
        if set(game.active_seats(after)) - set(game.active_seats(state)) - {seat}:
            assert game.undo_barrier(state, after, seat)
        state = after

"""Fixtures for the evil tide's tests: a solo game (seat 0 the angels, yellow; seat 1 the tide, black), the board
cleared at the tide's first turn, and drivers that play the tide's automa steps one at a time.

The tide's steps are played through `automa_action` and the validated `apply`, as the service does.
"""
from __future__ import annotations

from shared.engine import SeatSpec
from shared.games.angel_fury import steps
from shared.games.angel_fury.tide_content import tide_content
from tests.games.angel_fury import helpers as h

ANGELS, TIDE = 0, 1
BLACK, YELLOW = "black", "yellow"
SEATS = [SeatSpec(0, "You", "human"), SeatSpec(1, "the evil tide", "automa")]


def new_solo(seed: int = 1, **options) -> dict:
    """A fresh solo game at the angels' character choice."""
    return h.GAME.new_game(seed, options, SEATS)


def at_tide_turn(seed: int = 1, good: str = "raphael", **options) -> dict:
    """A solo game past the character choice: the tide's first turn is open."""
    state = new_solo(seed, **options)
    player = state["players"][ANGELS]
    if good not in player["offered"]:
        player["offered"][0] = good
    state, _ = h.act(state, ANGELS, "choose_character", character=good)
    return state


def cleared(seed: int = 1, **options) -> dict:
    """The tide's first turn on an empty board (terrain as set up); the angels hold no cards."""
    state = h.clear_board(at_tide_turn(seed, **options))
    h.set_cards(state, ANGELS, hand=[])
    return state


def demons(state: dict, area: str) -> int:
    """The demons in an area."""
    return h.units(state, area, BLACK)


def angels(state: dict, area: str) -> int:
    """The angel minions in an area."""
    return h.units(state, area, YELLOW)


def next_tide_action(state: dict) -> dict:
    """The tide's next step, as the automa chooses it."""
    return h.GAME.automa_action(state, TIDE)


def tide_step(state: dict) -> tuple[dict, list]:
    """Play the tide's next step; returns (state, events)."""
    return h.play(state, TIDE, next_tide_action(state))


def is_angels_turn(state: dict) -> bool:
    """True when the angels' turn menu is open (the tide's turn is over)."""
    return h.at_turn(state, ANGELS)


def run_tide_turn(state: dict, pick=None) -> tuple[dict, list]:
    """Play on until the angels' turn menu opens or the game ends: the tide's steps by the automa, the angels'
    decisions by `pick(state, legal)` (default: the game's default action); returns (state, all events)."""
    events: list = []
    for _ in range(500):
        if state["final"] is not None or is_angels_turn(state):
            return state, events
        seat = h.active(state)
        if seat == TIDE:
            state, ev = tide_step(state)
        else:
            legal = h.legal(state, seat)
            action = pick(state, legal) if pick else h.GAME.default_action(state, seat)
            state, ev = h.play(state, seat, action)
        events += ev
    raise AssertionError("the tide's turn never ended")


def moves_only(state: dict) -> dict:
    """Mark the turn's refills as done, so the tide's turn is its moves and then its score."""
    step = steps.top(state)
    assert step["kind"] == "tide_turn"
    step["refills"] = len(tide_content().back_row)
    return state


def of_type(events: list, kind: str) -> list:
    """The data of the events of one type, in order."""
    return [e["data"] for e in events if e["type"] == kind]


def set_deck(state: dict, deck: list, discard: list | None = None) -> dict:
    """The reinforcement cards not yet drawn (and the drawn ones)."""
    state["tide"]["deck"], state["tide"]["discard"] = sorted(deck), list(discard or [])
    return state

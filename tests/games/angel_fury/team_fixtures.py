"""Fixtures for the scenario tests: a started game of any scenario, with every seat's character chosen.

Battle for the Soul in the default seating: 0 = black, 2 = red (evil, moving first), 1 = yellow, 3 = white (good).
Protection of the Soul: 0 = black, 2 = red (evil), 1 = the lone angel (yellow and white). The Epic Duel: 0 = black
and red, 1 = yellow and white.
"""
from __future__ import annotations

from shared.games.angel_fury import steps
from tests.games.angel_fury import helpers as h

BLACK, YELLOW, RED, WHITE = 0, 1, 2, 3
SEATS = {"battle_for_the_soul": 4, "protection_of_the_soul": 3, "epic_duel": 2, "duel": 2}


def fresh(scenario: str = "battle_for_the_soul", seed: int = 1, roles: tuple = ()) -> dict:
    """A new game of the scenario with human seats, at the character choice."""
    return h.GAME.new_game(seed, {"scenario": scenario}, h.seats(SEATS[scenario], roles=roles))


def begun(scenario: str = "battle_for_the_soul", seed: int = 1, roles: tuple = ()) -> dict:
    """The scenario past the character choice (each seat keeps its first dealt character): evil's first turn."""
    state = fresh(scenario, seed, roles)
    for seat in range(SEATS[scenario]):
        state, _ = h.act(state, seat, "choose_character", character=state["players"][seat]["offered"][0])
    return state


def team_item(state: dict) -> dict | None:
    """The open team turn, or None."""
    found = steps.open_decision(state)
    return found[1] if found and found[1]["kind"] == "team_turn" else None


def done(state: dict, seat: int) -> tuple[dict, list]:
    """`seat` ends its part of the team turn."""
    return h.act(state, seat, "done")


def end_side(state: dict) -> tuple[dict, list]:
    """Every seat of the side whose turn it is says done (or ends its turn); returns (state, events)."""
    events: list = []
    item = team_item(state)
    if item is None:
        return h.end_turn(state, h.active(state))
    for seat in [s for s in item["seats"] if s not in item["done"]]:
        state, ev = done(state, seat)
        events += ev
    return state, events

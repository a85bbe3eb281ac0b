"""Fixtures of the airship tests (resources, actions, movement, techs): a main-phase state, a chosen seat's turn,
the Angel City, the Land Map and a seat's techs set by hand, and a direct start of an airship action.

Every builder mutates and returns the state it is given (except `main_state`, which returns a fresh copy).
"""
from __future__ import annotations

from shared.games.fallen_angel import steps
from shared.games.fallen_angel.content import content
from tests.games.fallen_angel.helpers import GAME, new_state, to_main

_BASE: dict = {}


def main_state(players: int = 3, seed: int = 1, **options) -> dict:
    """A fresh copy of a game at its first main-phase turn (seat s plays colour content().colours[s])."""
    key = (players, seed, tuple(sorted(options.items())))
    if key not in _BASE:
        _BASE[key] = to_main(new_state(players, seed, **options))
    return GAME.clone(_BASE[key])


def seat_of(state: dict, colour: str) -> int:
    """The seat playing `colour`."""
    return next(i for i, s in enumerate(state["seats"]) if s["role"] == colour)


def give_turn(state: dict, seat: int) -> dict:
    """Make the open main-phase turn `seat`'s."""
    for step in state["steps"][-2:]:
        step["seat"] = seat
    state["main"]["turn"] = seat
    return state


def run(state: dict, start, *args) -> list:
    """Call an airship start function (state, *args, ev) as placement would, then run automatic steps; returns
    the events."""
    ev: list = []
    start(state, *args, ev)
    steps.run_automatic(state, ev)
    return ev


def zero() -> dict:
    """{colour: 0} for every gem/cube colour."""
    return {c: 0 for c in content().gem_colours}


def set_city(state: dict, **regions) -> dict:
    """Angel City holds exactly the given gems: set_city(s, triangle={"red": 2}, circle={...}); others empty."""
    for region in state["city"]["regions"]:
        state["city"]["regions"][region] = {**zero(), **regions.get(region, {})}
    return state


def set_land(state: dict, **locations) -> dict:
    """The Land Map holds exactly the given cubes: set_land(s, loc_07={"black": 1}); others empty (ids with _)."""
    for loc in state["land"]["cubes"]:
        state["land"]["cubes"][loc] = {**zero(), **locations.get(loc.replace("-", "_"), {})}
    return state


def storage(*gems: str) -> list:
    """A storage list holding `gems` from the right (index 0), the rest empty."""
    return list(gems) + [None] * (content().storage_size - len(gems))


def city_gems(state: dict, region: str) -> int:
    """Gems in one Angel City Region."""
    return sum(state["city"]["regions"][region].values())


def top_step(state: dict) -> dict | None:
    """The open step or pending item."""
    found = steps.open_decision(state)
    return found[1] if found else None

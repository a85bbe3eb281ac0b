"""Self-play: bots and automa play whole games through the contract; used by tests, CLI and benchmarks."""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from shared.engine.contract import Game, SeatSpec


class DeadEnd(Exception):
    """A running game where nobody can act: a rules bug."""


@dataclass
class Playout:
    """The record of one self-played game."""

    state: dict
    actions: list = field(default_factory=list)
    events: list = field(default_factory=list)
    decisions: int = 0
    legal_seconds: list = field(default_factory=list)
    apply_seconds: list = field(default_factory=list)


def choose(game: Game, state: dict, seat: int, kind: str, rnd: random.Random, timings: Playout | None = None):
    """The next action for `seat`: the automa's rules choice, or a random legal one."""
    if kind == "automa":
        return game.automa_action(state, seat)
    t0 = time.perf_counter()
    legal = game.legal_actions(state, seat)
    if timings is not None:
        timings.legal_seconds.append(time.perf_counter() - t0)
    if not legal:
        raise DeadEnd(f"seat {seat} is active but has no legal action")
    return rnd.choice(legal)


def play(game: Game, seed: int, options: dict, seats: list[SeatSpec], *, max_decisions: int = 20000,
         record: bool = False, timed: bool = False, validate: bool = False) -> Playout:
    """Play one game to the end with random bots for every non-automa seat."""
    state = game.new_game(seed, options, seats)
    kinds = {s.seat: s.kind for s in seats}
    rnd = random.Random(seed)
    out = Playout(state)
    while not game.is_over(state):
        active = game.active_seats(state)
        if not active:
            raise DeadEnd("the game is not over but no seat is active")
        seat = active[0] if len(active) == 1 else rnd.choice(active)
        action = choose(game, state, seat, kinds[seat], rnd, out if timed else None)
        t0 = time.perf_counter()
        if validate:
            tr = game.apply(state, seat, action)
            state, events = tr.state, tr.events
        else:
            events = game.apply_in_place(state, seat, {k: v for k, v in action.items() if k != "label"})
        if timed:
            out.apply_seconds.append(time.perf_counter() - t0)
        out.decisions += 1
        if record:
            out.actions.append((seat, action))
            out.events.extend(events)
        if out.decisions > max_decisions:
            raise DeadEnd(f"no end after {max_decisions} decisions")
    out.state = state
    return out

"""Self-play: bots and automa play whole games through the contract; used by tests, CLI and benchmarks."""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from shared.engine.bots import DEFAULT_BOT, decide, get_bot
from shared.engine.contract import Game, SeatSpec, strip_label


class DeadEnd(Exception):
    """A running game where nobody can act: a rules bug."""


@dataclass
class Playout:
    """The record of one self-played game.

    With `timed`, `legal_seconds` and `apply_seconds` hold the cost of each legal_actions and apply call, and
    `decision_seconds[i]` the rules' cost of decision i (0-based): legal_actions (or the automa's rule
    choice) plus apply, without the time a bot spends thinking."""

    state: dict
    actions: list = field(default_factory=list)
    events: list = field(default_factory=list)
    decisions: int = 0
    legal_seconds: list = field(default_factory=list)
    apply_seconds: list = field(default_factory=list)
    decision_seconds: list = field(default_factory=list)


def choose(game: Game, state: dict, seat: int, kind: str, rnd: random.Random, timings: Playout | None = None,
           bot: str | None = None, seed: str | None = None) -> dict:
    """The next action for `seat`: the automa's rules choice, else the seat's `bot` (what bots.decide does, with
    the legal list timed) seeded with `seed`; with no bot, a uniform choice drawn from `rnd`."""
    t0 = time.perf_counter()
    if kind == "automa":
        action = decide(game, state, seat, kind, seed or "")
        if timings is not None:
            timings.decision_seconds.append(time.perf_counter() - t0)
        return action
    legal = game.legal_actions(state, seat)
    if timings is not None:
        spent = time.perf_counter() - t0
        timings.legal_seconds.append(spent)
        timings.decision_seconds.append(spent)
    if not legal:
        raise DeadEnd(f"seat {seat} is active but has no legal action")
    if bot is None:
        return rnd.choice(legal)
    return get_bot(bot).choose(game, state, seat, legal, seed if seed is not None else str(rnd.getrandbits(63)))


def play(game: Game, seed: int, options: dict, seats: list[SeatSpec], *, max_decisions: int = 20000,
         record: bool = False, timed: bool = False, validate: bool = False) -> Playout:
    """Play one game to the end: automa seats by the rules, every other seat by its bot (SeatSpec.bot, the
    default bot when it names none). Bot decision n is seeded "seed:n", so a game replays identically."""
    state = game.new_game(seed, options, seats)
    kinds = {s.seat: s.kind for s in seats}
    bots = {s.seat: s.bot or DEFAULT_BOT for s in seats}
    for name in set(bots.values()):
        get_bot(name)  # InvalidOptions for an unknown bot, before the first move
    rnd = random.Random(seed)
    out = Playout(state)
    while not game.is_over(state):
        active = game.active_seats(state)
        if not active:
            raise DeadEnd("the game is not over but no seat is active")
        seat = active[0] if len(active) == 1 else rnd.choice(active)
        action = choose(game, state, seat, kinds[seat], rnd, out if timed else None, bot=bots[seat],
                        seed=f"{seed}:{out.decisions}")
        t0 = time.perf_counter()
        if validate:
            tr = game.apply(state, seat, action)
            state, events = tr.state, tr.events
        else:
            events = game.apply_in_place(state, seat, strip_label(action))
        if timed:
            spent = time.perf_counter() - t0
            out.apply_seconds.append(spent)
            out.decision_seconds[-1] += spent
        out.decisions += 1
        if record:
            out.actions.append((seat, action))
            out.events.extend(events)
        if out.decisions > max_decisions:
            raise DeadEnd(f"no end after {max_decisions} decisions")
    out.state = state
    return out

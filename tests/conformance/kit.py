"""The conformance kit's shared parts: the registry-driven configurations and sampled walks through games.

Every registered game, every configuration it lists in `sample_configs` (each seat count and mode), is played
by the tests in this folder; a game that registers passes them or the suite is red.
"""
from __future__ import annotations

import random

import orjson

from shared.engine import all_games, redact_event
from shared.engine.bots import decide
from shared.engine.contract import strip_label
from shared.engine.events import envelope_clashes
from shared.engine.rng import Rng, seed_state
from shared.service.words import add_words

CONFIGS = [(g, opts, seats) for g in all_games() for (opts, seats) in g.sample_configs()]
IDS = [f"{g.name}-{len(seats)}p-{'-'.join(sorted(str(v) for v in opts.values()))}" for g, opts, seats in CONFIGS]
#: what `make soak` sweeps: the kit's configurations and each game's soak-only variants
SOAK_CONFIGS = CONFIGS + [(g, opts, seats) for g in all_games() for (opts, seats) in g.soak_configs()]
SOAK_IDS = [f"{g.name}-{len(seats)}p-{'-'.join(sorted(str(v) for v in opts.values()))}-{i}"
            for i, (g, opts, seats) in enumerate(SOAK_CONFIGS)]


def canon(obj) -> bytes:
    """A canonical byte form of a JSON-native value, for equality that reports nicely."""
    return orjson.dumps(obj, option=orjson.OPT_SORT_KEYS)


def viewers(seats) -> list:
    """The spectator (None) and every seat."""
    return [None] + [s.seat for s in seats]


def rng_for(seed: int) -> Rng:
    """A fresh engine generator, as sample_hidden takes it."""
    return Rng({"rng": seed_state(seed)})


def next_move(game, state: dict, seats, rnd: random.Random) -> tuple[int, dict]:
    """The next (seat, action) of a random game: a random active seat; automa seats follow their rules."""
    seat = rnd.choice(game.active_seats(state))
    spec = seats[seat]
    if spec.kind == "automa":
        return seat, strip_label(decide(game, state, seat, "automa", seed=""))
    return seat, strip_label(rnd.choice(game.legal_actions(state, seat)))


def walk(game, options: dict, seats, seed: int):
    """Yield (before, seat, action, transition) for every decision of one random game, to the end."""
    rnd = random.Random(seed)
    state = game.new_game(seed, options, seats)
    while not game.is_over(state):
        seat, action = next_move(game, state, seats, rnd)
        tr = game.apply(state, seat, action)
        yield state, seat, action, tr
        state = tr.state


def sampled_states(game, options: dict, seats, seed: int, every: int) -> list[dict]:
    """Every `every`-th state of one random game, plus its first and its last."""
    states, last = [], None
    for i, (before, _seat, _action, tr) in enumerate(walk(game, options, seats, seed)):
        if i % every == 0:
            states.append(before)
        last = tr.state
    return states + [last]


def seat_picture(game, state: dict, viewer) -> bytes:
    """All a viewer gets from the server about a state: view, active seats, its legal actions and prompt."""
    active = game.active_seats(state)
    mine = viewer is not None and viewer in active
    return canon({"view": game.view(state, viewer), "active": active,
                  "legal": game.legal_actions(state, viewer) if mine else [],
                  "prompt": game.prompt(state, viewer) if mine else None})


class SchemaViolation(AssertionError):
    """Something the server would send does not conform to its game's published schema."""


def _expect(problems: list, what: str) -> None:
    if problems:
        raise SchemaViolation(f"{what}: " + "; ".join(problems))


def _check_state(game, state: dict, seats, problems_of, counts: dict) -> None:
    """The view of `state` for the spectator and every seat, and each active seat's legal actions."""
    counts["states"] += 1
    for viewer in viewers(seats):
        _expect(problems_of(game, "view", game.view(state, viewer)), f"the view for viewer {viewer}")
        counts["views"] += 1
    for seat in game.active_seats(state):
        for action in game.legal_actions(state, seat):
            _expect(problems_of(game, "action", action), f"the legal action {action.get('type')} of seat {seat}")
            counts["actions"] += 1


def schema_checks(game, options: dict, seats, seed: int, problems_of) -> dict:
    """Validate one random game against `game`'s schemas on every transition: the view for each viewer, every
    legal action of each active seat, every event as redacted for each viewer (in its served envelope, with a
    seq and version), the result. `problems_of(game, kind, value)` lists what does not conform; the first
    problem raises SchemaViolation. Returns how many of each were validated."""
    counts = {"states": 0, "views": 0, "actions": 0, "events": 0, "results": 0}
    seq, last, names = 0, None, [s.name for s in seats]
    for before, _seat, _action, tr in walk(game, options, seats, seed):
        _check_state(game, before, seats, problems_of, counts)
        for ev in tr.events:
            seq += 1
            _expect([f"its data uses the envelope key {key!r}" for key in envelope_clashes(ev)], f"event {ev['type']}")
            for viewer in viewers(seats):
                # served as the log and the streams serve it: redacted, with its words (shared/service/words.py)
                served = {**add_words(game, redact_event(ev, viewer), names), "seq": seq, "version": counts["states"]}
                _expect(problems_of(game, "event", served), f"event {ev['type']} for viewer {viewer}")
                counts["events"] += 1
        last = tr.state
    _check_state(game, last, seats, problems_of, counts)
    _expect(problems_of(game, "result", game.result(last)), "the result")
    counts["results"] += 1
    return counts

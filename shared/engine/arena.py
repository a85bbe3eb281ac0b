"""The arena: bot A against bot B, A rotated through every seat, scored by wins and margins (`seraph arena`).

Game i (seed seed+i) puts A on the i-th non-automa seat in rotation and B on every other non-automa seat; automa
seats play by the rules. In co-op and solo games B is A's team-mates' bot and a win is the team's. A tie among k
winners gives A a 1/k share. Bot decision n of a game is seeded "seed:n", like shared.engine.simulate.play, so a
row replays identically; only A's thinking is timed.
"""
from __future__ import annotations

import statistics
import time
from dataclasses import replace

from shared.engine.bots import get_bot
from shared.engine.contract import SeatSpec, strip_label
from shared.engine.registry import get_game
from shared.engine.simulate import DeadEnd


def arena_seats(seats: list[SeatSpec], a: str, b: str, index: int) -> tuple[list[SeatSpec], int]:
    """The layout of game `index`: A on the index-th non-automa seat (in rotation), B on the others; and A's seat."""
    players = [s.seat for s in seats if s.kind != "automa"]
    a_seat = players[index % len(players)]
    out = [s if s.kind == "automa" else replace(s, kind="bot", bot=a if s.seat == a_seat else b) for s in seats]
    return out, a_seat


def play_one(game, seed: int, options: dict, seats: list[SeatSpec], a_seat: int, max_decisions: int = 20000):
    """Play one game; (result, A's decision seconds)."""
    state = game.new_game(seed, options, seats)
    kinds = {s.seat: s.kind for s in seats}
    bots = {s.seat: get_bot(s.bot) for s in seats if s.kind == "bot"}
    spent, n = [], 0
    while not game.is_over(state):
        active = game.active_seats(state)
        if not active:
            raise DeadEnd("the game is not over but no seat is active")
        seat = active[0]  # simultaneous choices are hidden from each other, so their order doesn't matter
        if kinds[seat] == "automa":
            action = game.automa_action(state, seat)
        else:
            legal = game.legal_actions(state, seat)
            t0 = time.perf_counter()
            action = bots[seat].choose(game, state, seat, legal, f"{seed}:{n}")
            if seat == a_seat:
                spent.append(round(time.perf_counter() - t0, 5))
        game.apply_in_place(state, seat, strip_label(action))
        n += 1
        if n > max_decisions:
            raise DeadEnd(f"no end after {max_decisions} decisions")
    return game.result(state), spent


def a_share(result: dict, a_seat: int) -> float:
    """A's share of the win: 1 alone, 1/k in a k-way tie, 0 when A (or A's team) lost."""
    winners = result["winners"]
    if a_seat not in winners:
        return 0.0
    team = next((t for t in result["teams"] if a_seat in t), [a_seat])
    sides = {tuple(t) for t in result["teams"] if set(t) & set(winners)}
    return 1.0 / max(1, len(sides)) if len(team) > 1 else 1.0 / len(winners)


def a_margin(result: dict, a_seat: int) -> float | None:
    """A's score minus the best score outside A's team (None when the result has no scores for them)."""
    scores = {int(k): v for k, v in result["scores"].items() if v is not None}
    team = next((t for t in result["teams"] if a_seat in t), [a_seat])
    others = [v for s, v in scores.items() if s not in team]
    return scores[a_seat] - max(others) if a_seat in scores and others else None


def play_batch(game_name: str, indexes: list[int], seed: int, options: dict, seats: list[dict], a: str, b: str):
    """Games `indexes` of a row (in a worker process): [(share, margin, decision seconds)]."""
    game = get_game(game_name)
    specs = [SeatSpec(**s) for s in seats]
    out = []
    for i in indexes:
        layout, a_seat = arena_seats(specs, a, b, i)
        result, spent = play_one(game, seed + i, options, layout, a_seat)
        out.append((a_share(result, a_seat), a_margin(result, a_seat), spent))
    return out


def percentile(xs: list, p: float) -> float:
    """The p-quantile of a non-empty `xs` (linear interpolation)."""
    xs = sorted(xs)
    k = (len(xs) - 1) * p
    lo = int(k)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def summarize(rows: list, games: int) -> dict:
    """The arena's JSON: games, win_rate, score_margin_median, decision_seconds (median, p99, max) for A."""
    margins = [m for _, m, _ in rows if m is not None]
    times = [t for _, _, ts in rows for t in ts]
    return {"games": games, "win_rate": round(sum(s for s, _, _ in rows) / len(rows), 3) if rows else None,
            "score_margin_median": statistics.median(margins) if margins else None,
            "decision_seconds": {"median": round(statistics.median(times), 4), "p99": round(percentile(times, 0.99), 4),
                                 "max": round(max(times), 4), "decisions": len(times)} if times else None}

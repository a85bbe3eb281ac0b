"""`seraph selfplay`: bots (and the automa) play complete games, timed; and the early/late decision-cost check."""
from __future__ import annotations

import statistics
import sys
import time

import click
import orjson

from services.cli_seats import _seat_text, _setup, seat_options

#: decisions compared by `selfplay`: the first 100 of each game against the 300th and later
EARLY, LATE_FROM = (1, 100), 300


def _median_us(xs: list) -> float | None:
    return round(statistics.median(xs) * 1e6, 1) if xs else None


def decision_cost(playouts_costs: list[list[float]], late_from: int = LATE_FROM) -> dict:
    """Median cost per decision (legal_actions + apply) over decisions 1-100 of each game and over decision
    `late_from` (300) and later, their ratio, and whether they stay within ±20% of each other."""
    early = [c for costs in playouts_costs for c in costs[EARLY[0] - 1:EARLY[1]]]
    late = [c for costs in playouts_costs for c in costs[late_from - 1:]]
    longest = max((len(c) for c in playouts_costs), default=0)
    out = {"early_decisions": f"{EARLY[0]}-{EARLY[1]}", "late_decisions": f"{late_from}+",
           "early_median_us": _median_us(early), "late_median_us": _median_us(late),
           "early_samples": len(early), "late_samples": len(late), "longest_game": longest,
           "late_over_early": None, "within_20_percent": None}
    if early and late:
        ratio = statistics.median(late) / statistics.median(early)
        out["late_over_early"] = round(ratio, 3)
        out["within_20_percent"] = 0.8 <= ratio <= 1.2
        out["verdict"] = (f"late/early = {ratio:.2f}: " +
                          ("holds (within ±20%)" if out["within_20_percent"] else "does NOT hold (beyond ±20%)"))
    else:
        out["verdict"] = (f"no game reached decision {late_from} (longest: {longest}), so there is nothing to "
                          "compare (a shorter game can be compared with --late-from)")
    return out


@click.command()
@seat_options("4")
@click.option("--bot", default=None, help="The bot of bot seats (random, greedy; default random).")
@click.option("--games", "count", default=100, show_default=True)
@click.option("--seed", default=0, show_default=True, help="First seed.")
@click.option("--late-from", default=LATE_FROM, show_default=True, type=click.IntRange(EARLY[1] + 1),
              help="The first decision of the late window compared with decisions 1-100.")
@click.option("--solo", is_flag=True, hidden=True, help="Old name of --automa.")
def selfplay(game, players, automa, seats_json, options, bot, count, seed, late_from, solo) -> None:
    """Bots (and the automa) play COUNT complete games; prints games/s, decisions/s, per-decision costs (and
    whether a decision costs the same late in a game as early on) and any error. Exit 1 if a game failed."""
    from shared.engine.simulate import play

    rules, opts, seats = _setup(game, players, automa or solo, seats_json, bot, options, human=False,
                                default_players=4)
    decisions, errors, legal, apply, costs = 0, [], [], [], []
    t0 = time.perf_counter()
    for s in range(seed, seed + count):
        try:
            out = play(rules, s, opts, seats, timed=True)
        except Exception as exc:  # report every failing seed, keep going
            errors.append(f"seed {s}: {type(exc).__name__}: {exc}")
            continue
        decisions += out.decisions
        legal += out.legal_seconds
        apply += out.apply_seconds
        costs.append(out.decision_seconds)
    elapsed = time.perf_counter() - t0
    click.echo(orjson.dumps({
        "game": game, "players": len(seats), "seats": [_seat_text(s) for s in seats], "games": count,
        "seconds": round(elapsed, 3), "games_per_s": round(count / elapsed, 1),
        "decisions_per_s": round(decisions / elapsed),
        "decisions_per_game": round(decisions / max(1, count - len(errors)), 1),
        "legal_actions_median_us": _median_us(legal), "apply_median_us": _median_us(apply),
        "decision_cost": decision_cost(costs, late_from),
        "errors": errors[:20], "error_count": len(errors)}, option=orjson.OPT_INDENT_2).decode())
    sys.exit(1 if errors else 0)

"""`seraph calibrate`: the score distribution of a bot, per value of the game's calibration axis.

Generic over the game hooks: `calibration_axis` names the option swept (its values are the option's choices),
`calibration_report(result, seat)` says what a seat scored, whether it won, an optional label (e.g. a
title earned) and optional `stats` (other numbers, e.g. the automa's score or the game length), each reported
as median, p10 and p90. Every non-automa seat is played by the bot under test and reported; automa seats play by the
rules. Games run in worker processes (they are CPU-bound), each one through shared.engine.simulate.play with
seeds seed..seed+games-1, so a row is reproducible.
"""
from __future__ import annotations

import statistics
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import asdict, replace

import orjson

from shared.engine import SeatSpec, get_game
from shared.engine.arena import percentile
from shared.engine.simulate import play


def play_batch(game_name: str, seeds: list, options: dict, seats: list) -> list[dict]:
    """Play each seed (in a worker process) and return the calibration report of every non-automa seat."""
    game = get_game(game_name)
    specs = [SeatSpec(**s) for s in seats]
    reports = []
    for seed in seeds:
        result = game.result(play(game, seed, options, specs).state)
        reports += [game.calibration_report(result, s.seat) for s in specs if s.kind != "automa"]
    return reports


def axis_values(game, values: tuple = ()) -> list:
    """The values to sweep: `values` (parsed to the option's type) or every choice of the axis option; [None]
    (the game's defaults only) for a game without an axis."""
    axis = game.calibration_axis
    if axis is None:
        return [None]
    option = game.options[axis]
    if not values:
        if option.choices:
            return list(option.choices)
        if option.type == "bool":
            return [False, True]
        raise ValueError(f"{game.name}'s calibration axis {axis!r} has no list of choices; name values with --value")
    return [_parse(option.type, v) for v in values]


def _parse(kind: str, text: str):
    if kind in ("int", "bool"):
        try:
            return orjson.loads(text)
        except orjson.JSONDecodeError:
            return text
    return text


def sweep_options(game, options: dict, value) -> dict:
    """The options of one row: the fixed ones with the axis set to `value` (None: left at its default)."""
    return dict(options) if value is None else {**options, game.calibration_axis: value}


def bot_seats(seats: list[SeatSpec], bot: str) -> list[SeatSpec]:
    """The layout with `bot` on every non-automa seat."""
    return [s if s.kind == "automa" else replace(s, kind="bot", bot=bot) for s in seats]


def summarize(reports: list[dict], games: int) -> dict:
    """Games, score median/p10/p90/mean, win rate and label counts of a row's reports."""
    scores = [r["score"] for r in reports if r.get("score") is not None]
    labels: dict = {}
    for r in reports:
        if r.get("label") is not None:
            labels[r["label"]] = labels.get(r["label"], 0) + 1
    out = {"games": games, "seats_reported": len(reports), "median": None, "p10": None, "p90": None, "mean": None,
           "win_rate": round(sum(bool(r.get("won")) for r in reports) / len(reports), 3) if reports else None,
           "labels": dict(sorted(labels.items(), key=lambda kv: (-kv[1], str(kv[0]))))}
    if scores:
        out.update(median=statistics.median(scores), p10=round(percentile(scores, 0.1), 1),
                   p90=round(percentile(scores, 0.9), 1), mean=round(statistics.mean(scores), 1))
    stats: dict = {}
    for r in reports:
        for name, value in (r.get("stats") or {}).items():
            stats.setdefault(name, []).append(value)
    if stats:
        out["stats"] = {name: {"median": statistics.median(xs), "p10": round(percentile(xs, 0.1), 1),
                               "p90": round(percentile(xs, 0.9), 1)} for name, xs in sorted(stats.items())}
    return out


def run_row(pool: Executor | None, game, bot: str, value, games: int, seed: int, options: dict,
            seats: list[SeatSpec], workers: int) -> dict:
    """One (bot, axis value) row: `games` games split into interleaved chunks over the workers."""
    specs = [asdict(s) for s in bot_seats(seats, bot)]
    opts = sweep_options(game, options, value)
    seeds = list(range(seed, seed + games))
    parts = max(1, workers * 4)
    chunks = [seeds[i::parts] for i in range(parts) if seeds[i::parts]]
    if pool is None:
        reports = [r for c in chunks for r in play_batch(game.name, c, opts, specs)]
    else:
        futures = [pool.submit(play_batch, game.name, c, opts, specs) for c in chunks]
        reports = [r for f in futures for r in f.result()]
    return {"bot": bot, "axis": game.calibration_axis, "value": value, **summarize(reports, games)}


def sweep(game, bots: list[str], values: list, games: int, seed: int, options: dict, seats: list[SeatSpec],
          workers: int = 2):
    """Yield a row per (bot, axis value), in that order, as each finishes."""
    pool = ProcessPoolExecutor(workers) if workers > 1 else None
    try:
        for bot in bots:
            for value in values:
                yield run_row(pool, game, bot, value, games, seed, options, seats, workers)
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)


def table_header(axis: str | None) -> list[str]:
    return [f"| bot | {axis or 'options'} | games | median | p10 | p90 | mean | win rate | labels |",
            "|---|---|---|---|---|---|---|---|---|"]


def table_row(row: dict) -> str:
    """A row as a Markdown table line (the form the games' RULES.md calibration tables use)."""
    value = "defaults" if row["value"] is None else row["value"]
    win = "-" if row["win_rate"] is None else f"{row['win_rate']:.1%}"
    labels = ", ".join(f"{k} {v}" for k, v in row["labels"].items()) or "-"
    stats = "; ".join(f"{k} {s['median']} ({s['p10']}-{s['p90']})" for k, s in row.get("stats", {}).items())
    labels += f"; {stats}" if stats else ""
    cells = [row["bot"], value, row["games"], row["median"], row["p10"], row["p90"], row["mean"], win, labels]
    return "| " + " | ".join("-" if c is None else str(c) for c in cells) + " |"

"""`make arena`: the search bot's standard table (issue 31), row by row through `seraph arena`, and the Elo ladder.

Each row appends its games to bench/arena/<row>.jsonl (`seraph arena --out`), so a run resumes where the last one
stopped and a table can grow across sessions; the JSON lines are the record docs/PERFORMANCE.md quotes. The table is
printed in Markdown with a 95% Wilson interval per win rate, then the ladder: Bradley-Terry ratings (Elo scale, random
fixed at 0) fitted to every head-to-head row of a game.

    python -m bench.arena_table [--games N] [--only SUBSTRING ...] [--workers W] [--report-only]
"""
from __future__ import annotations

import argparse
import math
import os
import subprocess
import sys
from dataclasses import dataclass, field

import orjson

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "arena")
#: what GET /v1/rules says of each game's bots (shared/service/bot_ratings.py reads it): written by --write-ratings
RATINGS = os.path.join(os.path.dirname(HERE), "..", "shared", "service", "bot_ratings.json")
LADDER = ("random", "greedy", "search-fast", "search")
TWO_PLAYER = ("falling", "black_angel", "fallen_angel", "angel_fury")  # Angel Fury's 2-seat default is the Duel


@dataclass(frozen=True)
class Row:
    """One `seraph arena` row of the table."""

    game: str
    players: int
    bot: str
    against: str
    automa: bool = False
    options: dict = field(default_factory=dict)

    @property
    def name(self) -> str:
        opts = "".join(f"-{v}" for v in self.options.values())
        return f"{self.game}-{self.players}p{'-coop' if self.automa else ''}{opts}-{self.bot}-vs-{self.against}"

    def args(self, games: int, workers: int) -> list[str]:
        out = ["--game", self.game, "--players", str(self.players), "--bot", self.bot, "--against", self.against,
               "--games", str(games), "--workers", str(workers), "--out", os.path.join(HERE, f"{self.name}.jsonl")]
        out += ["--automa"] if self.automa else []
        return out + (["--options", orjson.dumps(self.options).decode()] if self.options else [])


def standard_rows() -> list[Row]:
    """Head to head in 2-player games, the ladder's pairs, one search against three greedy, the co-op."""
    rows = []
    for game in TWO_PLAYER:
        rows += [Row(game, 2, "search", "greedy"), Row(game, 2, "search", "random")]
        rows += [Row(game, 2, a, b) for a, b in (("greedy", "random"), ("search-fast", "greedy"),
                                                  ("search", "search-fast"), ("search-fast", "random"))]
    rows += [Row(game, 4, "search", "greedy") for game in TWO_PLAYER]
    for players in (2, 3):
        for level in ("easy", "normal", "hard", "insane"):
            rows.append(Row("fallen_angel", players, "search", "search", True, {"difficulty": level}))
    return rows


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate p over n games."""
    if n == 0:
        return 0.0, 1.0
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def run_row(row: Row, games: int, workers: int) -> dict:
    """Play what the row's file lacks and return `seraph arena`'s JSON."""
    os.makedirs(HERE, exist_ok=True)
    done = subprocess.run([sys.executable, "-m", "services.cli", "arena", *row.args(games, workers)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{row.name}: {done.stderr.strip() or done.stdout.strip()}")
    return orjson.loads(done.stdout.strip().splitlines()[-1])


def table_line(row: Row, out: dict) -> str:
    low, high = wilson(out["win_rate"], out["games"])
    d = out["decision_seconds"] or {}
    return (f"| {row.game} | {row.players}{' co-op' if row.automa else ''}{_opts(row)} | {row.bot} | {row.against} "
            f"| {out['games']} | {out['win_rate']:.1%} ({low:.0%}-{high:.0%}) | {out['score_margin_median']} "
            f"| {d.get('median', '-')} | {d.get('p99', '-')} | {d.get('max', '-')} |")


def _opts(row: Row) -> str:
    return "".join(f", {k} {v}" for k, v in row.options.items())


def ladder(results: list[tuple[Row, dict]]) -> dict[str, dict[str, float]]:
    """Per game, Bradley-Terry ratings on the Elo scale (random = 0) from its 2-player head-to-head rows."""
    out = {}
    for game in TWO_PLAYER:
        pairs = [(r.bot, r.against, o["win_rate"], o["games"]) for r, o in results
                 if r.game == game and r.players == 2 and not r.automa]
        if pairs:
            out[game] = fit_elo(pairs)
    return out


def fit_elo(pairs: list[tuple[str, str, float, int]], rounds: int = 2000) -> dict[str, float]:
    """Maximum-likelihood ratings by gradient ascent; a rate of 0 or 1 is eased by half a game so it stays finite."""
    names = sorted({n for a, b, _, _ in pairs for n in (a, b)}, key=lambda n: LADDER.index(n) if n in LADDER else 9)
    r = dict.fromkeys(names, 0.0)
    for _ in range(rounds):
        grad = dict.fromkeys(names, 0.0)
        for a, b, p, n in pairs:
            p = min(max(p, 0.5 / n), 1 - 0.5 / n)
            expected = 1 / (1 + 10 ** ((r[b] - r[a]) / 400))
            grad[a] += n * (p - expected)
            grad[b] -= n * (p - expected)
        for k in names:
            r[k] += 4.0 * grad[k] / max(1, sum(n for *_, n in pairs))
        anchor = r.get("random", r[names[0]])
        r = {k: v - anchor for k, v in r.items()}
    return {k: round(v) for k, v in r.items()}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--only", nargs="*", default=[], help="Rows whose name contains one of these.")
    ap.add_argument("--report-only", action="store_true", help="Play nothing: report what the files hold.")
    ap.add_argument("--write-ratings", action="store_true",
                    help="Write each game's Elo and decision seconds per bot to shared/service/bot_ratings.json.")
    args = ap.parse_args(argv)
    rows = [r for r in standard_rows() if not args.only or any(s in r.name for s in args.only)]
    print("| game | players | A | B | games | A's win rate (95% CI) | margin median | A's median s | p99 s | max s |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    results = []
    for row in rows:
        games = args.games if not args.report_only else _held(row)
        if games == 0:
            continue
        out = run_row(row, games, args.workers)
        results.append((row, out))
        print(table_line(row, out), flush=True)
    ratings = ladder(results)
    for game, elo in ratings.items():
        print(f"\nElo ({game}): " + ", ".join(f"{k} {v}" for k, v in elo.items()))
    if args.write_ratings:
        write_ratings(ratings, results)


def write_ratings(ratings: dict, results: list[tuple[Row, dict]]) -> None:
    """Per game and bot: the Elo and A's decision seconds (median, p99) over its 2-player rows, as measured."""
    out = {}
    for game, elo in ratings.items():
        out[game] = {}
        for bot, rating in elo.items():
            rows = [(r, o) for r, o in results if r.game == game and r.players == 2 and not r.automa
                    and r.bot == bot and o["decision_seconds"]]
            seconds = max((o["decision_seconds"] for _, o in rows), key=lambda d: d["p99"], default=None)
            out[game][bot] = {"elo": rating, "games": sum(o["games"] for r, o in results if r.game == game
                                                            and r.players == 2 and bot in (r.bot, r.against)),
                              "decision_seconds": {k: seconds[k] for k in ("median", "p99")} if seconds else None}
    with open(RATINGS, "wb") as f:
        f.write(orjson.dumps(out, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS) + b"\n")


def _held(row: Row) -> int:
    """How many games the row's file holds (the report-only run plays none)."""
    path = os.path.join(HERE, f"{row.name}.jsonl")
    if not os.path.exists(path):
        return 0
    with open(path, "rb") as f:
        indexes = {orjson.loads(line).get("index") for line in f if line.strip()} - {None}
    n = 0
    while n in indexes:
        n += 1
    return n


if __name__ == "__main__":
    main()

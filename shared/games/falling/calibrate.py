"""Solo calibration: final-score distribution of a bot against Danda, per difficulty.

    .venv/bin/python -m shared.games.falling.calibrate --games 1000 --bot random --bot greedy

Prints, per (bot, difficulty): games, median, p10, p90, mean and the share of each Guild Evaluation.
The player seat uses the named strategy from shared.engine.bots; Danda is the automa; the Device type Danda
installs is asked of the bot (policy "ask") unless --policy says otherwise.
"""
from __future__ import annotations

import argparse
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor

from shared.engine import SeatSpec, get_game
from shared.engine.bots import decide

SPECS = [SeatSpec(0, "Player", "bot"), SeatSpec(1, "Danda", "automa")]


def play_one(seed: int, bot: str, options: dict) -> dict:
    """Play one solo game; returns the result's solo block plus the score."""
    game = get_game("falling")
    state = game.new_game(seed, options, SPECS)
    kinds = {s.seat: s.kind for s in SPECS}
    n = 0
    while not game.is_over(state):
        seat = game.active_seats(state)[0]
        action = decide(game, state, seat, kinds[seat], seed=f"{seed}:{n}", bot=bot)
        game.apply_in_place(state, seat, {k: v for k, v in action.items() if k != "label"})
        n += 1
    return game.result(state)["solo"]


def _batch(args):
    seeds, bot, options = args
    return [play_one(s, bot, options) for s in seeds]


def percentile(xs: list, p: float) -> float:
    xs = sorted(xs)
    k = (len(xs) - 1) * p
    lo = int(k)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def run(bot: str, difficulty: str, games: int, seed: int = 0, policy: str = "ask", workers: int = 2,
        partner_method: str = "recommended") -> dict:
    options = {"difficulty": difficulty, "danda_device_policy": policy, "partner_method": partner_method}
    seeds = list(range(seed, seed + games))
    chunks = [(seeds[i::workers * 4], bot, options) for i in range(workers * 4)]
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            results = [r for part in pool.map(_batch, chunks) for r in part]
    else:
        results = [r for c in chunks for r in _batch(c)]
    scores = [r["score"] for r in results]
    titles = {}
    for r in results:
        titles[r["evaluation"]] = titles.get(r["evaluation"], 0) + 1
    return {"bot": bot, "difficulty": difficulty, "games": games, "median": statistics.median(scores),
            "p10": round(percentile(scores, 0.1), 1), "p90": round(percentile(scores, 0.9), 1),
            "mean": round(statistics.mean(scores), 1), "evaluations": titles}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--bot", action="append", default=None, help="random, greedy (repeatable)")
    ap.add_argument("--difficulty", action="append", default=None, help="easy, normal, hard (repeatable)")
    ap.add_argument("--policy", default="ask")
    ap.add_argument("--partner-method", default="recommended")
    ap.add_argument("--workers", type=int, default=2)
    a = ap.parse_args(argv)
    print("| bot | difficulty | games | median | p10 | p90 | mean |")
    print("|---|---|---|---|---|---|---|")
    for bot in a.bot or ["random", "greedy"]:
        for diff in a.difficulty or ["easy", "normal", "hard"]:
            r = run(bot, diff, a.games, a.seed, a.policy, a.workers, a.partner_method)
            print(f"| {bot} | {diff} | {r['games']} | {r['median']} | {r['p10']} | {r['p90']} | {r['mean']} |",
                  flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

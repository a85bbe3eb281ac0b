"""`make bench-bots` (python -m bench.bots): a human's move latency while search bots think in other games (issue 31).

For each mode - embedded (`seraph serve` on SQLite, the in-process queue and its bots thread) and distributed
(`seraph serve`, a worker of the queue `celery` with beat, a worker of the queue `bots`, PostgreSQL database
`test` and a private redis-server) - one client plays all-human 4-seat Falling games one move at a time, the
latency being POST /moves -> the SSE event of the new version (bench.clients.GameDriver, as `make bench` times
it), while `--bot-games` bot-vs-bot games (2 seats of bot `--bot`) play on, each replaced when it ends. The bots'
thinking is paused and resumed (SIGSTOP / SIGCONT of the bots worker, or of the embedded queue's thinker process)
so that blocks of moves with and without bots thinking alternate: this host is shared, and a drift in its load
would otherwise pass for the bots' cost. Prints both p99s, their ratio (issue 31 asks for at most 1.5) and the
bots' decisions per second meanwhile. With --lane off there is nothing apart to pause: the moves are timed before
the bot games start, then with them. A measurement, not a test: nothing is asserted.

Variants: --lane off (the bots think where they are woken, no bots lane), --nice N (SERAPH_BOTS_NICE),
--bots-concurrency N (threads of the distributed bots worker).
"""
from __future__ import annotations

import argparse
import os
import random
import shutil
import signal
import statistics
import sys
import threading
import time

from bench.clients import GameDriver
from bench.common import pct_round


WAIT = 10.0  # seconds a move may take before it counts as WAIT (censored) and the driver plays on in a new game
MAX_LATE = 3  # moves that took longer than WAIT before a phase gives up


def measure(base: str, moves: int, seed: int) -> tuple[list[float], int]:
    """`moves` human moves, one at a time, after 5 unmeasured ones: their latencies in seconds (WAIT for a move not
    applied within WAIT), and how many were that late."""
    driver = GameDriver(base, random.Random(seed))
    lats, late, warm = [], 0, 5
    try:
        while len(lats) < moves and late < MAX_LATE:
            try:
                out = driver.step(timeout=WAIT)
            except TimeoutError:
                late += 1
                lats.append(WAIT)
                driver._new_game()  # its move is still pending: play on in a fresh game
                continue
            if out is not None and warm > 0:
                warm -= 1
            elif out is not None:
                lats.append(out[1])
        return lats, late
    finally:
        driver.close()


class BotGames:
    """`count` bot-vs-bot Falling games kept running on a thread: each one that ends is replaced."""

    def __init__(self, base: str, count: int, bot: str):
        from tests.integration.harness import Client

        self.client, self.count, self.bot = Client(base), count, bot
        self.games: list[str] = []
        self.finished_versions = 0
        self._halt = threading.Event()
        self._thread = threading.Thread(target=self._run, name="bench-bot-games", daemon=True)

    def start(self) -> "BotGames":
        self.games = [self._new() for _ in range(self.count)]
        self._thread.start()
        return self

    def _new(self) -> str:
        seats = [{"name": f"B{i}", "kind": "bot", "bot": self.bot} for i in range(2)]
        return self.client.create_game(seats, seed=random.randrange(1 << 31))["id"]

    def _run(self) -> None:
        while not self._halt.wait(3.0):  # seldom: the polls are load on the API too
            for i, game_id in enumerate(list(self.games)):
                head = self.client.game(game_id)
                if head["status"] != "active":
                    self.finished_versions += head["version"]
                    self.games[i] = self._new()

    def decisions(self) -> int:
        """Bot decisions so far: the versions of the finished games and of the running ones."""
        return self.finished_versions + sum(self.client.game(g)["version"] for g in list(self.games))

    def stop(self) -> None:
        self._halt.set()
        self._thread.join(timeout=10)
        self.client.close()


def run_phases(base: str, args, pause=None) -> dict:
    """Blocks of human moves with the bots thinking and paused (`pause(True)` stops them), alternating; without
    `pause`, the moves alone before the bot games start, then with them."""
    out = {"alone": [], "loaded": [], "late": 0, "thinking": 0.0, "decisions": 0, "paused": 0}
    if pause is None:
        out["alone"] += measure(base, args.moves, 1)[0]
    games = BotGames(base, args.bot_games, args.bot).start()
    try:
        time.sleep(args.settle)
        blocks = args.blocks if pause is not None else 1
        for block in range(blocks):
            for paused in ((True, False) if pause is not None else (False,)):
                if pause is not None:
                    pause(paused)
                before, t0 = games.decisions(), time.monotonic()
                lats, late = measure(base, args.moves // blocks, 10 * block + paused)
                out["alone" if paused else "loaded"] += lats
                if paused:  # a check that the pause holds: about none
                    out["paused"] += games.decisions() - before
                else:
                    out["late"] += late
                    out["decisions"] += games.decisions() - before
                    out["thinking"] += time.monotonic() - t0
    finally:
        if pause is not None:
            pause(False)
        games.stop()
    out["bot_rate"] = out["decisions"] / max(out["thinking"], 1e-9)
    return out


def pauser(pids):
    """pause(True) stops the processes `pids()` names, pause(False) lets them go on."""
    def pause(stop: bool) -> None:
        for pid in pids():
            try:
                os.kill(pid, signal.SIGSTOP if stop else signal.SIGCONT)
            except ProcessLookupError:
                pass
    return pause


def descendants(root: int) -> list[int]:
    """Every process below `root` (from /proc)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    ppid = int(f.read().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry))
    out, todo = [], [root]
    while todo:
        for child in children.get(todo.pop(), []):
            out.append(child)
            todo.append(child)
    return out


def thinker_pids(api_pid: int) -> list[int]:
    """The embedded queue's thinker processes under the API (multiprocessing's spawn_main, not its tracker)."""
    found = []
    for pid in descendants(api_pid):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                if b"spawn_main" in f.read():
                    found.append(pid)
        except OSError:
            continue
    return found


def embedded(workdir: str, args) -> dict:
    from tests.integration.harness import Stack

    stack = Stack(f"sqlite:///{workdir}/bench.db", "", workdir, SERAPH_MODE="embedded", SERAPH_SWEEP_INTERVAL=1,
                  **_lane_env(args))
    try:
        base = stack.start_api()
        api = stack.procs[-1].popen.pid
        return run_phases(base, args, pauser(lambda: thinker_pids(api)) if args.lane == "on" else None)
    finally:
        stack.close()


def distributed(workdir: str, args) -> dict:
    from tests.integration.harness import PgSchema, PrivateRedis, Stack

    schema, redis_srv, stack = PgSchema("seraph_bench_bots"), PrivateRedis(workdir), None
    try:
        schema.create()
        redis_srv.start()
        stack = Stack(schema.url, redis_srv.url, workdir, SERAPH_PENDING_TIMEOUT=5, SERAPH_SWEEP_INTERVAL=1,
                      **_lane_env(args))
        base = stack.start_api(workers=1)
        stack.start_worker(concurrency=2, beat=True, queues="celery")
        pause = None
        if args.lane == "on":
            bots = stack.start_worker(concurrency=args.bots_concurrency, beat=False, queues="bots", name="bots")
            pause = pauser(lambda: [bots.popen.pid] + descendants(bots.popen.pid))
        return run_phases(base, args, pause)
    finally:
        if stack is not None:
            stack.close()
        redis_srv.stop()
        schema.drop()


def _lane_env(args) -> dict:
    return {"SERAPH_BOTS_LANE": args.lane, "SERAPH_BOTS_NICE": args.nice}


def report(mode: str, out: dict, args) -> None:
    p99a, p99l = pct_round(out["alone"], 99), pct_round(out["loaded"], 99)
    med = [statistics.median(out[k]) * 1000 for k in ("alone", "loaded")]
    print(f"{mode:12s} lane {args.lane:3s} nice {args.nice:2d}  p50 {med[0]:6.1f} -> {med[1]:6.1f} ms   "
          f"p99 alone {p99a * 1000:6.1f} ms, with {args.bot_games} games of {args.bot} bots {p99l * 1000:6.1f} ms  "
          f"ratio {p99l / p99a:4.2f}  ({out['bot_rate']:.1f} bot decisions/s, {out['paused']} while paused, "
          f"{len(out['loaded'])} moves each"
          + (f", {out['late']} not applied within {WAIT:g} s: gave up" if out["late"] else "") + ")", flush=True)


def main(argv=None) -> int:
    args = _parser().parse_args(argv)
    from tests.integration.harness import infrastructure_problem, new_workdir

    for mode in args.modes.split(","):
        if mode == "distributed" and infrastructure_problem():
            print(f"bench-bots: distributed skipped: {infrastructure_problem()}", file=sys.stderr)
            continue
        workdir = new_workdir(f"seraph-bench-bots-{mode}-")
        try:
            report(mode, (embedded if mode == "embedded" else distributed)(workdir, args), args)
        finally:
            shutil.rmtree(workdir, ignore_errors=True)
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bench.bots", description=__doc__.split("\n")[0])
    parser.add_argument("--modes", default="embedded,distributed", help="embedded, distributed or both")
    parser.add_argument("--moves", type=int, default=500, help="measured human moves with the bots, and without")
    parser.add_argument("--bot-games", type=int, default=10, help="bot-vs-bot games thinking meanwhile")
    parser.add_argument("--bot", default="search", help="the bot of their seats")
    parser.add_argument("--settle", type=float, default=3.0, help="seconds the bots think before the measure")
    parser.add_argument("--blocks", type=int, default=4, help="blocks of moves with and without the bots, in turn")
    parser.add_argument("--lane", choices=["on", "off"], default="on", help="SERAPH_BOTS_LANE")
    parser.add_argument("--nice", type=int, default=10, help="SERAPH_BOTS_NICE")
    parser.add_argument("--bots-concurrency", type=int, default=1, help="threads of the distributed bots worker")
    return parser


if __name__ == "__main__":
    sys.exit(main())

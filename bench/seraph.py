"""`make bench`'s Seraph runs: `seraph serve` + `seraph worker`, all-human 4-seat Falling games, random legal actions.

(b) latency POST /moves -> the first SSE event of the resulting version, and closed-loop throughput over 16 games
(each loop: GET game as the seat expected to act, whose view carries its legal actions, POST move, wait for its
SSE event); (c) the same latency at move ~10 versus late in a game. `hotpath` times each service call of the
move path on PostgreSQL in one process (no HTTP, no broker).
"""
from __future__ import annotations

import random
import statistics
import time

from bench.clients import GameDriver, closed_loop
from bench.common import pct_round
from bench.procs import cpu_per_move


def bench_seraph_latency(base: str, min_samples: int, late: int, max_seconds: float, pairs: int = 5) -> dict:
    """One client, one move at a time: overall latency (b) and the early/late windows of (c).

    (c) uses pairs of games: one game is first played up to move `late - 10`, then a fresh game's moves 1-15
    and the old game's moves `late-10`..`late+10` are played alternately, so both windows see the same
    machine conditions (this host is shared; a drift in load would otherwise look like a history cost).
    """
    rng = random.Random(2024)
    lats: list[float] = []
    early: list[float] = []
    late_lats: list[float] = []
    longest = 0
    deadline = time.monotonic() + max_seconds

    def record(out):
        if out is not None:
            lats.append(out[1])
        return out

    warm = GameDriver(base, rng)
    try:
        for _ in range(5):
            warm.step()
    finally:
        warm.close()
    done_pairs = 0
    while time.monotonic() < deadline and (done_pairs < pairs or len(lats) < min_samples):
        longest = max(longest, _play_pair(base, rng, late, deadline, record, early, late_lats))
        done_pairs += 1
    return {"p50": statistics.median(lats), "p99": pct_round(lats, 99), "n": len(lats), "early": early,
            "late": late_lats, "pairs": done_pairs, "longest": longest}


def _play_pair(base: str, rng, late: int, deadline: float, record, early: list, late_lats: list) -> int:
    """One pair of games of (c); the latest move of the old game measured in its late window (0 if none)."""
    old, fresh = GameDriver(base, rng), None
    try:
        while old.move_no < late - 10 and time.monotonic() < deadline:
            game = old.game_id
            record(old.step())
            if old.game_id != game:  # that game ended too early; the driver started another one
                continue
        fresh = GameDriver(base, rng)
        return _alternate(old, fresh, late, deadline, record, early, late_lats)
    finally:
        old.close()
        if fresh is not None:
            fresh.close()


def _alternate(old, fresh, late: int, deadline: float, record, early: list, late_lats: list) -> int:
    """The fresh game's moves 1-15 (5-15 measured) alternating with the old game's moves around `late`."""
    longest = 0
    old_game = old.game_id
    for _ in range(40):
        if time.monotonic() > deadline:
            break
        if fresh.move_no < 15:
            out = record(fresh.step())
            if out is not None and out[0] >= 5:
                early.append(out[1])
        if old.game_id == old_game and old.move_no < late + 10:
            out = record(old.step())
            if out is not None and old.game_id == old_game:
                longest = max(longest, out[0])
                if late - 10 <= out[0] <= late + 10:
                    late_lats.append(out[1])
        elif fresh.move_no >= 15:
            break
    return longest


def bench_seraph_throughput(base: str, games: int, seconds: float, probe=None) -> dict:
    """(b): `games` games closed loop for `seconds`, each after 3 warm-up moves."""
    def loop(i, stop_at, lats, barrier):
        driver = GameDriver(base, random.Random(1000 + i))
        try:
            for _ in range(3):
                driver.step()
            barrier.wait()
            count = 0
            while time.monotonic() < stop_at:
                out = driver.step()
                if out is not None:
                    lats.append(out[1])
                    count += 1
            return count
        finally:
            driver.close()

    count, lats, elapsed = closed_loop(games, seconds, loop, probe)
    return {"cpu": cpu_per_move(probe, *probe.window, count) if probe is not None else None, "rate": count / elapsed, "load_p50": statistics.median(lats) if lats else float("nan"),
            "load_p99": pct_round(lats, 99), "n": count}


# ----------------------------------------------------------------------------------------------- hot path
def hotpath(games: int, seats: int = 4, seed: int = 1) -> dict:
    """Wall and CPU ms per move of each service call on the move path, on PostgreSQL, in this process: no HTTP,
    no broker, no other process competing (the worker side is called by hand). Isolates the database and
    service work from the stack around it."""
    from shared.adapters.notify import InMemoryNotifier
    from shared.adapters.store import SqlStore
    from shared.config import Settings
    from shared.service.handlers import GameService
    from shared.service.ports import RecordingQueue
    from tests.integration.harness import PgSchema

    schema = PgSchema("seraph_hotpath").create()
    store = SqlStore(schema.url)
    svc = GameService(store, InMemoryNotifier(), RecordingQueue(),
                      Settings(mode="distributed", database_url=schema.url, allow_fixed_seed=True))
    rng, totals, moves = random.Random(seed), {}, 0

    def timed(name, fn, *a, **k):
        t, c = time.perf_counter(), time.process_time()
        out = fn(*a, **k)
        w, p = totals.get(name, (0.0, 0.0))
        totals[name] = (w + time.perf_counter() - t, p + time.process_time() - c)
        return out

    try:
        for g in range(games):
            gid = svc.create_game("falling", {}, [{"kind": "human"}] * seats, seed=seed + g)["id"]
            moves += _play_timed(svc, gid, rng, timed)
    finally:
        store.close()
        schema.drop()
    return {name: (w * 1000 / moves, c * 1000 / moves) for name, (w, c) in totals.items()} | {"moves": moves}


def _play_timed(svc, gid: str, rng, timed) -> int:
    """Play game `gid` to its end through the service, timing each call of the move path; the moves played."""
    last, moves = 1, 0
    while svc.game_status(gid)["status"] == "active":
        seat = svc.read_game(gid, None)["active_seats"][0]
        view = timed("read (GET as the seat)", svc.read_game, gid, seat)
        timed("submit (admission)", svc.submit_move, gid, seat, rng.choice(view["actions"]),
              expected_version=view["version"])
        timed("process (worker step)", svc.process_game, gid)
        last = timed("events (SSE read)", svc.events_after, gid, last, 0)[-1]["seq"]
        moves += 1
    return moves

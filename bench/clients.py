"""`make bench`'s load clients: blocking HTTP (requests) and SSE read inline, one thread per closed loop.

Latency is POST -> the SSE message at a real SSE client (requests, stream=True); throughput is closed loop, each
thread sending its next command once the previous one's message arrived.
"""
from __future__ import annotations

import random
import statistics
import sys
import threading
import time

from bench.common import pct_round
from bench.procs import cpu_per_move


class SseReader:
    """One SSE connection read inline by the thread that also posts (closed loop)."""

    def __init__(self, http, url, params=None, read_timeout=10.0):
        from tests.integration.harness import iter_sse

        self.resp = http.get(url, params=params or {}, stream=True, timeout=(3, read_timeout),
                             headers={"Accept": "text/event-stream"})
        self.resp.raise_for_status()
        self.messages = iter_sse(self.resp)

    def until(self, predicate, timeout: float):
        """The first message satisfying `predicate`, or None after `timeout` seconds (keepalives let us check)."""
        deadline = time.monotonic() + timeout
        for msg in self.messages:
            if msg is not None and msg.id is not None and predicate(msg):
                return msg
            if time.monotonic() > deadline:
                return None
        return None

    def close(self):
        self.resp.close()


def closed_loop(threads: int, seconds: float, body, probe=None) -> tuple[int, list[float], float]:
    """Run `body(i, stop_at, out_latencies, barrier) -> count` in `threads` threads; (count, latencies, elapsed),
    and with a `probe` the CPU snapshots around the measured window in `probe.window`."""
    results, lats = [0] * threads, [[] for _ in range(threads)]
    errors: list[str] = []
    stop_at = time.monotonic() + seconds
    barrier = threading.Barrier(threads + 1, timeout=60)

    def run(i):
        try:
            results[i] = body(i, stop_at, lats[i], barrier)
        except Exception as exc:
            errors.append(f"{type(exc).__name__}: {exc}")
            try:
                barrier.abort()
            except Exception:
                pass

    ts = [threading.Thread(target=run, args=(i,), daemon=True) for i in range(threads)]
    for t in ts:
        t.start()
    elapsed = _measure(ts, barrier, seconds, stop_at, probe)
    if errors:
        print(f"  ! {len(errors)} client error(s), first: {errors[0]}", file=sys.stderr)
    return sum(results), [x for xs in lats for x in xs], elapsed


def _measure(ts: list[threading.Thread], barrier, seconds: float, stop_at: float, probe) -> float:
    """The measured window: from the warmed-up clients' barrier until every thread ended (bounded)."""
    try:
        barrier.wait()
    except threading.BrokenBarrierError:
        pass  # a client failed while warming up: its error is printed below
    t0 = time.monotonic()
    before = probe.snapshot() if probe is not None else None
    for t in ts:
        t.join(seconds + 60)
    if probe is not None:
        probe.window = (before, probe.snapshot())
    return max(1e-9, min(time.monotonic(), stop_at + 30) - t0)


# ----------------------------------------------------------------------------------------------- floor
def _floor_loop(base: str, k: int, stop_at: float, lats: list, barrier, sequential=None) -> int:
    """One floor key's client: 5 warm-up commands, then POST -> SSE message until `stop_at` (or `sequential`
    commands); the count of measured commands."""
    import requests

    http = requests.Session()
    reader = SseReader(http, f"{base}/floor/{k}/events")
    n = 0  # each key's row starts at 0 and has one client
    try:
        for _ in range(5):  # warm-up
            http.post(f"{base}/floor/{k}", timeout=10)
            n += 1
            assert reader.until(lambda m, n=n: m.id >= n, 10), "floor warm-up timed out"
        if barrier is not None:
            barrier.wait()
        count = 0
        while (sequential is not None and count < sequential) or (sequential is None and time.monotonic() < stop_at):
            t0 = time.perf_counter()
            r = http.post(f"{base}/floor/{k}", timeout=10)
            assert r.status_code == 202, r.text
            n += 1
            msg = reader.until(lambda m, n=n: m.id >= n, 10)
            if msg is None:
                raise TimeoutError(f"floor key {k}: no SSE message for {n}")
            lats.append(msg.at - t0)
            count += 1
        return count
    finally:
        reader.close()
        http.close()


def bench_floor(base: str, samples: int, seconds: float, games: int, probe=None) -> dict:
    """(a): `samples` sequential commands of one client, then `games` clients closed loop for `seconds`."""
    solo: list[float] = []
    _floor_loop(base, 10_000, 0, solo, None, sequential=samples)
    count, lats, elapsed = closed_loop(games, seconds, lambda i, stop, l, b: _floor_loop(base, i, stop, l, b), probe)
    return {"cpu": cpu_per_move(probe, *probe.window, count) if probe is not None else None,
            "p50": statistics.median(solo), "p99": pct_round(solo, 99), "n": len(solo),
            "rate": count / elapsed, "load_p50": statistics.median(lats) if lats else float("nan"),
            "load_p99": pct_round(lats, 99), "load_n": count}


# ----------------------------------------------------------------------------------------------- Seraph
class GameDriver:
    """One all-human game driven over HTTP: random legal actions, latency POST -> SSE event of the new version."""

    def __init__(self, base: str, rng: random.Random, seats: int = 4):
        import requests

        from tests.integration.harness import Client

        self.base, self.rng, self.seats = base, rng, seats
        self.client = Client(base)
        self.http = requests.Session()
        self.reader = None
        self.move_no = 0
        self.finished_games = 0
        self._new_game()

    def _new_game(self):
        if self.reader is not None:
            self.reader.close()
        game = self.client.create_game([{"name": f"P{i}", "kind": "human"} for i in range(self.seats)],
                                       seed=self.rng.randrange(1 << 31))
        self.game_id = game["id"]
        self.tokens = {s["seat"]: s["token"] for s in game["seats"]}
        self.reader = SseReader(self.http, f"{self.base}/v1/games/{self.game_id}/events",
                                params={"token": self.tokens[0]})
        self.move_no = 0
        self.guess = 0

    def _read_as(self, seat: int) -> dict:
        return self.client.call("GET", f"/v1/games/{self.game_id}", self.tokens[seat], expect=200).json()

    def _choose(self) -> tuple[int, dict]:
        """(seat to act, its view): a seat's GET carries its legal actions, one request when the guess is right."""
        head = self._read_as(self.guess)
        if head["status"] == "finished":
            self.finished_games += 1
            self._new_game()
            head = self._read_as(self.guess)
        seat = self.guess if self.guess in head["active_seats"] else self.rng.choice(head["active_seats"])
        if seat != self.guess:
            head = self._read_as(seat)
        return seat, head

    def step(self, timeout: float = 10.0) -> tuple[int, float] | None:
        """One move: (move number in its game, latency seconds), or None if it did not apply."""
        seat, head = self._choose()
        action = self.rng.choice(head["actions"])
        v = head["version"]
        self.guess = (seat + 1) % len(self.tokens)
        t0 = time.perf_counter()
        r = self.client.move(self.game_id, self.tokens[seat], action, expected_version=v)
        if r.status_code != 202:
            raise RuntimeError(f"move refused: {r.status_code} {r.text[:300]}")
        msg = self.reader.until(lambda m: (m.data or {}).get("version", -1) >= v + 1, timeout)
        if msg is None:
            status = self.client.call("GET", f"/v1/games/{self.game_id}/moves/{r.json()['move_id']}",
                                      self.tokens[seat]).json()
            if status.get("status") == "rejected":
                return None
            raise TimeoutError(f"no SSE event for version {v + 1} of {self.game_id}: {status}")
        self.move_no += 1
        return self.move_no, msg.at - t0

    def close(self):
        if self.reader is not None:
            self.reader.close()
        self.client.close()
        self.http.close()

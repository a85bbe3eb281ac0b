"""`make bench` (python -m services.bench): the distributed stack's floor, Seraph's move path, and history cost.

One run, on this machine, loopback only, a private redis-server and a fresh PostgreSQL schema (database
`test` on 127.0.0.1:5432, dropped at the end):

 (a) floor: a no-op command through the same components. A minimal Flask app (gunicorn gthread, like
     `seraph serve`) sends a Celery task; a Celery worker (thread pool, workers/celery_app.lean_config, like
     `seraph worker`) runs one PostgreSQL transaction (UPDATE of this key's row in a one-row-per-key
     table), commits, and publishes on Redis through shared.adapters.notify.RedisNotifier; the Flask
     SSE endpoint wakes on the notification, reads the row and streams it. Latency is POST -> SSE
     message at a real SSE client (requests, stream=True).
 (b) Seraph: `seraph serve` + `seraph worker`, all-human 4-seat Falling games, the bench choosing random
     legal actions. Latency is POST /moves -> the first SSE event of the resulting version; throughput is
     closed loop over 16 games (each loop: GET game as the seat expected to act, whose view carries its legal
     actions, POST move, wait for its SSE event).
 (c) the same latency at move ~10 versus late in a game (median over a window around each move).

Subcommands: `hotpath` times each service call of the move path on PostgreSQL in one process (no HTTP, no
broker); `floor-api` and `floor-worker` run the floor's processes (the bench starts them itself).
"""
from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import threading
import time

FLOOR_TASK = "bench.floor_noop"
FLOOR_CHANNEL = "bench-floor-"  # RedisNotifier channel prefix is seraph:game:, the id is bench-floor-<k>
FLOOR_TABLE = "bench_floor"

# ----------------------------------------------------------------------------------------------- floor
_floor: dict = {}


def _floor_engine(settings):
    if "engine" not in _floor:
        from shared.adapters.db import make_engine

        _floor["engine"] = make_engine(settings.database_url)
    return _floor["engine"]


def _floor_notifier(settings):
    if "notifier" not in _floor:
        from shared.adapters.notify import RedisNotifier

        _floor["notifier"] = RedisNotifier(settings.redis_url)
    return _floor["notifier"]


def create_floor_celery(settings=None):
    """The floor's Celery app: the same configuration as workers/celery_app.py, one no-op task."""
    from celery import Celery

    from shared.config import from_env
    from workers.celery_app import lean_config, quiet_per_task_logs

    settings = settings or from_env()
    app = Celery("bench-floor", broker=settings.broker_url or settings.redis_url)
    app.conf.update(**lean_config())
    quiet_per_task_logs()
    update = f"UPDATE {FLOOR_TABLE} SET n = n + 1 WHERE k = %(k)s RETURNING n"

    @app.task(name=FLOOR_TASK)
    def floor_noop(k: int) -> int:
        with _floor_engine(settings).begin() as conn:  # BEGIN travels with the UPDATE, as in Seraph's PgTx
            raw = conn.connection.driver_connection
            with raw.pipeline():
                cur = raw.execute(update, {"k": k})
            n = cur.fetchone()[0]
        _floor_notifier(settings).publish(f"{FLOOR_CHANNEL}{k}", n)
        return n

    return app


def create_floor_app(settings=None):
    """The floor's Flask app: POST /floor/<k> sends the task; GET /floor/<k>/events is an SSE stream."""
    import redis
    from flask import Flask, Response, request

    from shared.adapters.queue import CELERY_QUEUE, task_message
    from shared.config import from_env

    settings = settings or from_env()
    broker = redis.Redis.from_url(settings.broker_url or settings.redis_url)
    select = f"SELECT n FROM {FLOOR_TABLE} WHERE k = %(k)s"
    app = Flask("bench-floor")

    @app.get("/healthz")
    def healthz():
        return {"status": "ok"}

    @app.post("/floor/<int:k>")
    def submit(k):
        broker.lpush(CELERY_QUEUE, task_message(FLOOR_TASK, [k]))  # as CeleryQueue.enqueue sends Seraph's
        return Response(b'{"status":"pending"}', 202, mimetype="application/json")

    @app.get("/floor/<int:k>/events")
    def events(k):
        after = int(request.headers.get("Last-Event-ID") or request.args.get("after") or 0)
        notifier, engine = _floor_notifier(settings), _floor_engine(settings)
        keepalive = settings.sse_keepalive_seconds

        def stream():
            last = hint = after
            yield b"retry: 2000\n\n"
            while True:
                with engine.connect() as conn:  # on the driver connection, as Seraph's hot statements run
                    n = conn.connection.driver_connection.execute(select, {"k": k}).fetchone()[0]
                if n > last:
                    last = n
                    yield f"id: {n}\nevent: noop\ndata: {{\"n\": {n}}}\n\n".encode()
                hint = max(hint, last)
                got = notifier.wait(f"{FLOOR_CHANNEL}{k}", hint, keepalive)
                if got is None or got <= hint:
                    yield b": keepalive\n\n"
                else:
                    hint = got

        return Response(stream(), mimetype="text/event-stream", headers={"Cache-Control": "no-cache"})

    return app


def _serve_floor(port: int, threads: int) -> None:
    from gunicorn.app.base import BaseApplication

    class Server(BaseApplication):
        def load_config(self):
            for key, value in {"bind": f"127.0.0.1:{port}", "workers": 1, "threads": threads,
                               "worker_class": "gthread", "timeout": 120, "accesslog": None}.items():
                self.cfg.set(key, value)

        def load(self):
            from services.cli import tune_gc

            app = create_floor_app()
            tune_gc()  # as `seraph serve` does
            return app

    Server().run()


# ----------------------------------------------------------------------------------------------- helpers
def _pct(values, p):
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, max(0, int(round(p / 100 * (len(s) - 1)))))]


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


def cpu_probe(api_pid: int, worker_pid: int, redis_pid: int):
    """CPU seconds of the system under test by role (API and worker process groups, redis-server, every
    PostgreSQL process) and of this client process, between two snapshots (services/bench_peer.CpuProbe)."""
    from services.bench_peer import CpuProbe

    def classify(pid, st, _apps):
        pgid, comm = st[2], st[3]
        if pgid in (api_pid, worker_pid):
            return "api" if pgid == api_pid else "worker"
        if pid == redis_pid:
            return "redis"
        return "pg" if comm.startswith("postgres") else None

    return CpuProbe(classify)


def cpu_per_move(probe, a: dict, b: dict, moves: int) -> dict:
    """ms of CPU per move by role, the server total and this client's share."""
    from services.bench_peer import CpuProbe

    d = CpuProbe.delta(a, b)
    per = {role: d["roles"].get(role, 0.0) * 1000 / max(1, moves) for role in ("api", "worker", "pg", "redis")}
    per["server"] = sum(per.values())
    per["client"] = d["client"] * 1000 / max(1, moves)
    per["busy"] = d["machine_busy_frac"] or 0.0
    return per


def _closed_loop(threads: int, seconds: float, body, probe=None) -> tuple[int, list[float], float]:
    """Run `body(i, stop_at, out_latencies) -> count` in `threads` threads; (count, latencies, elapsed), and
    with a `probe` the CPU snapshots around the measured window in `probe.window`."""
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
    elapsed = max(1e-9, min(time.monotonic(), stop_at + 30) - t0)
    if errors:
        print(f"  ! {len(errors)} client error(s), first: {errors[0]}", file=sys.stderr)
    return sum(results), [x for xs in lats for x in xs], elapsed


# ----------------------------------------------------------------------------------------------- floor runs
def bench_floor(base: str, samples: int, seconds: float, games: int, probe=None) -> dict:
    import requests

    def loop(k, stop_at, lats, barrier, sequential=None):
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

    solo: list[float] = []
    loop(10_000, 0, solo, None, sequential=samples)
    count, lats, elapsed = _closed_loop(games, seconds, lambda i, stop, l, b: loop(i, stop, l, b), probe)
    return {"cpu": cpu_per_move(probe, *probe.window, count) if probe is not None else None,
            "p50": statistics.median(solo), "p99": _pct(solo, 99), "n": len(solo),
            "rate": count / elapsed, "load_p50": statistics.median(lats) if lats else float("nan"),
            "load_p99": _pct(lats, 99), "load_n": count}


# ----------------------------------------------------------------------------------------------- Seraph runs
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

    def step(self, timeout: float = 10.0) -> tuple[int, float] | None:
        """One move: (move number in its game, latency seconds), or None if it did not apply."""
        head = self._read_as(self.guess)
        if head["status"] == "finished":
            self.finished_games += 1
            self._new_game()
            head = self._read_as(self.guess)
        seat = self.guess if self.guess in head["active_seats"] else self.rng.choice(head["active_seats"])
        if seat != self.guess:
            head = self._read_as(seat)  # a seat's GET carries its legal actions: one request when the guess is right
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
        old, fresh = GameDriver(base, rng), None
        try:
            while old.move_no < late - 10 and time.monotonic() < deadline:
                game = old.game_id
                record(old.step())
                if old.game_id != game:  # that game ended too early; the driver started another one
                    continue
            fresh = GameDriver(base, rng)
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
            done_pairs += 1
        finally:
            old.close()
            if fresh is not None:
                fresh.close()
    return {"p50": statistics.median(lats), "p99": _pct(lats, 99), "n": len(lats), "early": early,
            "late": late_lats, "pairs": done_pairs, "longest": longest}


def bench_seraph_throughput(base: str, games: int, seconds: float, probe=None) -> dict:
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

    count, lats, elapsed = _closed_loop(games, seconds, loop, probe)
    return {"cpu": cpu_per_move(probe, *probe.window, count) if probe is not None else None, "rate": count / elapsed, "load_p50": statistics.median(lats) if lats else float("nan"),
            "load_p99": _pct(lats, 99), "n": count}


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
    svc = GameService(store, InMemoryNotifier(), RecordingQueue(), Settings(mode="distributed", database_url=schema.url))
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
            last = 1
            while svc.game_status(gid)["status"] == "active":
                seat = svc.read_game(gid, None)["active_seats"][0]
                view = timed("read (GET as the seat)", svc.read_game, gid, seat)
                timed("submit (admission)", svc.submit_move, gid, seat, rng.choice(view["actions"]),
                      expected_version=view["version"])
                timed("process (worker step)", svc.process_game, gid)
                last = timed("events (SSE read)", svc.events_after, gid, last, 0)[-1]["seq"]
                moves += 1
    finally:
        store.close()
        schema.drop()
    return {name: (w * 1000 / moves, c * 1000 / moves) for name, (w, c) in totals.items()} | {"moves": moves}


# ----------------------------------------------------------------------------------------------- main
def run(args) -> int:
    from tests.integration.harness import (PgSchema, PrivateRedis, Stack, free_port, infrastructure_problem,
                                           new_workdir, spawn, wait_until)

    problem = infrastructure_problem()
    if problem:
        print(f"bench: {problem}", file=sys.stderr)
        return 2
    import requests

    started = time.monotonic()
    workdir = new_workdir("seraph-bench-")
    schema = PgSchema("seraph_bench")
    redis_srv = PrivateRedis(workdir)
    stack = None
    ms = 1000.0
    try:
        schema.create()
        schema_sql = [f"CREATE TABLE {FLOOR_TABLE} (k integer PRIMARY KEY, n bigint NOT NULL)",
                      f"INSERT INTO {FLOOR_TABLE} SELECT g, 0 FROM generate_series(0, 10000) g"]
        with schema.engine.begin() as conn:
            import sqlalchemy as sa

            for sql in schema_sql:
                conn.execute(sa.text(sql))
        redis_srv.start()
        stack = Stack(schema.url, redis_srv.url, workdir, SERAPH_PENDING_TIMEOUT=5, SERAPH_SWEEP_INTERVAL=1,
                      SERAPH_SSE_KEEPALIVE=5)
        py = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), ".venv", "bin", "python")
        py = py if os.access(py, os.X_OK) else sys.executable

        # (a) floor ------------------------------------------------------------------------------------
        port = free_port()
        api = spawn("floor-api", [py, "-m", "services.bench", "floor-api", "--port", str(port)], stack.env(), workdir)
        worker = spawn("floor-worker", [py, "-m", "services.bench", "floor-worker", "-c", str(args.concurrency)],
                       stack.env(), workdir)
        stack.procs += [api, worker]
        floor_url = f"http://127.0.0.1:{port}"
        wait_until(lambda: requests.get(floor_url + "/healthz", timeout=1).ok, 30, 0.1, "the floor API")
        wait_until(lambda: " ready." in worker.log(), 30, 0.1, "the floor worker")
        print(f"[{time.monotonic() - started:5.1f}s] floor: {args.samples} sequential, then {args.games} "
              f"closed-loop clients for {args.seconds:g}s", file=sys.stderr)
        floor = bench_floor(floor_url, args.samples, args.seconds, args.games,
                            cpu_probe(api.popen.pid, worker.popen.pid, redis_srv.proc.popen.pid))
        api.stop(timeout=2)  # open SSE streams would hold gunicorn's graceful shutdown
        worker.stop(timeout=5)

        # (b, c) Seraph --------------------------------------------------------------------------------
        stack.start_api(workers=1)
        seraph_api = stack.procs[-1]
        stack.worker = stack.start_worker(concurrency=args.concurrency, beat=True)
        print(f"[{time.monotonic() - started:5.1f}s] seraph: one client, one move at a time, games up to move "
              f"{args.late + 10}", file=sys.stderr)
        seq = bench_seraph_latency(stack.api_url, args.samples, args.late, max_seconds=args.seconds * 3)
        print(f"[{time.monotonic() - started:5.1f}s] seraph: {args.games} games closed loop for {args.seconds:g}s",
              file=sys.stderr)
        thr = bench_seraph_throughput(stack.api_url, args.games, args.seconds,
                                      cpu_probe(seraph_api.popen.pid, stack.worker.popen.pid, redis_srv.proc.popen.pid))
        total = time.monotonic() - started
    finally:
        if stack is not None:
            stack.close()
        redis_srv.stop()
        schema.drop()
        import shutil

        shutil.rmtree(workdir, ignore_errors=True)

    early, n_early = (statistics.median(seq["early"]) if seq["early"] else float("nan")), len(seq["early"])
    late, n_late = (statistics.median(seq["late"]) if seq["late"] else float("nan")), len(seq["late"])
    longest = seq["longest"]
    p50_ratio = seq["p50"] / floor["p50"]
    rate_ratio = thr["rate"] / floor["rate"]
    drift = late / early - 1

    def ok(cond):
        return "PASS" if cond else "MISS"

    print()
    load = " / ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"Seraph bench - {platform.node()} - {os.cpu_count()} CPUs (load average {load} at the end) - "
          f"Python {platform.python_version()} - PostgreSQL + private redis-server on loopback; "
          f"1 API process (gunicorn gthread), worker --pool threads -c {args.concurrency} (floor and Seraph alike); {total:.0f}s")
    print()
    row = "{:<52} {:>10} {:>10} {:>12}   {}"
    print(row.format("measure", "p50 ms", "p99 ms", "moves/s", "goal"))
    print(row.format("-" * 52, "-" * 10, "-" * 10, "-" * 12, "-" * 40))
    print(row.format(f"(a) floor, one client, POST -> SSE (n={floor['n']})", f"{floor['p50'] * ms:.1f}",
                     f"{floor['p99'] * ms:.1f}", "", ""))
    print(row.format(f"(a) floor, {args.games} clients closed loop (n={floor['load_n']})",
                     f"{floor['load_p50'] * ms:.1f}", f"{floor['load_p99'] * ms:.1f}", f"{floor['rate']:.0f}", ""))
    print(row.format(f"(b) Seraph move, one client, POST -> SSE (n={seq['n']})", f"{seq['p50'] * ms:.1f}",
                     f"{seq['p99'] * ms:.1f}", "",
                     f"p50 <= 1.5x floor: {p50_ratio:.2f}x {ok(p50_ratio <= 1.5)}"))
    print(row.format(f"(b) Seraph, {args.games} games closed loop (n={thr['n']})", f"{thr['load_p50'] * ms:.1f}",
                     f"{thr['load_p99'] * ms:.1f}", f"{thr['rate']:.0f}",
                     f">= 70% of floor: {rate_ratio:.0%} {ok(rate_ratio >= 0.7)}"))
    print(row.format(f"(c) move 10 (moves 5-15, n={n_early})", f"{early * ms:.1f}", "", "", ""))
    print(row.format(f"(c) move {args.late} (moves {args.late - 10}-{args.late + 10}, n={n_late})",
                     f"{late * ms:.1f}", "", "", f"within 10% of move 10: {drift:+.0%} {ok(abs(drift) <= 0.10)}"))
    for name, c in (("floor", floor["cpu"]), ("Seraph", thr["cpu"])):
        print(f"CPU per move in the {name} closed loop: server {c['server']:.2f} ms (API {c['api']:.2f}, worker "
              f"{c['worker']:.2f}, PostgreSQL {c['pg']:.2f}, redis {c['redis']:.2f}) + this client {c['client']:.2f} "
              f"ms; machine {c['busy']:.0%} busy")
    need = (floor["cpu"]["server"] + floor["cpu"]["client"]) / 0.7
    have = thr["cpu"]["server"] + thr["cpu"]["client"]
    print(f"On a saturated machine moves/s ~ cores / (CPU per move): 70% of the floor's rate needs Seraph's loop at "
          f"<= {need:.2f} ms per move (server + client); it takes {have:.2f}.")
    print()
    print("Notes:")
    print("- SSE hop: both rows are measured at a real SSE client (requests stream=True) reading the HTTP stream;")
    print("  no Redis subscriber stands in for it. The floor's SSE endpoint wakes on the same RedisNotifier and reads")
    print("  the row from PostgreSQL, as Seraph's reads events after a notification.")
    print("- The floor's POST only sends the Celery task; Seraph's POST also admits the move (one conditional")
    print("  INSERT on PostgreSQL when the snapshot is current), and its worker locks the game, applies the move")
    print("  and stores the snapshot and events in one transaction.")
    print("- Throughput loops: the floor client does POST + wait; Seraph's also does one GET of the game as the")
    print("  seat expected to act (its view carries the legal actions) to choose a move (all-human 4-seat Falling")
    print("  games; a finished game is replaced by a new one).")
    print("- (c): a 4-seat Falling game ends after ~100-160 decisions, so move 300 of one game does not exist;")
    print(f"  the late window is around move {args.late}. Measured on {seq['pairs']} pairs of games, the early")
    print(f"  moves of a fresh game alternating with the late moves of an old one (latest move measured: {longest}).")
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m services.bench", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="cmd")
    parser.add_argument("--seconds", type=float, default=20.0, help="closed-loop duration of each throughput run")
    parser.add_argument("--games", type=int, default=16, help="concurrent games (closed-loop clients)")
    parser.add_argument("--samples", type=int, default=300, help="sequential latency samples")
    parser.add_argument("--late", type=int, default=100, help="the late move number for (c)")
    parser.add_argument("--concurrency", type=int, default=2, help="worker processes (-c), floor and Seraph")
    fa = sub.add_parser("floor-api", help="(internal) serve the floor's Flask app")
    fa.add_argument("--port", type=int, required=True)
    fa.add_argument("--threads", type=int, default=64)
    hp = sub.add_parser("hotpath", help="per-move wall/CPU of each service call on PostgreSQL, in-process")
    hp.add_argument("--games", type=int, default=6)
    fw = sub.add_parser("floor-worker", help="(internal) run the floor's Celery worker")
    fw.add_argument("-c", "--concurrency", type=int, default=2)
    args = parser.parse_args(argv)
    if args.cmd == "hotpath":
        out = hotpath(args.games)
        print(f"hot path on PostgreSQL, in-process, {out.pop('moves')} moves of 4-seat Falling (ms per move):")
        for name, (wall, cpu) in out.items():
            print(f"  {name:<24} wall {wall:6.3f}   cpu {cpu:6.3f}")
        return 0
    if args.cmd == "floor-api":
        _serve_floor(args.port, args.threads)
        return 0
    if args.cmd == "floor-worker":
        from services.cli import tune_gc

        tune_gc()  # as `seraph worker` does
        create_floor_celery().worker_main(["worker", "--loglevel=INFO", f"--concurrency={args.concurrency}",
                                           "--pool=threads", "--without-gossip", "--without-mingle",
                                           "--without-heartbeat"])
        return 0
    return run(args)


if __name__ == "__main__":
    sys.exit(main())

"""`make bench-peer` (python -m services.bench_peer): Seraph beside boardgame.io 0.50.2 on this machine.

Both systems run the same workload shape, one after the other, on loopback, and one table of ratios
Seraph / boardgame.io is printed (latency and CPU: lower is better, <= 1.0; ceiling: higher, >= 1.0):

- low load: 1 game, 20 moves/s fixed rate, ~300 moves: p50/p99 from a move until EVERY seat has it;
- closed-loop ramp: 1, 8, 32 concurrent games, each sending its next move once the previous reached all seats;
- fixed-rate sweep across 32 games (40, 60, ... 320 moves/s, 10 s each, stopping at the first failing rate and
  stepping down to 30/20/10 if 40 fails): the ceiling is the highest offered rate whose p99 stays under 100 ms
  while the achieved rate keeps up (>= 95 % of offered), every lower rate passing too;
- CPU per move at a steady 80 moves/s over 16 games, from /proc (utime+stime) of every server process (Seraph:
  median of three 10 s windows; boardgame.io: one 20 s client run).

Seraph: `seraph serve` (gunicorn gthread) + `seraph worker --beat` (the CLI's default pool) in distributed mode,
a private redis-server and a fresh PostgreSQL schema in database `test` (dropped at the end), production timeouts
(sweep 5 s, pending 30 s, SSE keepalive 15 s). 3-seat all-human Falling games; the load client is one asyncio
loop (aiohttp) in this process. Each seat's stream is opened with state=true, so after the events of a version
it pushes that seat's view and legal actions (as boardgame.io pushes state to every seat); the client picks a
random action of the seat whose push carries actions (a GET as that seat only if no push came within 1 s), off
the clock, then POST /moves; the clock runs from the POST until each of the 3 SSE streams (one per seat
token) has delivered the first event of the new version. Each SSE connection holds one gunicorn thread, so the
API runs with enough threads for 96 streams.

boardgame.io: the peer harness (../shared/peers/bgio beside the repo, copied to a temp dir, `npm ci`), `node server.js
--storage postgres` (NODE_ENV=production) and its own `node client.js --players 3` per scenario; its JSON line
gives latency and CPU (node server pid + every postgres process, the same method used here for Seraph).

Options: --quick (~4 min; the full run takes ~5), --seraph-only, --bgio-only, --profile (py-spy on the API and
worker processes during an extra 80 moves/s run; writes collapsed stacks and prints a per-move CPU breakdown),
--json FILE, --report-from FILE[,FILE] (reprint the table from saved results). docs/PERFORMANCE.md has the results.
Every process started here is in its own process group and is killed by group at the end; PostgreSQL is
only used, never started or stopped.
"""
from __future__ import annotations

import argparse
import asyncio
import linecache
import os
import platform
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import orjson

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The peer harness lives in ../shared beside the repo root (resolved from here, never a machine path).
PEER_SRC = os.environ.get("BGIO_PEER_DIR", os.path.join(os.path.dirname(ROOT), "shared", "peers", "bgio"))
PG_ADMIN = os.environ.get("SERAPH_IT_PG", "postgresql://postgres@127.0.0.1:5432/test")
BGIO_PG_ADMIN = "postgresql://postgres@127.0.0.1:5432/bgio_bench"
CLK_TCK = os.sysconf("SC_CLK_TCK")
P99_LIMIT_MS = 100.0
SWEEP_RATES = (40, 60, 80, 100, 120, 140, 160, 200, 240, 280, 320)
APP_API, APP_WORKER = "seraph_peer_api", "seraph_peer_worker"
SEATS = 3


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


def pct(values, p):
    """Nearest-rank percentile, the same rule as the peer's lib.js (ceil(q*n)-1)."""
    if not values:
        return None
    s = sorted(values)
    return s[min(len(s) - 1, max(0, int(-(-p * len(s) // 100)) - 1))]


# ----------------------------------------------------------------------------------------------- /proc
def proc_stat(pid) -> tuple[float, int, int, str, float, float] | None:
    """(cpu seconds utime+stime, ppid, pgid, comm, stime seconds, reaped children's cutime+cstime) of one
    process, or None if it is gone."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            raw = f.read().decode("utf-8", "replace")
    except OSError:
        return None
    comm = raw[raw.index("(") + 1:raw.rindex(")")]
    f = raw[raw.rindex(")") + 2:].split()
    return ((int(f[11]) + int(f[12])) / CLK_TCK, int(f[1]), int(f[2]), comm, int(f[12]) / CLK_TCK,
            (int(f[13]) + int(f[14])) / CLK_TCK)


def all_procs() -> dict[int, tuple]:
    out = {}
    for d in os.listdir("/proc"):
        if d.isdigit():
            st = proc_stat(int(d))
            if st is not None:
                out[int(d)] = st
    return out


def machine_jiffies() -> tuple[int, int]:
    with open("/proc/stat") as f:
        v = [int(x) for x in f.readline().split()[1:9]]
    return sum(v) - v[3] - v[4], sum(v)


def self_cpu() -> float:
    t = os.times()
    return t.user + t.system


class CpuProbe:
    """CPU seconds by role between two snapshots. `classify(pid, stat, pg_apps)` -> role or None.

    A pid seen only in the second snapshot counts from 0 (like the peer's postgres accounting); the machine
    total lets us report how much CPU went to processes that are neither the system under test nor the client.
    """

    def __init__(self, classify, pg_apps=None):
        self.classify = classify
        self.pg_apps = pg_apps or (lambda: {})

    def snapshot(self) -> dict:
        apps = self.pg_apps()
        procs = all_procs()
        roles: dict[str, dict[int, float]] = {}
        sys_: dict[str, dict[int, float]] = {}
        for pid, st in procs.items():
            role = self.classify(pid, st, apps)
            if role:
                roles.setdefault(role, {})[pid] = st[0]
                sys_.setdefault(role, {})[pid] = st[4]
            if st[3].startswith("postgres") and not procs.get(st[1], (0, 0, 0, ""))[3].startswith("postgres"):
                # the postmaster: backends that exited (pool overflow churn) are accounted to it when reaped
                roles.setdefault("pg_exited", {})[pid] = st[5]
        sessions = self.pg_apps.sessions() if hasattr(self.pg_apps, "sessions") else None
        return {"t": time.perf_counter(), "roles": roles, "sys": sys_, "client": self_cpu(),
                "machine": machine_jiffies(), "sessions": sessions}

    @staticmethod
    def delta(a: dict, b: dict) -> dict:
        out, sys_out = {}, {}
        for role, pids in b["roles"].items():
            before = a["roles"].get(role, {})
            out[role] = sum(max(0.0, c - before.get(pid, 0.0)) for pid, c in pids.items())
        for role, pids in b.get("sys", {}).items():
            before = a.get("sys", {}).get(role, {})
            sys_out[role] = sum(max(0.0, c - before.get(pid, 0.0)) for pid, c in pids.items())
        wall = b["t"] - a["t"]
        busy = (b["machine"][0] - a["machine"][0]) / CLK_TCK
        total = (b["machine"][1] - a["machine"][1]) / CLK_TCK
        client = b["client"] - a["client"]
        known = sum(out.values()) + client
        sessions = None if a.get("sessions") is None or b.get("sessions") is None else b["sessions"] - a["sessions"]
        return {"wall": wall, "roles": out, "sys": sys_out, "client": client, "pg_sessions": sessions,
                "machine_busy_frac": busy / total if total else None, "other_cpu_s": max(0.0, busy - known),
                "machine_busy_s": busy}


def postmaster_children_cpu() -> float:
    """cutime+cstime of the postmaster(s): CPU of backends that exited and were reaped."""
    procs = all_procs()
    return sum(st[5] for st in procs.values()
               if st[3].startswith("postgres") and not procs.get(st[1], (0, 0, 0, ""))[3].startswith("postgres"))


def wait_for_quiet(max_wait: float = 90.0, threshold: float = 0.25) -> float:
    """Wait (bounded) until the machine is mostly idle for a second; return the busy fraction seen last."""
    deadline = time.monotonic() + max_wait
    frac = 1.0
    while time.monotonic() < deadline:
        a = machine_jiffies()
        time.sleep(1.0)
        b = machine_jiffies()
        frac = (b[0] - a[0]) / max(1, b[1] - a[1])
        if frac < threshold:
            return frac
    log(f"  machine still {frac:.0%} busy after {max_wait:.0f}s of waiting: other work shares the CPUs")
    return frac


# ----------------------------------------------------------------------------------------------- Seraph client
class Pending:
    __slots__ = ("target", "t0", "got", "fut")

    def __init__(self, target, fut):
        self.target, self.got, self.fut, self.t0 = target, {}, fut, 0.0


class Game:
    """One all-human 3-seat game: seat tokens, one SSE reader task per seat, the move in flight."""

    def __init__(self, game_id: str, tokens: dict[int, str]):
        self.id, self.tokens = game_id, tokens
        self.seen = {s: -1 for s in tokens}
        self.pending: Pending | None = None
        self.finished = False
        self.tasks: list[asyncio.Task] = []
        self.connected: dict[int, asyncio.Event] = {}
        self.responses: list = []
        self.error: str | None = None
        self.next_guess = 0
        self.offer: tuple | None = None  # (seat, pushed state) of the seat that may act, from its stream
        self.offered = asyncio.Event()
        self.moved_version = -1  # the version the last move was made at

    def on_state(self, seat: int, state: dict) -> None:
        """A pushed view: the seat's legal actions at that version, so the next move needs no GET."""
        if state["status"] != "active":
            self.finished = True
            self.offered.set()
        elif state["actions"] and state["version"] > self.moved_version:
            self.offer = (seat, state)
            self.offered.set()

    def on_version(self, seat: int, version: int, now: float) -> None:
        if version <= self.seen[seat]:
            return
        self.seen[seat] = version
        p = self.pending
        if p is not None and version >= p.target and seat not in p.got:
            p.got[seat] = now
            if len(p.got) == len(self.tokens) and not p.fut.done():
                p.fut.set_result(max(p.got.values()) - p.t0)


class SeraphClient:
    """The asyncio load client: one aiohttp session (keep-alive pool) for requests and SSE streams."""

    def __init__(self, base: str, seed: int = 1, move_timeout: float = 10.0):
        self.base, self.rng, self.move_timeout = base, random.Random(seed), move_timeout
        self.session = None
        self.errors: list[str] = []
        self.sse_messages = 0
        self.fallback_gets = 0

    async def start(self):
        import aiohttp

        self.session = aiohttp.ClientSession(
            connector=aiohttp.TCPConnector(limit=0, limit_per_host=0, force_close=False),
            timeout=aiohttp.ClientTimeout(total=None, sock_connect=5))

    async def close(self):
        if self.session is not None:
            await self.session.close()

    async def _json(self, method, path, token=None, body=None, expect=(200,)):
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        data = None
        if body is not None:
            data, headers["Content-Type"] = orjson.dumps(body), "application/json"
        async with self.session.request(method, self.base + path, data=data, headers=headers) as resp:
            raw = await resp.read()
            if resp.status not in expect:
                raise RuntimeError(f"{method} {path} -> {resp.status} {raw[:300]!r}")
            return resp.status, orjson.loads(raw)

    async def create_game(self) -> tuple[str, dict[int, str]]:
        body = {"game": "falling", "seats": [{"name": f"P{i}", "kind": "human"} for i in range(SEATS)],
                "options": {}, "seed": self.rng.randrange(1 << 31)}
        _, out = await self._json("POST", "/v1/games", body=body, expect=(201,))
        return out["id"], {s["seat"]: s["token"] for s in out["seats"]}

    async def open(self, game_id: str, tokens: dict[int, str]) -> Game:
        game = Game(game_id, tokens)
        for seat, token in tokens.items():
            game.connected[seat] = asyncio.Event()
            game.tasks.append(asyncio.create_task(self._read(game, seat, token)))
        await asyncio.wait_for(asyncio.gather(*(e.wait() for e in game.connected.values())), 15)
        return game

    async def _read(self, game: Game, seat: int, token: str) -> None:
        url = f"{self.base}/v1/games/{game.id}/events"
        try:
            async with self.session.get(url, params={"token": token, "state": "true"},
                                        headers={"Accept": "text/event-stream"}) as resp:
                game.responses.append(resp)
                if resp.status != 200:
                    raise RuntimeError(f"SSE {resp.status}")
                event = None
                data = None
                async for raw in resp.content:
                    line = raw.rstrip(b"\r\n")
                    if not line:
                        if data is not None:
                            now = time.perf_counter()
                            self.sse_messages += 1
                            ev = orjson.loads(data)
                            version = ev.get("version")
                            if event == b"state":
                                game.on_state(seat, ev)
                            elif version is not None:
                                game.on_version(seat, int(version), now)
                            if event == b"game_ended":
                                game.finished = True
                            game.connected[seat].set()
                        elif event is None:
                            game.connected[seat].set()  # the retry: line arrives first: the stream is open
                        event = data = None
                        continue
                    if line.startswith(b"data:"):
                        data = line[5:]
                    elif line.startswith(b"event:"):
                        event = line[6:].strip()
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            game.error = f"seat {seat} stream: {type(exc).__name__}: {exc}"
        finally:
            game.connected[seat].set()

    async def prepare(self, game: Game):
        """(seat, action, version) of a random legal move, or None when the game is over.

        Each stream is opened with state=true, so the acting seat's stream pushes its legal actions after the
        events of each version, as boardgame.io pushes state: no request between moves. If no such push
        arrives within a second, the client falls back to a GET as the seat it expects to act.
        """
        deadline = time.perf_counter() + 1.0
        while not game.finished and time.perf_counter() < deadline:
            if game.offer is not None and game.offer[1]["version"] > game.moved_version:
                seat, state = game.offer
                game.moved_version = state["version"]
                return seat, self.rng.choice(state["actions"]), state["version"]
            game.offered.clear()
            try:
                await asyncio.wait_for(game.offered.wait(), max(0.0, deadline - time.perf_counter()))
            except asyncio.TimeoutError:
                break
        if game.finished:
            return None
        self.fallback_gets += 1
        return await self._prepare_by_get(game)

    async def _prepare_by_get(self, game: Game):
        """A seat's GET of the game carries its legal actions, so a right guess of the acting seat (the one
        after the last mover, as in Falling's turn order) costs one request; a wrong one a second GET."""
        guess = game.next_guess
        _, head = await self._json("GET", f"/v1/games/{game.id}", token=game.tokens[guess])
        if head["status"] != "active" or not head["active_seats"]:
            game.finished = True
            return None
        seat = guess if guess in head["active_seats"] else self.rng.choice(head["active_seats"])
        if seat != guess:
            _, head = await self._json("GET", f"/v1/games/{game.id}", token=game.tokens[seat])
        if not head["actions"]:
            return None
        game.next_guess = (seat + 1) % len(game.tokens)
        game.moved_version = head["version"]
        return seat, self.rng.choice(head["actions"]), head["version"]

    async def move(self, game: Game, prepared) -> float | None:
        """POST the move; seconds until every seat's stream delivered its version, or None on failure."""
        seat, action, version = prepared
        fut = asyncio.get_running_loop().create_future()
        game.pending = p = Pending(version + 1, fut)
        try:
            p.t0 = time.perf_counter()
            status, out = await self._json("POST", f"/v1/games/{game.id}/moves", token=game.tokens[seat],
                                           body={"action": action, "expected_version": version}, expect=(200, 202))
            return await asyncio.wait_for(fut, self.move_timeout)
        except Exception as exc:
            self.errors.append(f"game {game.id} v{version}: {type(exc).__name__}: {exc} {game.error or ''}")
            game.finished = True  # give up on this game; the slot takes a fresh one
            return None
        finally:
            game.pending = None

    async def dispose(self, game: Game) -> None:
        """Stop reading and close the TCP connections (never hand a half-read stream back to the pool: the
        server would keep a thread on it, woken by every notification)."""
        for resp in game.responses:
            resp.close()
        for t in game.tasks:
            t.cancel()
        await asyncio.gather(*game.tasks, return_exceptions=True)


class Slot:
    """A sequence of games played one after the other; `ready` holds the next move, chosen off the clock."""

    def __init__(self, client: SeraphClient, spares: list | None = None):
        self.client = client
        self.spares = list(spares or [])
        self.game: Game | None = None
        self.ready = None
        self.busy = False
        self.games_played = 0

    async def ensure(self) -> None:
        """A current game with open streams and a prepared move (bounded: a few games at most)."""
        for _ in range(5):
            if self.game is not None and not self.game.finished:
                if self.ready is None:
                    self.ready = await self.client.prepare(self.game)
                if self.ready is not None:
                    return
            if self.game is not None:
                await self.client.dispose(self.game)
                self.game = None
            gid, tokens = self.spares.pop() if self.spares else await self.client.create_game()
            self.game = await self.client.open(gid, tokens)
            self.games_played += 1
        raise RuntimeError("could not get a playable game")

    async def play(self) -> float | None:
        prepared, self.ready = self.ready, None
        return await self.client.move(self.game, prepared)

    async def close(self):
        if self.game is not None:
            await self.client.dispose(self.game)


async def closed_loop(slots: list[Slot], seconds: float, max_moves: int = 100_000) -> dict:
    lats: list[float] = []
    stop = time.perf_counter() + seconds

    async def run(slot):
        while time.perf_counter() < stop and len(lats) < max_moves:
            await slot.ensure()
            lat = await slot.play()
            if lat is not None:
                lats.append(lat)

    t0 = time.perf_counter()
    await asyncio.gather(*(run(s) for s in slots))
    wall = time.perf_counter() - t0
    return {"moves": len(lats), "wall": wall, "lats": lats}


async def fixed_rate(slots: list[Slot], rate: float, seconds: float, target_moves: int | None = None) -> dict:
    """A drift-corrected ticker sends `rate` moves/s, each to an idle slot (round robin); else the tick is missed.
    With `target_moves`, ticks go on (up to 3x as many) until that many moves were sent."""
    total = int(rate * seconds) if target_moves is None else 3 * target_moves
    sent = 0
    lats: list[float] = []
    inflight: set[asyncio.Task] = set()
    missed = 0
    nxt = 0

    async def fire(slot):
        try:
            lat = await slot.play()
            if lat is not None:
                lats.append(lat)
            await slot.ensure()  # the next move is chosen (GET game as a seat) before the slot is idle again
        except Exception as exc:
            slot.client.errors.append(f"slot: {type(exc).__name__}: {exc}")
        finally:
            slot.busy = False

    t0 = time.perf_counter()
    for i in range(total):
        if target_moves is not None and sent >= target_moves:
            break
        due = t0 + i / rate
        delay = due - time.perf_counter()
        if delay > 0:
            await asyncio.sleep(delay)
        chosen = None
        for k in range(len(slots)):
            s = slots[(nxt + k) % len(slots)]
            if not s.busy and s.ready is not None:
                chosen = s
                nxt = (nxt + k + 1) % len(slots)
                break
        if chosen is None:
            missed += 1
            continue
        chosen.busy = True
        sent += 1
        task = asyncio.create_task(fire(chosen))
        inflight.add(task)
        task.add_done_callback(inflight.discard)
    if inflight:
        await asyncio.wait(list(inflight), timeout=30)
    wall = time.perf_counter() - t0
    return {"moves": len(lats), "wall": wall, "lats": lats, "offered": sent + missed, "missed": missed}


def summary(run: dict) -> dict:
    ms = [x * 1000 for x in run["lats"]]
    out = {"moves": run["moves"], "wall_s": round(run["wall"], 2),
           "moves_per_s": round(run["moves"] / run["wall"], 1) if run["wall"] else 0.0,
           "p50": pct(ms, 50), "p99": pct(ms, 99), "max": max(ms) if ms else None}
    for k in ("offered", "missed"):
        if k in run:
            out[k] = run[k]
    return out


# ----------------------------------------------------------------------------------------------- Seraph run
def seraph_classifier(api_pgid: int, worker_pgid: int, redis_pid: int):
    def classify(pid, st, apps):
        _, ppid, pgid, comm = st[:4]
        if pgid == api_pgid:
            return "api"
        if pgid == worker_pgid:
            return "worker_parent" if pid == worker_pgid else "worker_children"
        if pid == redis_pid:
            return "redis"
        if comm == "postgres" or comm.startswith("postgres"):
            app = apps.get(pid)
            if app == APP_API:
                return "pg_api"
            if app == APP_WORKER:
                return "pg_worker"
            return "pg_other"
        return None
    return classify


class PgApps:
    """pid -> application_name of PostgreSQL backends (one long-lived admin connection)."""

    def __init__(self):
        import psycopg

        self.conn = psycopg.connect(PG_ADMIN, autocommit=True, connect_timeout=5)

    def __call__(self) -> dict[int, str]:
        try:
            return {r[0]: r[1] for r in self.conn.execute(
                "SELECT pid, application_name FROM pg_stat_activity WHERE application_name LIKE 'seraph_peer_%'")}
        except Exception:
            return {}

    def sessions(self) -> int | None:
        """Sessions ever established to database `test` (PostgreSQL 14+): the delta counts new connections."""
        try:
            return self.conn.execute("SELECT sessions FROM pg_stat_database WHERE datname = current_database()"
                                     ).fetchone()[0]
        except Exception:
            return None

    def close(self):
        self.conn.close()


def cpu_report(d: dict, moves: int, server_roles) -> dict:
    per = {role: sec * 1000 / max(1, moves) for role, sec in d["roles"].items()}
    if "pg_exited" in per and d.get("pg_sessions") == 0:
        # exited backends are machine-wide (the postmaster reaps everyone's): none of ours were opened
        per["pg_exited_unattributed"] = per.pop("pg_exited")
    server = sum(per.get(r, 0.0) for r in server_roles)
    return {"moves": moves, "wall_s": round(d["wall"], 2), "per_move_ms": {k: round(v, 3) for k, v in per.items()},
            "sys_per_move_ms": {k: round(v * 1000 / max(1, moves), 3) for k, v in d.get("sys", {}).items()},
            "pg_sessions_per_move": None if d.get("pg_sessions") is None else round(d["pg_sessions"] / max(1, moves), 3),
            "server_ms_per_move": round(server, 3), "client_ms_per_move": round(d["client"] * 1000 / max(1, moves), 3),
            "other_cpu_ms_per_move": round(d["other_cpu_s"] * 1000 / max(1, moves), 3),
            "machine_busy_frac": round(d["machine_busy_frac"] or 0, 3),
            "core_util": {k: round(v / d["wall"], 3) for k, v in d["roles"].items()}}


SERAPH_SERVER_ROLES = ("api", "worker_parent", "worker_children", "redis", "pg_api", "pg_worker", "pg_other",
                       "pg_exited")


def seraph_plan(quick: bool) -> dict:
    return {"low_moves": 300, "low_rate": 20, "ramp": (1, 8, 32), "ramp_s": 5 if quick else 10,
            "sweep": SWEEP_RATES, "sweep_s": 5 if quick else 10,
            "cpu_rate": 80, "cpu_slots": 16, "cpu_s": 10, "cpu_windows": 1 if quick else 3, "sweep_slots": 32}


def run_seraph(args) -> dict:
    from tests.integration.harness import PgSchema, PrivateRedis, Stack, infrastructure_problem, new_workdir

    problem = infrastructure_problem()
    if problem:
        raise SystemExit(f"bench-peer: {problem}")
    plan = seraph_plan(args.quick)
    workdir = new_workdir("seraph-peer-")
    schema = PgSchema("seraph_peer")
    redis_srv = PrivateRedis(workdir)
    stack = None
    pg_apps = None
    results: dict = {"config": {"api_workers": args.api_workers, "threads": args.threads,
                                "worker_concurrency": args.concurrency}, "git": git_head()}
    try:
        schema.create()
        redis_srv.start()
        # production timeouts, not the integration tests' short ones
        stack = Stack(schema.url, redis_srv.url, workdir, SERAPH_PENDING_TIMEOUT=30, SERAPH_SWEEP_INTERVAL=5,
                      SERAPH_SSE_KEEPALIVE=15)
        stack.base_env["DATABASE_URL"] = f"{schema.url}&application_name={APP_API}"
        base = stack.start_api(workers=args.api_workers, threads=args.threads)
        stack.base_env["DATABASE_URL"] = f"{schema.url}&application_name={APP_WORKER}"
        worker = stack.start_worker(concurrency=args.concurrency, beat=True)
        api = stack.procs[0]
        pg_apps = PgApps()
        probe = CpuProbe(seraph_classifier(api.popen.pid, worker.popen.pid, redis_srv.proc.popen.pid), pg_apps)
        results["pids"] = {"api_group": api.popen.pid, "worker_group": worker.popen.pid,
                           "redis": redis_srv.proc.popen.pid}
        log(f"seraph: API {base} (gunicorn -w {args.api_workers} --threads {args.threads}), worker -c "
            f"{args.concurrency} --beat; quiet check")
        results["quiet_before"] = wait_for_quiet()
        results.update(asyncio.run(_seraph_scenarios(base, plan, probe, args, results["pids"], workdir)))
    finally:
        if stack is not None:
            stack.close()
        _tear_down(pg_apps, redis_srv, schema, workdir)
    return results


def _tear_down(pg_apps, redis_srv, schema, workdir) -> None:
    """What a run set up besides its server processes: the admin connection, redis-server, the schema, files."""
    if pg_apps is not None:
        pg_apps.close()
    redis_srv.stop()
    try:
        schema.drop()
    except Exception as exc:
        log(f"could not drop schema {schema.name}: {exc}")
    shutil.rmtree(workdir, ignore_errors=True)


def close_wait_sockets(port: int) -> int:
    """Server-side sockets on `port` whose client has gone (CLOSE_WAIT): SSE threads not yet released."""
    n = 0
    for path in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            with open(path) as f:
                next(f)
                for line in f:
                    parts = line.split()
                    if parts[3] == "08" and int(parts[1].rsplit(":", 1)[1], 16) == port:
                        n += 1
        except OSError:
            pass
    return n


async def drain(base: str, timeout: float = 25.0) -> float:
    """Wait (bounded) until the API has noticed every closed SSE connection (it does at the next keepalive)."""
    port = int(base.rsplit(":", 1)[1])
    t0 = time.monotonic()
    while time.monotonic() - t0 < timeout and close_wait_sockets(port):
        await asyncio.sleep(0.25)
    return time.monotonic() - t0


class Pool:
    """Slots reused across scenarios so that no SSE stream is abandoned mid-game between them (an abandoned
    stream holds a gunicorn thread until its next keepalive write fails, up to SERAPH_SSE_KEEPALIVE)."""

    def __init__(self, client):
        self.client, self.slots = client, []

    async def take(self, n: int, spares: int = 0) -> list[Slot]:
        while len(self.slots) < n:
            self.slots.append(Slot(self.client))
        for s in self.slots[:n]:
            while len(s.spares) < spares:
                s.spares.append(await self.client.create_game())
        for i in range(0, n, 8):
            await asyncio.gather(*(s.ensure() for s in self.slots[i:min(n, i + 8)]))
        return self.slots[:n]

    async def shrink(self, n: int) -> None:
        for s in self.slots[n:]:
            await s.close()
        del self.slots[n:]

    async def close(self) -> None:
        await self.shrink(0)


class _Done(Exception):
    """The selected scenarios are done."""


async def _seraph_scenarios(base, plan, probe, args, pids, workdir) -> dict:
    out: dict = {}
    client = SeraphClient(base, seed=args.seed)
    await client.start()
    pool = Pool(client)
    try:
        # warm-up: one game first (shared/engine/registry.py loads the games lazily and is not thread-safe:
        # concurrent first requests can see an empty registry), then a few moves in 4 games
        pool.slots.append(Slot(client, [await client.create_game()]))
        await closed_loop(await pool.take(4), 3.0, max_moves=120)

        # low load: 1 game, 20 moves/s fixed rate, ~300 moves; games replaced as they end
        if "low" in args.scenarios:
            log(f"seraph: low load, 1 game at {plan['low_rate']} moves/s, {plan['low_moves']} moves")
            await pool.shrink(1)
            slots = await pool.take(1, spares=3)
            a = probe.snapshot()
            run = await fixed_rate(slots, plan["low_rate"], 0, target_moves=plan["low_moves"])
            b = probe.snapshot()
            out["low"] = res = summary(run)
            res["cpu"] = cpu_report(CpuProbe.delta(a, b), run["moves"], SERAPH_SERVER_ROLES)
            log(f"  {run['moves']} moves, p50 {_f(res['p50'])} p99 {_f(res['p99'])} ms, missed {res['missed']}, "
                f"server {res['cpu']['server_ms_per_move']:.2f} ms CPU/move")

        # closed-loop ramp: the pool only grows, so no stream is abandoned
        out["closed"] = {}
        for n in (plan["ramp"] if "ramp" in args.scenarios else ()):
            slots = await pool.take(n)
            a = probe.snapshot()
            run = await closed_loop(slots, plan["ramp_s"])
            b = probe.snapshot()
            res = summary(run)
            res["cpu"] = cpu_report(CpuProbe.delta(a, b), run["moves"], SERAPH_SERVER_ROLES)
            out["closed"][n] = res
            log(f"seraph: closed loop {n} games: {res['moves_per_s']} moves/s p50 {_f(res['p50'])} p99 "
                f"{_f(res['p99'])} ms, server {res['cpu']['server_ms_per_move']:.2f} ms CPU/move")

        # fixed-rate sweep over 32 games
        out["sweep"] = {}
        if "sweep" in args.scenarios:
            slots = await pool.take(plan["sweep_slots"], spares=1)

        async def measure_rate(rate):
            a = probe.snapshot()
            run = await fixed_rate(slots, rate, plan["sweep_s"])
            b = probe.snapshot()
            res = summary(run)
            res["cpu"] = cpu_report(CpuProbe.delta(a, b), run["moves"], SERAPH_SERVER_ROLES)
            out["sweep"][rate] = res
            return res

        for rate in (plan["sweep"] if "sweep" in args.scenarios else ()):
            await asyncio.gather(*(s.ensure() for s in slots))
            res = await measure_rate(rate)
            log(f"seraph: sweep {rate} moves/s -> {res['moves_per_s']} (missed {res['missed']}), p50 "
                f"{_f(res['p50'])} p99 {_f(res['p99'])} ms, server {res['cpu']['server_ms_per_move']:.2f} ms CPU/move")
            if not passes(rate, res["moves_per_s"], res["p99"]):
                if rate == plan["sweep"][0]:  # already past the ceiling at the lowest rate: step down
                    for low in (30, 20, 10):
                        r2 = await measure_rate(low)
                        log(f"seraph: sweep {low} moves/s -> {r2['moves_per_s']}, p50 {_f(r2['p50'])} p99 "
                            f"{_f(r2['p99'])} ms")
                        if passes(low, r2["moves_per_s"], r2["p99"]):
                            break
                log("  past the ceiling: the higher rates are skipped")
                break

        # CPU per move at a steady 80 moves/s over 16 games (the other 16 closed and drained first)
        if "cpu" not in args.scenarios:
            raise _Done
        await pool.shrink(plan["cpu_slots"] + args.idle_games)
        waited = await drain(base)
        per_slot = int(plan["cpu_rate"] * plan["cpu_s"] / plan["cpu_slots"] / 80) + 2
        await pool.take(plan["cpu_slots"] + args.idle_games)  # --idle-games: open streams that see no moves
        slots = await pool.take(plan["cpu_slots"], spares=per_slot)
        await fixed_rate(slots, plan["cpu_rate"], 2.0)  # settle
        windows = []
        for _ in range(plan["cpu_windows"]):  # near Seraph's ceiling the CPU per move varies: median window
            await asyncio.gather(*(s.ensure() for s in slots))
            a = probe.snapshot()
            run = await fixed_rate(slots, plan["cpu_rate"], plan["cpu_s"])
            b = probe.snapshot()
            res = summary(run)
            res["cpu"] = cpu_report(CpuProbe.delta(a, b), run["moves"], SERAPH_SERVER_ROLES)
            windows.append(res)
            log(f"  window: p50 {_f(res['p50'])} p99 {_f(res['p99'])} ms, server {res['cpu']['server_ms_per_move']:.2f} "
                f"ms CPU/move")
        windows.sort(key=lambda r: r["cpu"]["server_ms_per_move"])
        res = dict(windows[len(windows) // 2])
        res["windows"] = [{"p50": w["p50"], "p99": w["p99"], "server_ms_per_move": w["cpu"]["server_ms_per_move"],
                           "api": w["cpu"]["per_move_ms"].get("api")} for w in windows]
        res["drain_s"] = round(waited, 1)
        out["cpu80"] = res
        log(f"seraph: steady {plan['cpu_rate']} moves/s: p50 {_f(res['p50'])} p99 {_f(res['p99'])} ms, server "
            f"{res['cpu']['server_ms_per_move']:.2f} ms CPU/move {res['cpu']['per_move_ms']} "
            f"(client {res['cpu']['client_ms_per_move']}, other {res['cpu']['other_cpu_ms_per_move']})")
        if args.profile:
            out["profile"] = await _profile(slots, plan, probe, pids, workdir, args)
    except _Done:
        pass
    finally:
        try:
            await pool.close()
        except Exception:
            pass
        await client.close()
    out["client_errors"] = len(client.errors)
    out["client_error_samples"] = client.errors[:5]
    out["sse_messages"] = client.sse_messages
    out["fallback_gets"] = client.fallback_gets
    log(f"seraph: {client.fallback_gets} moves chosen by GET (no pushed state within 1 s)")
    return out


# ----------------------------------------------------------------------------------------------- stack floor
FLOOR_SWEEP_FROM = 120  # below Seraph's ceiling: the floor's sweep starts where the comparison is decided
FLOOR_SERVER_ROLES = ("api", "worker_parent", "worker_children", "redis", "pg_api", "pg_worker", "pg_other",
                      "pg_exited")


class FloorSlot:
    """One key of `make bench`'s no-op floor, watched by SEATS SSE streams like a Seraph game's seats."""

    def __init__(self, client, k: int):
        self.client, self.k = client, k
        self.seen = [0] * SEATS
        self.n = 0
        self.pending: Pending | None = None
        self.busy, self.ready = False, True
        self.tasks: list[asyncio.Task] = []
        self.responses: list = []
        self.connected = [asyncio.Event() for _ in range(SEATS)]

    def on_id(self, i: int, n: int, now: float) -> None:
        self.seen[i] = max(self.seen[i], n)
        p = self.pending
        if p is not None and n >= p.target and i not in p.got:
            p.got[i] = now
            if len(p.got) == SEATS and not p.fut.done():
                p.fut.set_result(max(p.got.values()) - p.t0)

    async def ensure(self) -> None:
        """Nothing to choose: the floor's command has no arguments."""

    async def play(self) -> float | None:
        self.pending = p = Pending(self.n + 1, asyncio.get_running_loop().create_future())
        try:
            p.t0 = time.perf_counter()
            async with self.client.session.post(f"{self.client.base}/floor/{self.k}") as resp:
                await resp.read()
            lat = await asyncio.wait_for(p.fut, 10)
            self.n += 1
            return lat
        except Exception as exc:
            self.client.errors.append(f"floor key {self.k}: {type(exc).__name__}: {exc}")
            return None
        finally:
            self.pending = None


class FloorClient:
    """The floor's load client: the same aiohttp session shape as SeraphClient."""

    def __init__(self, base: str):
        self.base, self.session, self.errors = base, None, []

    async def start(self):
        import aiohttp

        self.session = aiohttp.ClientSession(
            connector=aiohttp.TCPConnector(limit=0, limit_per_host=0, force_close=False),
            timeout=aiohttp.ClientTimeout(total=None, sock_connect=5))

    async def open(self, k: int) -> FloorSlot:
        slot = FloorSlot(self, k)
        slot.tasks = [asyncio.create_task(self._read(slot, i)) for i in range(SEATS)]
        await asyncio.wait_for(asyncio.gather(*(e.wait() for e in slot.connected)), 15)
        return slot

    async def _read(self, slot: FloorSlot, i: int) -> None:
        try:
            async with self.session.get(f"{self.base}/floor/{slot.k}/events") as resp:
                slot.responses.append(resp)
                async for raw in resp.content:
                    slot.connected[i].set()
                    if raw.startswith(b"id: "):
                        slot.on_id(i, int(raw[4:].strip()), time.perf_counter())
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            self.errors.append(f"floor stream {slot.k}/{i}: {type(exc).__name__}: {exc}")
        finally:
            slot.connected[i].set()

    async def close(self, slots) -> None:
        for slot in slots:
            for resp in slot.responses:
                resp.close()
            for t in slot.tasks:
                t.cancel()
            await asyncio.gather(*slot.tasks, return_exceptions=True)
        await self.session.close()


async def _floor_scenarios(base: str, plan: dict, probe: CpuProbe) -> dict:
    client = FloorClient(base)
    await client.start()
    slots = [await client.open(k) for k in range(plan["sweep_slots"])]
    out: dict = {"sweep": {}}
    try:
        await closed_loop(slots[:4], 2.0, max_moves=200)  # warm-up
        for label, rate, use, target in (("low", plan["low_rate"], 1, plan["low_moves"]),
                                         ("cpu80", plan["cpu_rate"], plan["cpu_slots"], None)):
            a = probe.snapshot()
            run = await fixed_rate(slots[:use], rate, plan["cpu_s"], target_moves=target)
            b = probe.snapshot()
            out[label] = res = summary(run)
            res["cpu"] = cpu_report(CpuProbe.delta(a, b), run["moves"], FLOOR_SERVER_ROLES)
            log(f"floor: {label} at {rate} moves/s: p50 {_f(res['p50'])} p99 {_f(res['p99'])} ms, server "
                f"{res['cpu']['server_ms_per_move']:.2f} ms CPU/move {res['cpu']['per_move_ms']}")
        for rate in (r for r in plan["sweep"] if r >= FLOOR_SWEEP_FROM):  # its ceiling, as Seraph's sweep finds it
            res = out["sweep"][rate] = summary(await fixed_rate(slots, rate, plan["sweep_s"]))
            log(f"floor: sweep {rate} moves/s -> {_f(res['moves_per_s'])}, p50 {_f(res['p50'])} p99 {_f(res['p99'])}")
            if not passes(rate, res["moves_per_s"], res["p99"]):
                break
    finally:
        await client.close(slots)
    out["client_errors"] = len(client.errors)
    out["client_error_samples"] = client.errors[:5]
    return out


def run_floor(args) -> dict:
    """`make bench`'s stack floor (a no-op command: Flask -> Celery -> one PostgreSQL transaction -> Redis
    publish -> SSE, with the same lean producer, worker configuration and GC settings as Seraph) under
    bench-peer's low-load and 80 moves/s shapes, with SEATS streams per key: what this stack costs before any
    rules, checks or a second durable write."""
    import sqlalchemy as sa

    from services.bench import FLOOR_TABLE
    from tests.integration.harness import PgSchema, PrivateRedis, Stack, free_port, new_workdir, spawn, wait_until

    plan = seraph_plan(args.quick)
    workdir = new_workdir("seraph-floor-")
    schema, redis_srv, stack, pg_apps = PgSchema("seraph_floor"), PrivateRedis(workdir), None, None
    py = sys.executable
    try:
        schema.create()
        with schema.engine.begin() as conn:
            conn.execute(sa.text(f"CREATE TABLE {FLOOR_TABLE} (k integer PRIMARY KEY, n bigint NOT NULL)"))
            conn.execute(sa.text(f"INSERT INTO {FLOOR_TABLE} SELECT g, 0 FROM generate_series(0, 100) g"))
        redis_srv.start()
        stack = Stack(schema.url, redis_srv.url, workdir, SERAPH_SSE_KEEPALIVE=15)
        port = free_port()
        api = spawn("floor-api", [py, "-m", "services.bench", "floor-api", "--port", str(port), "--threads",
                                  str(args.threads)],
                    stack.env(DATABASE_URL=f"{schema.url}&application_name={APP_API}"), workdir)
        worker = spawn("floor-worker", [py, "-m", "services.bench", "floor-worker", "-c", str(args.concurrency)],
                       stack.env(DATABASE_URL=f"{schema.url}&application_name={APP_WORKER}"), workdir)
        stack.procs += [api, worker]
        base = f"http://127.0.0.1:{port}"
        import urllib.request

        wait_until(lambda: urllib.request.urlopen(base + "/healthz", timeout=1).status == 200, 30, 0.1, "floor API")
        wait_until(lambda: " ready." in worker.log(), 30, 0.1, "the floor worker")
        pg_apps = PgApps()
        probe = CpuProbe(seraph_classifier(api.popen.pid, worker.popen.pid, redis_srv.proc.popen.pid), pg_apps)
        log(f"floor: API {base} (gunicorn gthread -w 1 --threads {args.threads}), worker -c {args.concurrency}")
        wait_for_quiet()
        return asyncio.run(_floor_scenarios(base, plan, probe))
    finally:
        if stack is not None:
            for proc in stack.procs:
                proc.stop(timeout=2)  # open SSE streams would hold gunicorn's graceful shutdown
        _tear_down(pg_apps, redis_srv, schema, workdir)


# ----------------------------------------------------------------------------------------------- profile
PROFILE_CATEGORIES = [
    # (category, top-level packages or Seraph paths); py-spy prints paths relative to sys.path entries
    ("Celery/kombu/billiard", ("celery/", "kombu/", "billiard/", "vine/", "amqp/")),
    ("SQLAlchemy", ("sqlalchemy/",)),
    ("psycopg (driver, socket I/O)", ("psycopg/", "psycopg_binary/", "psycopg_pool/", "psycopg_c/")),
    ("redis-py", ("redis/",)),
    ("marshmallow", ("marshmallow/",)),
    ("Flask/werkzeug/gunicorn", ("flask/", "werkzeug/", "gunicorn/", "itsdangerous/", "click/", "blinker/")),
    ("rules engine (shared/engine, shared/games)", ("shared/engine/", "shared/games/")),
    ("SSE loop + notify hub", ("services/api/sse.py", "shared/adapters/notify.py")),
    ("Seraph service/API code", ("shared/", "services/", "workers/")),
]
_FRAME = re.compile(r"^(?P<func>.*?) \((?P<file>[^()]*?)(?::(?P<line>\d+))?\)$")
_KNOWN_ROOTS = tuple(f for _, frags in PROFILE_CATEGORIES for f in frags)


def _short(path: str) -> str:
    """py-spy's path relative to a sys.path entry (it already shortens most; absolute ones are cut here)."""
    for marker in ("/site-packages/", ROOT + "/"):
        if marker in path:
            return path.split(marker, 1)[1]
    if path.startswith(ROOT + "/"):
        return path[len(ROOT) + 1:]
    return path


def _category_of(path: str) -> str | None:
    path = _short(path)
    for name, frags in PROFILE_CATEGORIES:
        if any(path.startswith(f) for f in frags):
            return name
    return None


def categorize(frames: list[str]) -> str:
    """The category of one stack (root first): the innermost frame in a known library or Seraph package;
    a leaf line that calls orjson counts as orjson (a C extension has no Python frame of its own)."""
    parsed = []
    for fr in frames:
        m = _FRAME.match(fr)
        parsed.append((m.group("func"), m.group("file"), m.group("line")) if m else (fr, "", None))
    if parsed:
        func, path, line = parsed[-1]
        if "orjson" in path:
            return "orjson"
        short = _short(path)
        if line and short.startswith(("shared/", "services/", "workers/")):
            if "orjson." in linecache.getline(os.path.join(ROOT, short), int(line)):
                return "orjson"
    for func, path, _ in reversed(parsed):
        cat = _category_of(path) if path else None
        if cat:
            return cat
    return "interpreter/stdlib only (threads, selectors, GC)"


def endpoint_of(frames: list[str]) -> str:
    for fr in frames:
        m = _FRAME.match(fr)
        if m and _short(m.group("file")) == "services/api/routes.py":
            return m.group("func")
    return "-"


def parse_collapsed(path: str):
    """Yield (process tag, frames, count) from py-spy's raw (collapsed) output."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = f.read().splitlines()
    except OSError:
        return
    for line in lines:
        stack, _, count = line.rpartition(" ")
        if not stack or not count.isdigit():
            continue
        frames = stack.split(";")
        proc = ""
        while frames and frames[0].startswith("process "):
            proc = frames.pop(0).split(":", 1)[0]  # the innermost process (a child of the one before)
        while frames and frames[0].startswith("thread "):
            frames.pop(0)
        yield proc, frames, int(count)


async def _profile(slots, plan, probe, pids, workdir, args) -> dict:
    """py-spy record (raw) on the API and worker groups while the 80 moves/s load runs again."""
    spy = os.path.join(ROOT, ".venv", "bin", "py-spy")
    if not os.access(spy, os.X_OK):
        spy = shutil.which("py-spy")
    if not spy:
        log("profile: py-spy is not installed (pip install py-spy); skipped")
        return {}
    seconds = plan["cpu_s"]
    outdir = args.profile_dir or tempfile.mkdtemp(prefix="seraph-peer-prof-")
    os.makedirs(outdir, exist_ok=True)
    procs, files = [], {}
    # --gil: only the thread holding the GIL is sampled, i.e. where the process's Python CPU goes (the SSE
    # threads parked in Condition.wait are not). The API is sampled in its gunicorn worker process(es)
    # directly; the Celery worker with its children (pool processes and beat).
    api_workers = [pid for pid, st in all_procs().items() if st[2] == pids["api_group"] and st[1] == pids["api_group"]]
    targets = [("api", api_workers[0] if len(api_workers) == 1 else pids["api_group"], len(api_workers) != 1),
               ("worker", pids["worker_group"], True)]
    for name, pid, sub in targets:
        files[name] = os.path.join(outdir, f"{name}.collapsed")
        argv = [spy, "record", "--format", "raw", "-o", files[name], "--pid", str(pid),
                "--rate", str(args.profile_rate), "--duration", str(int(seconds) + 2), "--nonblocking"]
        argv += ["--gil"] if args.profile_mode == "gil" else []
        argv += ["--subprocesses"] if sub else []
        procs.append(subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                      start_new_session=True))
    log(f"profile: py-spy on API and worker groups for {seconds}s at {plan['cpu_rate']} moves/s -> {outdir}")
    try:
        await asyncio.sleep(1.0)
        a = probe.snapshot()
        run = await fixed_rate(slots, plan["cpu_rate"], seconds)
        b = probe.snapshot()
        for p in procs:
            try:
                await asyncio.wait_for(asyncio.to_thread(p.wait), seconds + 30)
            except asyncio.TimeoutError:
                pass
    finally:
        for p in procs:
            _kill_group(p)
    res = summary(run)
    cpu = cpu_report(CpuProbe.delta(a, b), run["moves"], SERAPH_SERVER_ROLES)
    res["cpu"] = cpu
    per = cpu["per_move_ms"]
    breakdown: dict = {}
    for name, path in files.items():
        by_proc: dict[str, dict[str, int]] = {}
        endpoints: dict[str, int] = {}
        total = 0
        for proc, frames, count in parse_collapsed(path):
            cat = categorize(frames)
            by_proc.setdefault(proc, {})
            by_proc[proc][cat] = by_proc[proc].get(cat, 0) + count
            total += count
            if name == "api":
                ep = endpoint_of(frames)
                endpoints[ep] = endpoints.get(ep, 0) + count
        breakdown[name] = {"samples": total, "by_process": by_proc, "endpoints": endpoints}
    # Per group: the sampled thread-time per move (samples / rate / moves) and the /proc CPU per move; the
    # categories are the sample shares scaled to the /proc CPU (mode "active": py-spy samples threads the OS
    # reports as running, so kernel time in a syscall counts for the Python frame that made it).
    moves = max(1, run["moves"])
    unit = 1000.0 / args.profile_rate / moves
    api_cats: dict[str, int] = {}
    for cats in breakdown.get("api", {}).get("by_process", {}).values():
        for cat, n in cats.items():
            api_cats[cat] = api_cats.get(cat, 0) + n
    wp = breakdown.get("worker", {}).get("by_process", {})
    parent_tag = f"process {pids['worker_group']}"
    child_cats: dict[str, int] = {}
    for ptag, cats in wp.items():
        if ptag != parent_tag:
            for cat, n in cats.items():
                child_cats[cat] = child_cats.get(cat, 0) + n
    groups = {"api": (api_cats, per.get("api", 0.0)), "worker_children": (child_cats, per.get("worker_children", 0.0)),
              "worker_parent": (wp.get(parent_tag, {}), per.get("worker_parent", 0.0))}
    res["groups"] = {}
    for role, (cats, cpu_ms) in groups.items():
        n = sum(cats.values())
        res["groups"][role] = {
            "cpu_ms": round(cpu_ms, 3), "sampled_ms": round(n * unit, 3), "samples": n,
            "categories_ms": {k: round(cpu_ms * v / n, 3) for k, v in sorted(cats.items(), key=lambda kv: -kv[1])}
            if n else {}}
    eps = breakdown.get("api", {}).get("endpoints", {})
    n_api = sum(eps.values())
    res["api_endpoints_ms"] = {k: round(per.get("api", 0.0) * v / n_api, 3)
                               for k, v in sorted(eps.items(), key=lambda kv: -kv[1])} if n_api else {}
    res["mode"] = args.profile_mode
    res["samples"] = {k: v["samples"] for k, v in breakdown.items()}
    res["files"] = files
    log(f"profile: {res['moves']} moves, p50 {_f(res['p50'])} p99 {_f(res['p99'])} ms under py-spy; "
        f"{ {k: (v['cpu_ms'], v['sampled_ms']) for k, v in res['groups'].items()} }")
    return res


# ----------------------------------------------------------------------------------------------- boardgame.io
def bgio_plan(quick: bool) -> list[tuple[str, list[str]]]:
    d = 0.5 if quick else 1.0
    scen = [
        ("low", ["--slots", "1", "--rate", "20", "--duration", "15"]),
        ("closed_1", ["--slots", "1", "--per-slot", "2" if quick else "4"]),
        ("closed_8", ["--slots", "8", "--per-slot", "1" if quick else "2"]),
        ("closed_32", ["--slots", "32", "--per-slot", "1"]),
        ("cpu80", ["--slots", "16", "--rate", "80", "--duration", str(int(20 * d))]),
    ]
    for r in SWEEP_RATES:
        scen.append((f"sweep_{r}", ["--slots", "32", "--rate", str(r), "--duration", str(int(10 * d))]))
    return scen


def prepare_bgio(args) -> str:
    """A writable copy of the peer with node_modules (reused with --bgio-dir)."""
    dest = args.bgio_dir or os.path.join(tempfile.mkdtemp(prefix="bgio-peer-"), "bgio")
    if not os.path.isdir(os.path.join(dest, "node_modules")):
        _install_bgio(dest)
    # Every time: a fresh machine (or a restarted PostgreSQL) has no bgio_bench role and database yet.
    subprocess.run(["bash", "scripts/pg-up.sh"], cwd=dest, check=True, timeout=120, stdout=subprocess.DEVNULL)
    return dest


def _install_bgio(dest: str) -> None:
    if not os.path.isdir(dest):
        shutil.copytree(PEER_SRC, dest, ignore=shutil.ignore_patterns("node_modules", "data", "results"))
        for dirpath, dirnames, filenames in os.walk(dest):
            for n in dirnames + filenames:
                p = os.path.join(dirpath, n)
                os.chmod(p, os.stat(p).st_mode | 0o200)
            os.chmod(dirpath, os.stat(dirpath).st_mode | 0o200)
    log(f"bgio: npm ci in {dest}")
    subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=dest, check=True, timeout=300,
                   stdout=subprocess.DEVNULL)


def _kill_group(proc) -> None:
    """SIGKILL a process group that is still running, and reap its leader."""
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait(5)


def _truncate_bgio() -> None:
    try:
        import psycopg

        with psycopg.connect(BGIO_PG_ADMIN, autocommit=True, connect_timeout=5) as conn:
            conn.execute('TRUNCATE "Games"')
    except Exception:
        pass  # the table does not exist before the first server start


def _bgio_sessions() -> int | None:
    try:
        import psycopg

        with psycopg.connect(BGIO_PG_ADMIN, autocommit=True, connect_timeout=5) as conn:
            return conn.execute("SELECT sessions FROM pg_stat_database WHERE datname = 'bgio_bench'").fetchone()[0] - 1
    except Exception:
        return None


def run_bgio(args) -> dict:
    from tests.integration.harness import free_port

    here = prepare_bgio(args)
    _truncate_bgio()
    port = free_port()
    logf = open(os.path.join(tempfile.gettempdir(), f"bgio-server-{port}.log"), "wb")
    env = dict(os.environ, NODE_ENV="production")
    server = subprocess.Popen(["node", "server.js", "--port", str(port), "--storage", "postgres"], cwd=here, env=env,
                              stdout=logf, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True)
    logf.close()
    out: dict = {"dir": here, "scenarios": {}}
    try:
        import urllib.request

        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/games", timeout=1) as r:
                    if r.status == 200:
                        break
            except Exception:
                pass
            if server.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("the boardgame.io server did not come up")
            time.sleep(0.2)
        log(f"bgio: server pid {server.pid} on port {port}; quiet check")
        out["quiet_before"] = wait_for_quiet()
        stop_sweep = False
        for label, extra in bgio_plan(args.quick):
            if stop_sweep and label.startswith("sweep_"):
                continue
            argv = ["node", "client.js", "--port", str(port), "--players", str(SEATS), "--seed", str(args.seed),
                    "--server-pid", str(server.pid), "--label", label, "--deadline", "240"] + extra
            exited0, sessions0 = postmaster_children_cpu(), _bgio_sessions()
            client = subprocess.Popen(argv, cwd=here, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                      stdin=subprocess.DEVNULL, start_new_session=True)
            try:
                stdout, stderr = client.communicate(timeout=260)
            except subprocess.TimeoutExpired:
                os.killpg(client.pid, signal.SIGKILL)
                stdout, stderr = client.communicate(timeout=10)
            line = (stdout.decode().strip().splitlines() or [""])[-1]
            try:
                res = orjson.loads(line)
            except orjson.JSONDecodeError:
                log(f"bgio {label}: no result (exit {client.returncode}): {stderr.decode()[-500:]}")
                continue
            # backends that exited during the whole client run (warm-up included): bgio's pool rarely churns
            sessions1 = _bgio_sessions()
            res["pg_new_sessions"] = None if sessions0 is None or sessions1 is None else sessions1 - sessions0
            exited = (postmaster_children_cpu() - exited0) * 1000 / max(1, res["moves"])
            # exited backends are machine-wide: count them for bgio only if it opened sessions itself
            res["pg_exited_ms_per_move"] = round(exited, 3) if res["pg_new_sessions"] else 0.0
            res["pg_exited_unattributed_ms_per_move"] = round(exited, 3)
            out["scenarios"][label] = res
            cpu = res.get("cpu", {})
            if label.startswith("sweep_") and not passes(res["rate_offered"], res["moves_per_s"],
                                                         res["latency_ms"]["p99"]):
                stop_sweep = True
            log(f"bgio: {label}: {res['moves']} moves, {res['moves_per_s']} moves/s, p50 {res['latency_ms']['p50']} "
                f"p99 {res['latency_ms']['p99']} ms, server {cpu.get('server_cpu_ms_per_move')} + pg "
                f"{cpu.get('postgres_cpu_ms_per_move')} ms CPU/move, errors {res.get('errors')}")
    finally:
        if server.poll() is None:
            try:
                os.killpg(server.pid, signal.SIGTERM)
                server.wait(5)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                pass
        _kill_group(server)
    return out


# ----------------------------------------------------------------------------------------------- report
def passes(offered, achieved, p99) -> bool:
    return p99 is not None and p99 < P99_LIMIT_MS and achieved >= 0.95 * offered


def ceiling(points: list[tuple[float, float, float | None]]) -> float | None:
    """Highest offered rate with p99 < 100 ms and achieved >= 95 % of offered, every lower rate passing too."""
    best = None
    for offered, achieved, p99 in sorted(points):
        if not passes(offered, achieved, p99):
            break
        best = offered
    return best


def seraph_points(s: dict):
    return [(float(r), v["moves_per_s"], v["p99"]) for r, v in s.get("sweep", {}).items()]


def bgio_points(b: dict):
    out = []
    for label, r in b.get("scenarios", {}).items():
        if label.startswith("sweep_"):
            out.append((float(r["rate_offered"]), r["moves_per_s"], r["latency_ms"]["p99"]))
    return out


def _f(x, digits=1):
    return "-" if x is None else f"{x:.{digits}f}"


def git_head() -> str:
    """The checkout's commit (read-only git commands), and whether tracked files differ from it."""
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                              timeout=5).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT, capture_output=True,
                               text=True, timeout=5).stdout.strip()
        return f"{head}{' + local changes' if dirty else ''}"
    except Exception:
        return "?"


def report(s: dict | None, b: dict | None, args, elapsed: float, floor: dict | None = None) -> str:
    lines = []
    load = " / ".join(f"{x:.1f}" for x in os.getloadavg())
    head = (s or {}).get("git") or git_head()
    lines.append(f"bench-peer - Seraph {head} - {platform.node()} - {os.cpu_count()} CPUs - load average {load} at "
                 f"the end - Python {platform.python_version()} - "
                 f"{'saved results' if args.report_from else 'quick' if args.quick else 'full'} - {elapsed:.0f}s")
    if s:
        c = s["config"]
        lines.append(f"Seraph: distributed, gunicorn gthread -w {c['api_workers']} --threads {c['threads']}, "
                     f"`seraph worker -c {c['worker_concurrency']} --beat` (its default pool), PostgreSQL 15 + private "
                     f"redis-server")
    if b:
        lines.append("boardgame.io 0.50.2 + bgio-postgres 1.0.16, NODE_ENV=production, its client.js --players 3")
    lines.append("")

    def sd(path, default=None):
        cur = s
        for k in path:
            if cur is None:
                return default
            cur = cur.get(k) if isinstance(cur, dict) else None
        return cur if cur is not None else default

    def bd(label, *path):
        cur = (b or {}).get("scenarios", {}).get(label)
        for k in path:
            if cur is None:
                return None
            cur = cur.get(k)
        return cur

    s_low50, s_low99 = sd(("low", "p50")), sd(("low", "p99"))
    b_low50, b_low99 = bd("low", "latency_ms", "p50"), bd("low", "latency_ms", "p99")
    s_ceil = ceiling(seraph_points(s)) if s else None
    b_ceil = ceiling(bgio_points(b)) if b else None
    s_cpu = sd(("cpu80", "cpu", "server_ms_per_move"))
    b_cpu = None
    if bd("cpu80", "cpu") is not None:
        b_cpu = ((bd("cpu80", "cpu", "server_cpu_ms_per_move") or 0) + (bd("cpu80", "cpu", "postgres_cpu_ms_per_move") or 0)
                 + (bd("cpu80", "pg_exited_ms_per_move") or 0))

    def ratio(x, y):
        return None if x is None or y in (None, 0) else x / y

    def verdict(r, target, le=True):
        if r is None:
            return "n/a"
        return "PASS" if (r <= target if le else r >= target) else "MISS"

    rows = [
        ("low-load p50 (ms)", s_low50, b_low50, ratio(s_low50, b_low50), "<= 1.0", True),
        ("low-load p99 (ms)", s_low99, b_low99, ratio(s_low99, b_low99), "<= 1.0", True),
        ("ceiling: highest moves/s with p99 < 100 ms", s_ceil, b_ceil, ratio(s_ceil, b_ceil), ">= 1.0", False),
        ("server CPU per move at 80 moves/s (ms)", s_cpu, b_cpu, ratio(s_cpu, b_cpu), "<= 1.0", True),
    ]
    lines.append("| ratio | Seraph | boardgame.io | Seraph / bgio | target | |")
    lines.append("|---|---|---|---|---|---|")
    for name, x, y, r, target, le in rows:
        lines.append(f"| {name} | {_f(x)} | {_f(y)} | {_f(r, 2)} | {target} | {verdict(r, 1.0, le)} |")
    lines.append("")

    if floor:
        lines += floor_rows(floor, b_low50, b_low99, b_cpu, b_ceil, ratio) + [""]
    lines.append("Closed-loop ramp (moves/s, p50 / p99 ms):")
    lines.append("| concurrent games | Seraph moves/s | Seraph p50 | Seraph p99 | bgio moves/s | bgio p50 | bgio p99 |")
    lines.append("|---|---|---|---|---|---|---|")
    for n in (1, 8, 32):
        sc = sd(("closed", n)) or {}
        lab = f"closed_{n}"
        lines.append(f"| {n} | {_f(sc.get('moves_per_s'))} | {_f(sc.get('p50'))} | {_f(sc.get('p99'))} | "
                     f"{_f(bd(lab, 'moves_per_s'))} | {_f(bd(lab, 'latency_ms', 'p50'))} | "
                     f"{_f(bd(lab, 'latency_ms', 'p99'))} |")
    lines.append("")
    lines.append("Fixed-rate sweep, 32 games (offered -> achieved moves/s, p50 / p99 ms):")
    lines.append("| offered | Seraph achieved | Seraph p50 | Seraph p99 | bgio achieved | bgio p50 | bgio p99 |")
    lines.append("|---|---|---|---|---|---|---|")
    for r in (10, 20, 30) + SWEEP_RATES:
        if not (sd(("sweep", r)) or bd(f"sweep_{r}")):
            continue
        sc = sd(("sweep", r)) or {}
        lab = f"sweep_{r}"
        lines.append(f"| {r} | {_f(sc.get('moves_per_s'))} | {_f(sc.get('p50'))} | {_f(sc.get('p99'))} | "
                     f"{_f(bd(lab, 'moves_per_s'))} | {_f(bd(lab, 'latency_ms', 'p50'))} | "
                     f"{_f(bd(lab, 'latency_ms', 'p99'))} |")
    lines.append("")
    lines.append(f"Low load, 1 game at 20 moves/s: Seraph {sd(('low', 'moves'))} moves (missed ticks "
                 f"{sd(('low', 'missed'))}), bgio {bd('low', 'moves')} moves.")
    lines.append("")

    lines.append("CPU per move at a steady 80 moves/s (16 games), ms of CPU per move by process:")
    if s:
        c = sd(("cpu80", "cpu")) or {}
        per = c.get("per_move_ms", {})
        util = c.get("core_util", {})
        lines.append("| Seraph process | ms/move | cores |")
        lines.append("|---|---|---|")
        names = [("api", "API (gunicorn master + worker, all threads)"),
                 ("worker_parent", "Celery worker main process (consumer; with --pool threads also the tasks)"),
                 ("worker_children", "Celery child processes (prefork pool children, embedded beat)"),
                 ("pg_api", "PostgreSQL backends of the API"), ("pg_worker", "PostgreSQL backends of the worker"),
                 ("pg_other", "other postgres processes (walwriter, checkpointer, ...)"),
                 ("pg_exited", "PostgreSQL backends that exited in the window (connection churn)"),
                 ("redis", "redis-server (broker + pub/sub)")]
        for key, label in names:
            lines.append(f"| {label} | {_f(per.get(key), 2)} | {_f(util.get(key), 2)} |")
        lines.append(f"| **server total** | **{_f(c.get('server_ms_per_move'), 2)}** | |")
        lines.append(f"| new PostgreSQL sessions per move (database test) | {_f(c.get('pg_sessions_per_move'), 2)} | |")
        lines.append(f"| load client (this process, excluded) | {_f(c.get('client_ms_per_move'), 2)} | |")
        lines.append(f"| other processes on the machine (excluded) | {_f(c.get('other_cpu_ms_per_move'), 2)} | |")
        if sd(("cpu80", "windows")):
            lines.append("Seraph 80 moves/s windows (median shown above): " + "; ".join(
                f"{_f(w['server_ms_per_move'], 1)} ms/move (API {_f(w['api'], 1)}), p50 {_f(w['p50'])} p99 {_f(w['p99'])}"
                for w in sd(("cpu80", "windows"))))
        lines.append(f"Seraph at 80 moves/s: {sd(('cpu80', 'moves'))} moves, p50 {_f(sd(('cpu80', 'p50')))} ms, "
                     f"p99 {_f(sd(('cpu80', 'p99')))} ms, machine busy {_f((c.get('machine_busy_frac') or 0) * 100, 0)}%")
        lines.append("")
    if b and bd("cpu80", "cpu"):
        c = bd("cpu80", "cpu")
        lines.append("| boardgame.io process | ms/move | cores |")
        lines.append("|---|---|---|")
        lines.append(f"| node server.js | {_f(c.get('server_cpu_ms_per_move'), 2)} | {_f(c.get('server_core_util'), 2)} |")
        lines.append(f"| all postgres processes | {_f(c.get('postgres_cpu_ms_per_move'), 2)} | "
                     f"{_f(c.get('postgres_core_util'), 2)} |")
        lines.append(f"| postgres backends that exited during the client run | "
                     f"{_f(bd('cpu80', 'pg_exited_ms_per_move'), 2)} | |")
        lines.append(f"| **server total** | **{_f(b_cpu, 2)}** | |")
        lines.append(f"| load client (node client.js, excluded) | {_f(c.get('client_cpu_ms_per_move'), 2)} | |")
        lines.append(f"bgio at 80 moves/s: {bd('cpu80', 'moves')} moves, p50 {_f(bd('cpu80', 'latency_ms', 'p50'))} ms, "
                     f"p99 {_f(bd('cpu80', 'latency_ms', 'p99'))} ms, machine busy "
                     f"{_f((c.get('machine_busy_frac') or 0) * 100, 0)}%")
        lines.append("")
    if s and s.get("profile"):
        p = s["profile"]
        sysm = p["cpu"].get("sys_per_move_ms", {})
        lines.append(f"Seraph profile: py-spy ({p['mode']}) {args.profile_rate} Hz at 80 moves/s ({p['moves']} moves, p50 "
                     f"{_f(p['p50'])} p99 {_f(p['p99'])} ms under py-spy; server {_f(p['cpu']['server_ms_per_move'], 2)} "
                     f"ms/move). Sample shares scaled to each process's /proc CPU per move:")
        for role, title in (("api", "API process"), ("worker_parent", "Celery worker main process"),
                            ("worker_children", "Celery child processes (prefork pool / beat)")):
            g = p["groups"].get(role, {})
            lines.append(f"  {title}: CPU {_f(g.get('cpu_ms'), 2)} ms/move (kernel {_f(sysm.get(role), 2)}); sampled "
                         f"{_f(g.get('sampled_ms'), 2)} ms/move of running threads")
            lines.append("    " + ", ".join(f"{k} {v:.2f}" for k, v in g.get("categories_ms", {}).items()))
        lines.append("  API by endpoint (ms/move): " + ", ".join(
            f"{k} {v:.2f}" for k, v in p.get("api_endpoints_ms", {}).items()))
        lines.append("")
    if s:
        lines.append(f"Seraph client errors: {s.get('client_errors')} {s.get('client_error_samples') or ''}; "
                     f"machine busy before: {_f((s.get('quiet_before') or 0) * 100, 0)}%")
    if b:
        errs = sum(r.get("errors", 0) for r in b["scenarios"].values())
        lines.append(f"bgio client errors: {errs}; machine busy before: {_f((b.get('quiet_before') or 0) * 100, 0)}%")
    return "\n".join(lines)


def floor_rows(floor: dict, b_low50, b_low99, b_cpu, b_ceil, ratio) -> list[str]:
    """The stack floor beside boardgame.io: where a ratio is above 1.0 here, Seraph cannot reach it on this stack."""
    f50, f99 = floor.get("low", {}).get("p50"), floor.get("low", {}).get("p99")
    fcpu = floor.get("cpu80", {}).get("cpu", {}).get("server_ms_per_move")
    out = ["The stack floor (make bench's no-op command: Flask -> Celery -> one PostgreSQL transaction -> Redis -> "
           f"SSE, {SEATS} streams per key, the same lean producer, worker configuration and GC settings):",
           "| measure | floor | boardgame.io | floor / bgio |", "|---|---|---|---|"]
    for name, x, y in (("low-load p50 (ms)", f50, b_low50), ("low-load p99 (ms)", f99, b_low99),
                       ("server CPU per move at 80 moves/s (ms)", fcpu, b_cpu)):
        out.append(f"| {name} | {_f(x)} | {_f(y)} | {_f(ratio(x, y), 2)} |")
    f_ceil = ceiling([(r, v.get("moves_per_s"), v.get("p99")) for r, v in sorted(floor.get("sweep", {}).items(),
                                                                                 key=lambda kv: int(kv[0]))])
    out.append(f"| ceiling: highest moves/s with p99 < 100 ms (sweep from {FLOOR_SWEEP_FROM}) | {_f(f_ceil)} | "
               f"{_f(b_ceil)} | {_f(ratio(f_ceil, b_ceil), 2)} |")
    per = floor.get("cpu80", {}).get("cpu", {}).get("per_move_ms", {})
    out.append("Floor CPU per move at 80 moves/s by process (ms): " + ", ".join(
        f"{k} {v:.2f}" for k, v in sorted(per.items()) if v))
    return out


def _int_keys(seraph: dict | None) -> dict | None:
    """JSON turned the closed-loop and sweep keys into strings; the report wants ints."""
    if seraph:
        for key in ("closed", "sweep"):
            seraph[key] = {int(k): v for k, v in (seraph.get(key) or {}).items()}
    return seraph


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m services.bench_peer", description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="shorter windows (~4 min for both systems)")
    parser.add_argument("--seraph-only", action="store_true")
    parser.add_argument("--bgio-only", action="store_true")
    parser.add_argument("--bgio-dir", default=None, help="a writable copy of the peer (npm ci is run if needed)")
    parser.add_argument("--profile", action="store_true", help="py-spy the API and worker during an extra 80 moves/s run")
    parser.add_argument("--profile-dir", default=None, help="where py-spy writes its collapsed stacks")
    parser.add_argument("--profile-rate", type=int, default=100, help="py-spy samples per second")
    parser.add_argument("--profile-mode", choices=("active", "gil"), default="active",
                        help="py-spy samples every running thread (active) or only the GIL holder (gil)")
    parser.add_argument("--api-workers", type=int, default=1, help="API processes (seraph serve --workers)")
    parser.add_argument("--threads", type=int, default=160, help="threads per API process (one per SSE stream)")
    parser.add_argument("--concurrency", type=int, default=None,
                        help="Celery worker concurrency (seraph worker -c; default: the CLI's default)")
    parser.add_argument("--no-floor", action="store_true",
                        help="skip the stack floor (make bench's no-op command under the same low-load and CPU shapes)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scenarios", default="low,ramp,sweep,cpu",
                        help="Seraph scenarios to run (comma-separated subset of low,ramp,sweep,cpu)")
    parser.add_argument("--idle-games", type=int, default=0,
                        help="(experiment) extra games whose 3 SSE streams stay open but idle during the 80 moves/s run")
    parser.add_argument("--json", default=None, help="also write the raw results to this file")
    parser.add_argument("--report-from", default=None,
                        help="print the report from saved --json files (comma-separated; later Seraph/bgio parts win)")
    args = parser.parse_args(argv)
    args.scenarios = set(args.scenarios.split(","))
    if args.concurrency is None:
        from services.cli import worker as worker_cmd

        args.concurrency = next((p.default for p in worker_cmd.params if p.name == "concurrency"), 2)
    started = time.monotonic()
    seraph = bgio = floor = None
    if args.report_from:
        for path in args.report_from.split(","):
            with open(path, "rb") as f:
                data = orjson.loads(f.read())
            seraph = _int_keys(data.get("seraph")) or seraph
            bgio = data.get("bgio") or bgio
            floor = data.get("floor") or floor
        if seraph:
            args.concurrency = seraph["config"]["worker_concurrency"]
        print(report(seraph, bgio, args, 0.0, floor))
        return 0
    if not args.bgio_only:
        seraph = run_seraph(args)
        if not args.no_floor:
            floor = run_floor(args)
    if not args.seraph_only:
        bgio = run_bgio(args)
    text = report(seraph, bgio, args, time.monotonic() - started, floor)
    print()
    print(text)
    if args.json:
        with open(args.json, "wb") as f:
            f.write(orjson.dumps({"seraph": seraph, "bgio": bgio, "floor": floor}, option=orjson.OPT_NON_STR_KEYS | orjson.OPT_INDENT_2))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""`make chaos` (issue 11 "Measure"): the fault suite in one command, one table of counts.

    python -m bench.chaos [--quick] [--skip-tests] [--json FILE]

Two parts:

1. Scenarios of its own against a real distributed stack (tests/integration/harness.py: a fresh PostgreSQL
   schema, a private redis-server, `seraph serve` and `seraph worker --beat` subprocesses). Every accepted move
   is recorded by move_id and checked afterwards in the database, so the counts are exact:
   - worker kills: games played while the worker is SIGKILLed at random moments (and restarted, as the
     deployments do), plus kills inside a move's transaction (SERAPH_FAULT_PAUSE_BEFORE_COMMIT);
   - Redis restarts: the private redis-server stopped for ~2 s during play, moves submitted while it is down;
   - PostgreSQL: every backend of the stack's processes terminated (pg_terminate_backend) during play. The
     machine's PostgreSQL is shared, so it is not restarted; cutting every connection is what a restart does
     to the stack;
   - the idempotency storm: 20 concurrent submissions with one Idempotency-Key, repeated;
   - the version races: concurrent different moves of one seat on one expected_version, repeated;
   - dead letters: poison rows written straight into PostgreSQL (a snapshot that no longer parses, actions the
     rules cannot read); the time from admission to the move's internal_error or the game's stalled status.
   "lost" = an accepted move that is not final (applied/rejected) at the end, or missing from the database.
   "doubled" = an extra move id for one Idempotency-Key, two applied moves at one version, a game version that
   is not its start version plus its applied moves, or an event sequence with a gap or a duplicate.
2. The existing suites as pytest subprocesses with this module as a plugin (-p bench.chaos), which writes
   pass/fail counts and the 5xx counts to the JSON file named by SERAPH_CHAOS_REPORT: tests/integration,
   tests/api/test_fuzz.py + tests/api/test_schemathesis.py, tests/service/test_dead_letters.py.
"""
from __future__ import annotations

import argparse
import datetime
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import uuid

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# ================================================================================== pytest plugin (-p bench.chaos)
_REPORT: dict = {"passed": 0, "failed": 0, "skipped": 0, "errors": 0, "failed_5xx": 0, "failures": []}


def pytest_runtest_logreport(report):  # noqa: D401 - pytest hook
    if os.environ.get("SERAPH_CHAOS_REPORT") is None:
        return
    if report.when == "call" or (report.when == "setup" and not report.passed):
        if report.passed:
            _REPORT["passed"] += 1
        elif report.skipped:
            _REPORT["skipped"] += 1
        else:
            key = "failed" if report.when == "call" else "errors"
            _REPORT[key] += 1
            text = getattr(report, "longreprtext", "") or ""
            if "< 500" in text or "status >= 500" in text:
                _REPORT["failed_5xx"] += 1
            _REPORT["failures"].append(report.nodeid)


def pytest_sessionfinish(session, exitstatus):
    path = os.environ.get("SERAPH_CHAOS_REPORT")
    if not path:
        return
    fuzz = sys.modules.get("tests.api.test_fuzz")
    if fuzz is not None:
        _REPORT["hostile_requests"] = sum(getattr(fuzz, "REQUESTS_SENT", {}).values())
        _REPORT["hostile_5xx"] = sum(getattr(fuzz, "SERVER_ERRORS", {}).values())
    _REPORT["exitstatus"] = int(exitstatus)
    with open(path, "w") as f:
        json.dump(_REPORT, f)


def run_suite(name: str, args: list[str], timeout: float = 1500) -> dict:
    fd, path = tempfile.mkstemp(prefix="chaos-", suffix=".json")
    os.close(fd)
    env = dict(os.environ, SERAPH_CHAOS_REPORT=path, PYTHONPATH=ROOT)
    started = time.monotonic()
    argv = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "bench.chaos", "-m", "not slow",
            *args]
    print(f"[chaos] suite {name}: {' '.join(argv[2:])}", flush=True)
    try:
        proc = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)
        tail = proc.stdout.strip().splitlines()[-1:] if proc.stdout.strip() else []
    except subprocess.TimeoutExpired:
        tail = ["timed out"]
    try:
        with open(path) as f:
            out = json.load(f)
    except (OSError, ValueError):
        out = {"passed": 0, "failed": 0, "skipped": 0, "errors": 1, "failed_5xx": 0, "failures": ["no report"]}
    finally:
        os.unlink(path)
    out["seconds"] = time.monotonic() - started
    out["summary"] = tail[0] if tail else ""
    print(f"[chaos]   {out['summary']} ({out['seconds']:.0f} s)", flush=True)
    return out


# ================================================================================== scenarios on a real stack
HUMANS3 = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}, {"name": "Cy", "kind": "human"}]


class Ledger:
    """Every move the API accepted, every 5xx, and the games to check afterwards."""

    def __init__(self):
        self.lock = threading.Lock()
        self.accepted: list[tuple[str, str, str]] = []   # (game_id, move_id, token)
        self.games: dict[str, int] = {}                  # game_id -> version at creation
        self.http_5xx = 0
        self.http_503 = 0  # of which 503 service_unavailable (a retry hint), counted in http_5xx too
        self.errors: list[str] = []

    def add(self, gid, move_id, token):
        with self.lock:
            self.accepted.append((gid, move_id, token))


def _play(client, ledger: Ledger, gid: str, tokens: dict, rng: random.Random, moves: int, halt: threading.Event):
    """Random legal moves of human seats (expected_version set, wait=5): each accepted move_id is recorded."""
    import requests

    done = 0
    for _ in range(moves * 20 or 10**6):
        if (moves and done >= moves) or halt.is_set():
            return
        try:
            r = client.call("GET", f"/v1/games/{gid}")
            if r.status_code >= 500:
                ledger.http_5xx += 1
                ledger.http_503 += r.status_code == 503
                ledger.errors.append(f"GET game {r.status_code} {r.text[:200]}")
                time.sleep(0.2)
                continue
            head = r.json()
            if head.get("status") != "active":
                if head.get("status") != "finished":
                    return
                gid, tokens = _new_game(client, ledger)  # keep playing until the fault schedule ends
                continue
            seat = rng.choice(head["active_seats"])
            r = client.call("GET", f"/v1/games/{gid}/actions", tokens[seat])
            if r.status_code >= 500:
                ledger.http_5xx += 1
                ledger.http_503 += r.status_code == 503
                ledger.errors.append(f"GET actions {r.status_code} {r.text[:200]}")
                continue
            legal = r.json()
            if not legal.get("actions"):
                time.sleep(0.1)
                continue
            # With an Idempotency-Key, as a client should: a 503 (the database did not answer) is retried with the
            # same key, and the accounting below checks that the retry never doubles the move.
            action, key = rng.choice(legal["actions"]), f"chaos-{uuid.uuid4().hex}"
            for _attempt in range(10):
                resp = client.move(gid, tokens[seat], action, expected_version=legal["version"], wait=5, key=key)
                if resp.status_code != 503:
                    break
                ledger.http_5xx += 1
                ledger.http_503 += 1
                ledger.errors.append(f"POST move 503 (retried with its key) {resp.text[:160]}")
                time.sleep(0.2)
            if resp.status_code >= 500:
                ledger.http_5xx += 1
                ledger.http_503 += resp.status_code == 503
                ledger.errors.append(f"POST move {resp.status_code} {resp.text[:200]}")
            elif resp.status_code in (200, 202):
                ledger.add(gid, resp.json()["move_id"], tokens[seat])
                done += 1
                if resp.status_code == 202:
                    time.sleep(0.2)  # still pending (worker down?): let it catch up before reading again
        except requests.RequestException as exc:  # the API itself is never killed here: count as an error
            ledger.errors.append(repr(exc))
            time.sleep(0.2)


def _new_game(client, ledger: Ledger) -> tuple[str, dict]:
    game = client.create_game(HUMANS3, seed=random.randrange(1 << 31))
    gid = game["id"]
    with ledger.lock:
        ledger.games[gid] = client.game(gid)["version"]
    return gid, {s["seat"]: s["token"] for s in game["seats"]}


def _account(schema, client, ledger: Ledger, settle: float = 60.0) -> dict:
    """Wait (bounded) for every accepted move to be final, then count lost and doubled."""
    deadline = time.monotonic() + settle
    ids = [m for _, m, _ in ledger.accepted]
    rows = {}
    while True:
        rows = {r["move_id"]: r for r in schema.query(
            "SELECT move_id, game_id, status, version, error FROM moves WHERE move_id = ANY(:ids)", ids=ids)} \
            if ids else {}
        if all(rows.get(m, {}).get("status") in ("applied", "rejected") for m in ids) or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    lost = sum(1 for m in ids if rows.get(m, {}).get("status") not in ("applied", "rejected"))
    rejected = sum(1 for m in ids if rows.get(m, {}).get("status") == "rejected")
    doubled = 0
    for gid, v0 in ledger.games.items():
        applied = schema.query("SELECT version FROM moves WHERE game_id = :g AND status = 'applied'", g=gid)
        versions = [r["version"] for r in applied]
        doubled += len(versions) - len(set(versions))
        head = schema.query("SELECT version, last_seq FROM games WHERE id = :g", g=gid)[0]
        doubled += abs(head["version"] - v0 - len(versions))
        seqs = [r["seq"] for r in schema.query("SELECT seq FROM events WHERE game_id = :g ORDER BY seq", g=gid)]
        if seqs != list(range(1, head["last_seq"] + 1)):
            doubled += 1
    return {"accepted": len(ids), "lost": lost, "doubled": doubled, "rejected": rejected, "5xx": ledger.http_5xx,
            "503": ledger.http_503,
            "games": len(ledger.games)}


def _play_games(stack, schema, n_games: int, moves: int, fault, settle: float = 60.0) -> dict:
    """n_games games played in threads while `fault(halt)` runs in this thread; then the accounting."""
    from tests.integration.harness import Client

    ledger = Ledger()
    setup = Client(stack.api_url)
    games = [_new_game(setup, ledger) for _ in range(n_games)]
    setup.close()
    halt = threading.Event()
    clients = [Client(stack.api_url) for _ in games]
    threads = [threading.Thread(target=_play, args=(c, ledger, gid, tokens, random.Random(i), moves, halt),
                                daemon=True) for i, (c, (gid, tokens)) in enumerate(zip(clients, games))]
    for t in threads:
        t.start()
    extra = fault(threads) or {}
    halt.set()
    for t in threads:
        t.join(30)
    out = _account(schema, clients[0], ledger, settle)
    for c in clients:
        c.close()
    out.update(extra)
    if ledger.errors:
        out["client_errors"] = len(ledger.errors)
        out["error_samples"] = ledger.errors[:3]
    return out


def _alive(threads) -> bool:
    return any(t.is_alive() for t in threads)


def scenario_worker_kills(stack, schema, quick: bool) -> dict:
    from tests.integration.harness import WorkerSupervisor

    kills = 0
    rng = random.Random(2)

    def fault(threads):
        nonlocal kills
        with WorkerSupervisor(stack, max_restarts=100):
            end = time.monotonic() + (25 if quick else 60)
            while time.monotonic() < end:
                time.sleep(rng.uniform(0.5, 2.0))
                if stack.worker.alive():
                    stack.worker.kill()  # SIGKILL the process group: Celery parent and pool children
                    kills += 1
                    time.sleep(0.3)
        if not stack.worker.alive():
            stack.worker = stack.start_worker(concurrency=2, beat=True)
        return {}

    out = _play_games(stack, schema, 3 if quick else 6, 0, fault)
    out["faults"] = kills
    return out


def scenario_mid_commit(stack, schema, rounds: int) -> dict:
    from tests.integration.harness import Client, wait_until

    ledger = Ledger()
    client = Client(stack.api_url)
    kills = 0
    try:
        for _ in range(rounds):
            gid, tokens = _new_game(client, ledger)
            head = client.game(gid)
            seat = head["active_seats"][0]
            legal = client.actions(gid, tokens[seat])
            stack.worker.stop()
            faulty = stack.start_worker(concurrency=1, beat=False, name="faulty-worker",
                                        SERAPH_FAULT_PAUSE_BEFORE_COMMIT=5)
            resp = client.move(gid, tokens[seat], legal["actions"][0], expected_version=legal["version"])
            if resp.status_code >= 500:
                ledger.http_5xx += 1
                ledger.http_503 += resp.status_code == 503
            elif resp.status_code in (200, 202):
                ledger.add(gid, resp.json()["move_id"], tokens[seat])
            try:
                wait_until(lambda: "fault injection" in faulty.log(), 10, what="the pause before commit")
                time.sleep(0.3)
            finally:
                faulty.kill()
                kills += 1
            stack.worker = stack.start_worker(concurrency=2, beat=True)
        out = _account(schema, client, ledger, 60)
    finally:
        if not stack.worker.alive():
            stack.worker = stack.start_worker(concurrency=2, beat=True)
        client.close()
    out["faults"] = kills
    return out


def scenario_redis_restarts(stack, schema, private_redis, quick: bool) -> dict:
    from tests.integration.harness import WorkerSupervisor

    restarts = 0

    def fault(threads):
        nonlocal restarts
        with WorkerSupervisor(stack, max_restarts=100):
            for _ in range(2 if quick else 4):
                time.sleep(3.0)
                private_redis.stop()
                time.sleep(2.0)
                private_redis.start()
                restarts += 1
            time.sleep(3.0)
        if not stack.worker.alive():
            stack.worker = stack.start_worker(concurrency=2, beat=True)
        return {}

    out = _play_games(stack, schema, 3, 0, fault)
    out["faults"] = restarts
    return out


def scenario_postgres_cuts(stack, schema, quick: bool) -> dict:
    import psycopg

    from tests.integration.harness import PG_ADMIN_URL, WorkerSupervisor
    from tests.integration.test_connections import _backends_of, _group_pids

    cuts = 0
    cut_backends = 0

    def fault(threads):
        nonlocal cuts, cut_backends
        with WorkerSupervisor(stack, max_restarts=100):
            for _ in range(3 if quick else 8):
                time.sleep(1.5)
                pids = _group_pids([p.popen.pid for p in stack.procs if p.alive()])
                backends = _backends_of(pids)
                with psycopg.connect(PG_ADMIN_URL, autocommit=True) as conn:
                    conn.execute("SELECT pg_terminate_backend(pid) FROM unnest(%s::int[]) AS pid", (backends,))
                cuts += 1
                cut_backends += len(backends)
            time.sleep(2.0)
        return {}

    if shutil.which("ss") is None:
        return {"skipped": "ss (iproute2) is needed to find the stack's connections"}
    out = _play_games(stack, schema, 3, 0, fault)
    out["faults"] = cuts
    out["backends_cut"] = cut_backends
    return out


def scenario_idempotency_storm(stack, schema, rounds: int, width: int = 20) -> dict:
    from tests.integration.harness import Client

    client = Client(stack.api_url)
    ledger = Ledger()
    extra_ids = 0
    try:
        gid, tokens = _new_game(client, ledger)
        for _ in range(rounds):
            gid, tokens, seat, legal = _next_turn(client, ledger, gid, tokens)
            action = random.choice(legal["actions"])
            key = f"chaos-{uuid.uuid4().hex}"
            results = _burst(stack.api_url, width, lambda c, _i: c.move(
                gid, tokens[seat], action, expected_version=legal["version"], key=key, wait=5))
            ledger.http_5xx += sum(1 for r in results if r and r[0] and r[0] >= 500)
            ids = {r[1]["move_id"] for r in results if r and r[0] in (200, 201, 202)}
            extra_ids += max(0, len(ids) - 1)
            for m in ids:
                ledger.add(gid, m, tokens[seat])
            n = schema.query("SELECT count(*) AS n FROM moves WHERE idempotency_key = :k", k=key)[0]["n"]
            extra_ids += max(0, n - 1)
        out = _account(schema, client, ledger, 30)
    finally:
        client.close()
    out["doubled"] += extra_ids
    out["faults"] = rounds * width
    return out


def _next_turn(client, ledger, gid: str, tokens: dict) -> tuple:
    """(game, tokens, active seat, its legal actions): this game while it runs, else a new one."""
    head = client.game(gid)
    if head["status"] != "active":
        gid, tokens = _new_game(client, ledger)
        head = client.game(gid)
    seat = head["active_seats"][0]
    return gid, tokens, seat, client.actions(gid, tokens[seat])


def _burst(api_url: str, width: int, send) -> list:
    """`width` clients call send(client, i) at the same instant (behind a barrier); [(status, body) or
    (None, error)] in order. Errors are returned, not raised: the caller counts them."""
    from tests.integration.harness import Client

    barrier = threading.Barrier(width, timeout=10)
    results = [None] * width

    def submit(i):
        c = Client(api_url)
        try:
            barrier.wait()
            r = send(c, i)
            json_body = r.headers.get("content-type", "").startswith("application/json")
            results[i] = (r.status_code, r.json() if json_body else r.text)
        except Exception as exc:  # counted by the caller
            results[i] = (None, repr(exc))
        finally:
            c.close()

    threads = [threading.Thread(target=submit, args=(i,)) for i in range(width)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    return results


def scenario_version_races(stack, schema, rounds: int, width: int = 8) -> dict:
    """One seat sends `width` different moves at once on one expected_version: exactly one may apply."""
    from tests.integration.harness import Client

    client = Client(stack.api_url)
    ledger = Ledger()
    over = under = conflicts = 0
    try:
        gid, tokens = _new_game(client, ledger)
        for _ in range(rounds):
            gid, tokens, seat, legal = _next_turn(client, ledger, gid, tokens)
            v0 = legal["version"]
            picks = [legal["actions"][i % len(legal["actions"])] for i in range(width)]
            results = _burst(stack.api_url, width, lambda c, i: c.move(
                gid, tokens[seat], picks[i], expected_version=v0, wait=5))
            ledger.http_5xx += sum(1 for r in results if r and r[0] and r[0] >= 500)
            conflicts += sum(1 for r in results if r and r[0] == 409)
            for r in results:
                if r and r[0] in (200, 202):
                    ledger.add(gid, r[1]["move_id"], tokens[seat])
            time.sleep(0.3)
            applied = schema.query("SELECT count(*) AS n FROM moves WHERE game_id = :g AND expected_version = :v "
                                   "AND seat = :s AND status = 'applied'", g=gid, v=v0, s=seat)[0]["n"]
            over += max(0, applied - 1)
            under += 1 if applied == 0 else 0
        out = _account(schema, client, ledger, 30)
    finally:
        client.close()
    out["doubled"] += over
    out["faults"] = rounds
    out["409"] = conflicts
    out["no_winner"] = under
    return out


#: (label, the game's snapshot written over it or None, the seat of the move or None, the action or None):
#: None keeps the game's own snapshot, its first active seat and that seat's first legal action
POISON = [
    ("snapshot that does not parse", '{"broken": ', None, None),
    ("snapshot: JSON null", "null", None, None),
    ("snapshot: an empty object", "{}", None, None),
    ("snapshot: every field null", "NULL_FIELDS", None, None),
    # a legal move whose apply raises (SERAPH_FAULT_RAISE_ON_MOVE_PREFIX on the stack): a rules bug
    ("move: the rules engine raises on it", "POISON_MOVE", None, None),
]
#: the move-id prefix the stack's workers treat as poison (Settings.fault_raise_on_move_prefix)
POISON_PREFIX = "poison-"
#: junk actions: not poison (the rules refuse them), reported to show they end final too
JUNK_ACTIONS = {
    "junk action: not an object": "[1, 2, 3]",
    "junk action: a bare string": '"draw"',
    "junk action: type not a string": '{"type": {"nested": [1]}}',
    "junk move: a seat that does not exist (99)": (99, None),
}


def scenario_dead_letters(stack, schema, limit: float = 60.0) -> dict:
    """Poison rows written straight into PostgreSQL; seconds from admission until the move is rejected
    (internal_error) or the game stalled, by the real worker (its sweeper finds them: no enqueue is sent)."""
    import sqlalchemy as sa

    from tests.integration.harness import Client

    client = Client(stack.api_url)
    ledger = Ledger()
    cases = []

    def insert(gid, seat, action, prefix=""):
        move_id = (prefix + uuid.uuid4().hex)[:32]  # moves.move_id is VARCHAR(32)
        now = time.time()
        with schema.engine.begin() as conn:
            conn.execute(sa.text("INSERT INTO moves (move_id, game_id, seat, kind, action, status, created_at, "
                                 "updated_at, attempts) VALUES (:m, :g, :s, 'human', :a, 'pending', :t, :t, 0)"),
                         dict(m=move_id, g=gid, s=seat, a=action, t=now))
        return move_id, time.monotonic()

    try:
        plan = [(label, state, seat, action, True) for label, state, seat, action in POISON]
        plan += [(label, None, *(raw if isinstance(raw, tuple) else (None, raw)), False)
                 for label, raw in JUNK_ACTIONS.items()]
        for label, state, seat, action, poison in plan:
            gid, tokens = _new_game(client, ledger)
            active = client.game(gid)["active_seats"][0]
            if action is None:
                action = json.dumps(client.actions(gid, tokens[active])["actions"][0])
            prefix = ""
            if state == "POISON_MOVE":
                state, prefix = None, POISON_PREFIX
            if state == "NULL_FIELDS":
                snap = json.loads(schema.query("SELECT state FROM games WHERE id = :g", g=gid)[0]["state"])
                state = json.dumps({k: None for k in snap} if isinstance(snap, dict) else None)
            if state is not None:
                with schema.engine.begin() as conn:
                    conn.execute(sa.text("UPDATE games SET state = :s WHERE id = :g"), dict(s=state, g=gid))
            cases.append((label, poison, gid, *insert(gid, active if seat is None else seat, action, prefix)))

        results = {}
        deadline = time.monotonic() + limit + 5
        while time.monotonic() < deadline and len(results) < len(cases):
            for label, _poison, gid, move_id, t0 in cases:
                if label in results:
                    continue
                move = schema.query("SELECT status, error FROM moves WHERE move_id = :m", m=move_id)[0]
                game = schema.query("SELECT status FROM games WHERE id = :g", g=gid)[0]
                if game["status"] == "stalled":
                    results[label] = ("game stalled", time.monotonic() - t0)
                elif move["status"] in ("rejected", "applied"):
                    code = None
                    if move["error"]:
                        try:
                            err = json.loads(move["error"])
                            code = err.get("code") if isinstance(err, dict) else err
                        except ValueError:
                            code = move["error"][:60]
                    results[label] = (f"move {move['status']}" + (f": {code}" if code else ""),
                                      time.monotonic() - t0)
            time.sleep(0.1)
        rows = []
        for label, poison, gid, move_id, t0 in cases:
            outcome, seconds = results.get(label, ("still pending", None))
            dead = outcome == "game stalled" or outcome.endswith("internal_error")
            rows.append({"case": label, "poison": poison, "outcome": outcome, "seconds": seconds,
                         "dead_lettered_in_60s": bool(dead and seconds is not None and seconds <= limit),
                         "final_in_60s": seconds is not None and seconds <= limit})
        return {"cases": rows}
    finally:
        client.close()


def run_scenarios(quick: bool) -> dict:
    from tests.integration.harness import PgSchema, PrivateRedis, Stack, infrastructure_problem, new_workdir

    problem = infrastructure_problem()
    if problem:
        return {"skipped": problem}
    workdir = new_workdir("seraph-chaos-")
    schema = PgSchema("seraph_chaos").create()
    redis_srv = PrivateRedis(workdir).start()
    stack = Stack(schema.url, redis_srv.url, workdir, SERAPH_FAULT_RAISE_ON_MOVE_PREFIX=POISON_PREFIX)
    out = {}
    try:
        stack.start_api(workers=2)
        stack.worker = stack.start_worker(concurrency=2, beat=True)
        plan = [
            ("worker kills (random SIGKILL during play)", lambda: scenario_worker_kills(stack, schema, quick)),
            ("worker kills (SIGKILL inside the commit)", lambda: scenario_mid_commit(stack, schema, 3 if quick else 6)),
            ("Redis restarts", lambda: scenario_redis_restarts(stack, schema, redis_srv, quick)),
            ("PostgreSQL connections cut", lambda: scenario_postgres_cuts(stack, schema, quick)),
            ("idempotency storm (20 x one key)", lambda: scenario_idempotency_storm(stack, schema,
                                                                                      5 if quick else 15)),
            ("version races (8 moves, one version)", lambda: scenario_version_races(stack, schema,
                                                                                    8 if quick else 20)),
            ("dead letters", lambda: scenario_dead_letters(stack, schema)),
        ]
        for name, fn in plan:
            print(f"[chaos] scenario {name}", flush=True)
            started = time.monotonic()
            try:
                out[name] = fn()
            except Exception as exc:
                out[name] = {"error": repr(exc)[:300]}
            out[name]["seconds"] = time.monotonic() - started
            print(f"[chaos]   {json.dumps(out[name], default=str)[:400]}", flush=True)
            if not stack.worker.alive():
                stack.worker = stack.start_worker(concurrency=2, beat=True)
    finally:
        stack.close()
        redis_srv.stop()
        schema.drop()
        if os.environ.get("SERAPH_IT_KEEP_LOGS"):
            print(f"[chaos] logs kept in {workdir}")
        else:
            shutil.rmtree(workdir, ignore_errors=True)
    return out


# ================================================================================== table
def _fmt(v, unit=""):
    return "-" if v is None else f"{v}{unit}"


def table(scenarios: dict, suites: dict) -> str:
    lines = ["| Fault | Faults injected | Moves accepted | Lost | Doubled | 5xx answers | Notes |",
             "|---|---:|---:|---:|---:|---:|---|"]
    for name, r in scenarios.items():
        if name == "dead letters" or not isinstance(r, dict):
            continue
        if "error" in r or "skipped" in r:
            lines.append(f"| {name} | - | - | - | - | - | {r.get('error') or r.get('skipped')} |")
            continue
        notes = [f"{r.get('games', 0)} games", f"{r.get('rejected', 0)} rejected"]
        if "409" in r:
            notes.append(f"{r['409']} answered 409, {r.get('no_winner', 0)} rounds with none applied")
        if "backends_cut" in r:
            notes.append(f"{r['backends_cut']} backends terminated")
        if r.get("client_errors"):
            notes.append(f"{r['client_errors']} errors seen by the client, first: "
                         f"`{str(r['error_samples'][0])[:120]}`")
        notes.append(f"{r['seconds']:.0f} s")
        five = f"{r['5xx']}" + (f" (all 503, retried)" if r['5xx'] and r.get('503') == r['5xx'] else
                                f" ({r['503']} of them 503)" if r.get('503') else "")
        lines.append(f"| {name} | {r.get('faults', '-')} | {r['accepted']} | {r['lost']} | {r['doubled']} | "
                     f"{five} | {', '.join(notes)} |")
    fuzz = suites.get("input fuzz")
    if fuzz:
        lines.append(f"| input fuzz (test_fuzz + test_schemathesis) | {fuzz.get('hostile_requests', '-')} hostile "
                     f"requests | - | - | - | {fuzz.get('hostile_5xx', 0) + fuzz.get('failed_5xx', 0)} | "
                     f"{fuzz['passed']} passed, {fuzz['failed'] + fuzz['errors']} failed, {fuzz['seconds']:.0f} s |")
    dl = scenarios.get("dead letters", {})
    out = "\n".join(lines)
    if dl.get("cases"):
        rows = ["", "| Poison case (real worker, rows written into PostgreSQL) | Outcome | Seconds from admission "
                "| Dead-lettered within 60 s |", "|---|---|---:|---|"]
        for c in dl["cases"]:
            secs = f"{c['seconds']:.1f}" if c["seconds"] is not None else "-"
            if c["poison"]:
                verdict = "yes" if c["dead_lettered_in_60s"] else "NO"
            else:
                verdict = "n/a: refused as illegal, final" if c["final_in_60s"] else "NO: not final"
            rows.append(f"| {c['case']} | {c['outcome']} | {secs} | {verdict} |")
        out += "\n" + "\n".join(rows)
    elif dl:
        out += f"\n\ndead letters: {dl}"
    if suites:
        rows = ["", "| Test suite (-m 'not slow') | Passed | Failed | Skipped | Seconds |", "|---|---:|---:|---:|---:|"]
        for name, s in suites.items():
            rows.append(f"| {name} | {s['passed']} | {s['failed'] + s['errors']} | {s['skipped']} | "
                        f"{s['seconds']:.0f} |")
            for f in s.get("failures", [])[:5]:
                rows.append(f"| &nbsp; failed: `{f}` | | | | |")
        out += "\n" + "\n".join(rows)
    return out


SUITES = {
    "integration (worker kills, Redis restart, idempotency, races, PG cuts)": ["tests/integration"],
    "input fuzz": ["tests/api/test_fuzz.py", "tests/api/test_schemathesis.py"],
    "dead letters (SQLite + PostgreSQL)": ["tests/service/test_dead_letters.py"],
}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer games, kills and rounds")
    parser.add_argument("--skip-tests", action="store_true", help="only the scenarios, not the pytest suites")
    parser.add_argument("--skip-scenarios", action="store_true", help="only the pytest suites")
    parser.add_argument("--json", help="also write the raw numbers to this file")
    args = parser.parse_args(argv)
    sys.path.insert(0, ROOT)
    started = datetime.datetime.now(datetime.timezone.utc)
    scenarios = {} if args.skip_scenarios else run_scenarios(args.quick)
    suites = {} if args.skip_tests else {name: run_suite(name, paths) for name, paths in SUITES.items()}
    try:
        rev = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                             timeout=10).stdout.strip()
    except Exception:
        rev = "?"
    print(f"\nChaos, {started:%Y-%m-%d %H:%M} UTC, {rev}{' (--quick)' if args.quick else ''}\n")
    print(table(scenarios, suites))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"rev": rev, "at": started.isoformat(), "scenarios": scenarios, "suites": suites}, f, indent=1,
                      default=str)
    bad = 0
    for name, r in scenarios.items():
        if name == "dead letters":
            bad += sum(1 for c in r.get("cases", []) if not (c["dead_lettered_in_60s"] if c["poison"]
                                                               else c["final_in_60s"])) + (1 if "error" in r else 0)
        else:
            # a 503 under an injected fault is the documented retry answer (retried above): only other 5xx count
            bad += r.get("lost", 0) + r.get("doubled", 0) + r.get("5xx", 0) - r.get("503", 0) + ("error" in r)
    bad += sum(s["failed"] + s["errors"] + s.get("hostile_5xx", 0) for s in suites.values())
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

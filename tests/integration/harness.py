"""A real distributed Seraph stack on loopback, for the integration tests and `make bench`.

- `PgSchema`: a fresh PostgreSQL schema in database `test` (URL with `options=-csearch_path=<schema>`),
  migrated with `shared.migrations.upgrade`, dropped at the end.
- `PrivateRedis`: a redis-server subprocess on a free port (no persistence) that can be stopped and
  restarted on the same port without touching the machine's Redis.
- `Stack`: `seraph serve` / `seraph worker` subprocesses in their own process groups, logs in a temp dir.
- `iter_sse` / `SseWatcher`: a requests-based SSE reader (id/event/data/comment lines, Last-Event-ID resume).
- `Player`: drives games over HTTP choosing random legal actions.

Every wait is bounded in time and count. Nothing here touches anything but loopback.
"""
from __future__ import annotations

import os
import random
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field

import orjson
import requests

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VENV_BIN = os.path.join(ROOT, ".venv", "bin")
PG_ADMIN_URL = os.environ.get("SERAPH_IT_PG", "postgresql://postgres@127.0.0.1:5432/test")


def seraph_argv() -> list[str]:
    """How to run `seraph`: the venv's console script, else `python -m services.cli` (PYTHONPATH=ROOT)."""
    for folder in (VENV_BIN, os.path.dirname(sys.executable)):
        path = os.path.join(folder, "seraph")
        if os.access(path, os.X_OK):
            return [path]
    python = os.path.join(VENV_BIN, "python")
    return [python if os.access(python, os.X_OK) else sys.executable, "-m", "services.cli"]


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until(predicate, timeout: float, interval: float = 0.05, what: str = "condition"):
    """Poll `predicate` until it returns a truthy value; raise TimeoutError after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    last_exc = None
    while time.monotonic() < deadline:
        try:
            value = predicate()
            if value:
                return value
        except Exception as exc:  # keep polling; report the last failure on timeout
            last_exc = exc
        time.sleep(interval)
    raise TimeoutError(f"timed out after {timeout:g}s waiting for {what}" + (f" (last error: {last_exc!r})" if last_exc else ""))


# ------------------------------------------------------------------------------------------ availability
def infrastructure_problem() -> str | None:
    """None when PostgreSQL (database `test`) and a redis-server binary are usable; else why not."""
    if shutil.which("redis-server") is None:
        return "redis-server is not installed"
    return postgres_problem()


def postgres_problem() -> str | None:
    """None when PostgreSQL (database `test`) answers; else why not."""
    try:
        import psycopg

        with psycopg.connect(PG_ADMIN_URL, connect_timeout=3) as conn:
            conn.execute("SELECT 1")
    except Exception as exc:
        return f"PostgreSQL at {PG_ADMIN_URL} is not usable: {exc}"
    return None


# ------------------------------------------------------------------------------------------ PostgreSQL
class PgSchema:
    """A fresh schema for one session; `url` pins search_path to it for every connection."""

    def __init__(self, prefix: str = "seraph_it"):
        self.name = f"{prefix}_{secrets.token_hex(4)}"
        self.url = f"{PG_ADMIN_URL}?options=-csearch_path%3D{self.name}"
        self._engine = None

    def create(self) -> "PgSchema":
        import psycopg

        with psycopg.connect(PG_ADMIN_URL, autocommit=True, connect_timeout=5) as conn:
            conn.execute(f'CREATE SCHEMA "{self.name}"')
        from shared.migrations import upgrade

        upgrade(self.url)
        return self

    @property
    def engine(self):
        if self._engine is None:
            from shared.adapters.db import make_engine

            self._engine = make_engine(self.url)
        return self._engine

    def query(self, sql: str, **params) -> list[dict]:
        import sqlalchemy as sa

        with self.engine.connect() as conn:
            return [dict(r) for r in conn.execute(sa.text(sql), params).mappings()]

    def drop(self) -> None:
        import psycopg

        if self._engine is not None:
            self._engine.dispose()
            self._engine = None
        with psycopg.connect(PG_ADMIN_URL, autocommit=True, connect_timeout=5) as conn:
            conn.execute("SET lock_timeout = '10s'")
            conn.execute(f'DROP SCHEMA IF EXISTS "{self.name}" CASCADE')


# ------------------------------------------------------------------------------------------ processes
@dataclass
class Proc:
    """A subprocess in its own process group, with its combined output in a log file."""

    name: str
    popen: subprocess.Popen
    log_path: str

    def alive(self) -> bool:
        return self.popen.poll() is None

    def log(self) -> str:
        try:
            with open(self.log_path, "rb") as f:
                return f.read().decode("utf-8", "replace")
        except OSError:
            return ""

    def signal_group(self, sig) -> None:
        try:
            os.killpg(self.popen.pid, sig)
        except ProcessLookupError:
            pass

    def stop(self, timeout: float = 8.0) -> None:
        """SIGTERM the group, then SIGKILL it if it is still there after `timeout` seconds."""
        if self.alive():
            self.signal_group(signal.SIGTERM)
            try:
                self.popen.wait(timeout)
            except subprocess.TimeoutExpired:
                pass
        self.kill()

    def kill(self) -> None:
        """SIGKILL the whole group (children included) and reap the leader."""
        self.signal_group(signal.SIGKILL)
        try:
            self.popen.wait(5)
        except subprocess.TimeoutExpired:
            pass


def spawn(name: str, argv: list[str], env: dict, workdir: str) -> Proc:
    log_path = os.path.join(workdir, f"{name}-{secrets.token_hex(2)}.log")
    log = open(log_path, "wb")
    try:
        popen = subprocess.Popen(argv, env=env, cwd=workdir, stdout=log, stderr=subprocess.STDOUT,
                                 stdin=subprocess.DEVNULL, start_new_session=True)
    finally:
        log.close()
    return Proc(name, popen, log_path)


class PrivateRedis:
    """redis-server on a free loopback port, no persistence; stop()/start() keep the port."""

    def __init__(self, workdir: str, port: int | None = None):
        self.workdir = workdir
        self.port = port or free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.proc: Proc | None = None

    def start(self, timeout: float = 10.0) -> "PrivateRedis":
        argv = ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
                "--appendonly", "no", "--daemonize", "no", "--dir", self.workdir]
        self.proc = spawn("redis", argv, dict(os.environ), self.workdir)
        wait_until(self.ping, timeout, what=f"redis-server on port {self.port}")
        return self

    def ping(self) -> bool:
        import redis

        client = redis.Redis(host="127.0.0.1", port=self.port, socket_connect_timeout=0.5, socket_timeout=0.5)
        try:
            return bool(client.ping())
        except Exception:
            return False
        finally:
            client.close()

    def stop(self) -> None:
        """SIGTERM (redis exits at once with --save ''), bounded."""
        if self.proc is not None:
            self.proc.stop(timeout=5)
            self.proc = None


class Stack:
    """The distributed Seraph services: `seraph serve` and `seraph worker` subprocesses."""

    def __init__(self, database_url: str, redis_url: str, workdir: str, **extra_env):
        self.workdir = workdir
        self.base_env = dict(os.environ)
        for key in [k for k in self.base_env if k.startswith("SERAPH_")]:
            del self.base_env[key]
        self.base_env.update({
            "SERAPH_MODE": "distributed", "DATABASE_URL": database_url, "REDIS_URL": redis_url,
            "CELERY_BROKER_URL": redis_url, "SERAPH_PENDING_TIMEOUT": "1", "SERAPH_SWEEP_INTERVAL": "0.5",
            "SERAPH_SSE_KEEPALIVE": "1", "PYTHONUNBUFFERED": "1",
            # The tests and benches choose their games' seeds, as an app with the right permission may.
            "SERAPH_ALLOW_FIXED_SEED": "true",
            # Thousands of games and moves from one address: the rate limits would refuse the load itself.
            "SERAPH_RATE_CREATE": "off", "SERAPH_RATE_MOVES": "off", "SERAPH_RATE_STREAMS": "off",
            "PYTHONPATH": os.pathsep.join(p for p in (ROOT, os.environ.get("PYTHONPATH")) if p),
        })
        self.base_env.update({k: str(v) for k, v in extra_env.items()})
        self.procs: list[Proc] = []
        self.api_url: str | None = None

    def env(self, **extra) -> dict:
        env = dict(self.base_env)
        env.update({k: str(v) for k, v in extra.items()})
        return env

    def start_api(self, workers: int = 1, threads: int | None = None, timeout: float = 30.0) -> str:
        port = free_port()
        argv = seraph_argv() + ["serve", "--host", "127.0.0.1", "--port", str(port), "--workers", str(workers)]
        if threads:
            argv += ["--threads", str(threads)]
        proc = spawn("api", argv, self.env(), self.workdir)
        self.procs.append(proc)
        url = f"http://127.0.0.1:{port}"

        def healthy():
            if not proc.alive():
                raise RuntimeError(f"the API exited:\n{proc.log()[-3000:]}")
            return requests.get(url + "/healthz", timeout=1).status_code == 200

        wait_until(healthy, timeout, interval=0.1, what="the API /healthz")
        self.api_url = url
        return url

    def start_worker(self, concurrency: int = 2, beat: bool = True, wait_ready: bool = True,
                     timeout: float = 30.0, name: str = "worker", queues: str | None = None, **extra_env) -> Proc:
        """`seraph worker`, reading `queues` (default: the command's, celery and bots)."""
        argv = seraph_argv() + ["worker", "-c", str(concurrency)] + (["--beat"] if beat else []) + (
            ["--queues", queues] if queues else [])
        proc = spawn(name, argv, self.env(**extra_env), self.workdir)
        self.procs.append(proc)
        if wait_ready:
            def ready():
                if not proc.alive():
                    raise RuntimeError(f"the worker exited:\n{proc.log()[-3000:]}")
                return " ready." in proc.log()

            wait_until(ready, timeout, interval=0.1, what="the Celery worker to be ready")
        return proc

    def logs(self, tail: int = 4000) -> str:
        """The tail of every process's log, for assertion messages."""
        return "\n".join(f"--- {p.name} ({'alive' if p.alive() else 'exited'}) ---\n{p.log()[-tail:]}"
                         for p in self.procs)

    def close(self) -> None:
        for proc in reversed(self.procs):
            proc.stop(timeout=5)
        self.procs.clear()


class WorkerSupervisor(threading.Thread):
    """Restarts `stack.worker` if it exits, as the deployments do (compose `restart: unless-stopped`,
    a Kubernetes Deployment). Each restart is recorded with the tail of the dead worker's log."""

    def __init__(self, stack: Stack, interval: float = 0.2, max_restarts: int = 5, **worker_kw):
        super().__init__(name="worker-supervisor", daemon=True)
        self.stack, self.interval, self.max_restarts = stack, interval, max_restarts
        self.worker_kw = worker_kw or {"concurrency": 2, "beat": True}
        self.restarts: list[str] = []
        self._halt = threading.Event()

    def run(self) -> None:
        while not self._halt.wait(self.interval):
            worker = self.stack.worker
            if worker.alive() or len(self.restarts) >= self.max_restarts:
                continue
            tail = "\n".join(line for line in worker.log().splitlines()
                             if "CRITICAL" in line or "Unrecoverable" in line)[-2000:]
            self.restarts.append(tail or worker.log()[-2000:])
            try:
                self.stack.worker = self.stack.start_worker(**self.worker_kw)
            except Exception as exc:  # reported by the test through `restarts`
                self.restarts.append(f"restart failed: {exc!r}")

    def stop(self) -> None:
        self._halt.set()
        self.join(40)

    def __enter__(self) -> "WorkerSupervisor":
        self.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop()


# ------------------------------------------------------------------------------------------ SSE
@dataclass
class SseMessage:
    id: int | None
    event: str | None
    data: dict | None
    at: float  # time.perf_counter() when the message was complete


def iter_sse(response):
    """SSE messages of a streamed requests response; yields None for each comment (keepalive)."""
    ev_id = ev_type = None
    data_lines: list[str] = []
    for raw in response.iter_lines(chunk_size=None, decode_unicode=False):
        line = raw.decode("utf-8")
        if not line:
            if data_lines or ev_id is not None:
                data = orjson.loads("\n".join(data_lines)) if data_lines else None
                yield SseMessage(int(ev_id) if ev_id is not None else None, ev_type, data, time.perf_counter())
            ev_id = ev_type = None
            data_lines = []
            continue
        if line.startswith(":"):
            yield None
            continue
        name, _, value = line.partition(":")
        value = value[1:] if value.startswith(" ") else value
        if name == "id":
            ev_id = value
        elif name == "event":
            ev_type = value
        elif name == "data":
            data_lines.append(value)
        # "retry" and unknown fields are ignored


class SseWatcher(threading.Thread):
    """Follows /events in a thread, reconnecting with Last-Event-ID, until the game finishes or stop()."""

    def __init__(self, base: str, game_id: str, token: str | None = None, timeout: float = 120.0,
                 read_timeout: float = 5.0, max_seconds: float | None = None):
        super().__init__(name=f"sse-{game_id[:6]}", daemon=True)
        self.url = f"{base}/v1/games/{game_id}/events"
        self.token, self.timeout, self.read_timeout = token, timeout, read_timeout
        self.max_seconds = max_seconds  # ask the server to end each connection after this long (forces resumes)
        self.messages: list[SseMessage] = []
        self.connections = 0
        self.resumed_with: list[int | None] = []  # Last-Event-ID sent on each connection
        self.errors: list[str] = []
        self.finished = threading.Event()
        self.connected = threading.Event()
        self._halt = threading.Event()
        self._lock = threading.Lock()

    @property
    def ids(self) -> list[int]:
        with self._lock:
            return [m.id for m in self.messages]

    def last_id(self) -> int | None:
        with self._lock:
            return self.messages[-1].id if self.messages else None

    def stop(self) -> None:
        self._halt.set()

    def run(self) -> None:
        deadline = time.monotonic() + self.timeout
        session = requests.Session()
        attempts = 0
        while not self._halt.is_set() and not self.finished.is_set() and time.monotonic() < deadline:
            attempts += 1
            if attempts > 500:
                self.errors.append("too many reconnects")
                break
            headers = {"Accept": "text/event-stream"}
            last = self.last_id()
            if last is not None:
                headers["Last-Event-ID"] = str(last)
            params = {"token": self.token} if self.token else {}
            if self.max_seconds:
                params["max_seconds"] = self.max_seconds
            try:
                with session.get(self.url, params=params, headers=headers, stream=True,
                                 timeout=(3, self.read_timeout)) as resp:
                    if resp.status_code != 200:
                        self.errors.append(f"HTTP {resp.status_code}: {resp.text[:200]}")
                        time.sleep(0.2)
                        continue
                    self.connections += 1
                    self.resumed_with.append(last)
                    self.connected.set()
                    for msg in iter_sse(resp):
                        if self._halt.is_set() or time.monotonic() > deadline:
                            return
                        if msg is None or msg.id is None:
                            continue
                        with self._lock:
                            self.messages.append(msg)
                        if msg.event == "game_ended":
                            self.finished.set()
            except requests.RequestException as exc:
                self.errors.append(f"{type(exc).__name__}: {exc}")
            if not self.finished.is_set() and not self._halt.is_set():
                time.sleep(0.1)
        session.close()


# ------------------------------------------------------------------------------------------ HTTP driver
class ApiError(AssertionError):
    pass


class Client:
    """Thin JSON client; one requests.Session per instance (use one per thread)."""

    def __init__(self, base: str):
        self.base = base
        self.http = requests.Session()

    def call(self, method: str, path: str, token: str | None = None, expect=None, **kw):
        headers = dict(kw.pop("headers", None) or {})
        if token:
            headers["Authorization"] = f"Bearer {token}"
        resp = self.http.request(method, self.base + path, headers=headers, timeout=kw.pop("timeout", 20), **kw)
        if expect is not None and resp.status_code not in (expect if isinstance(expect, tuple) else (expect,)):
            raise ApiError(f"{method} {path} -> {resp.status_code} {resp.text[:500]}")
        return resp

    def create_game(self, seats: list[dict], seed: int | None = None, options: dict | None = None) -> dict:
        body = {"game": "falling", "seats": seats, "options": options or {}}
        if seed is not None:
            body["seed"] = seed
        return self.call("POST", "/v1/games", json=body, expect=201).json()

    def game(self, game_id: str, token: str | None = None) -> dict:
        return self.call("GET", f"/v1/games/{game_id}", token, expect=200).json()

    def actions(self, game_id: str, token: str) -> dict:
        return self.call("GET", f"/v1/games/{game_id}/actions", token, expect=200).json()

    def move(self, game_id: str, token: str, action: dict, expected_version: int | None = None,
             wait: float | None = None, key: str | None = None):
        headers = {"Idempotency-Key": key} if key else {}
        params = {"wait": wait} if wait else {}
        return self.call("POST", f"/v1/games/{game_id}/moves", token, json={"action": action,
                         "expected_version": expected_version}, params=params, headers=headers)

    def log(self, game_id: str, token: str | None = None) -> list[dict]:
        """The whole event log, page by page (bounded)."""
        out: list[dict] = []
        for _ in range(1000):
            page = self.call("GET", f"/v1/games/{game_id}/log", token, params={"after": out[-1]["seq"] if out else 0},
                             expect=200).json()["events"]
            out += page
            if not page:
                return out
        raise AssertionError("the log did not end within 1000 pages")

    def close(self) -> None:
        self.http.close()


@dataclass
class Player:
    """Plays a game over HTTP: human seats choose random legal actions; machine seats are left to the worker."""

    client: Client
    game_id: str
    tokens: dict[int, str]                 # seat -> token, human seats only
    rng: random.Random = field(default_factory=lambda: random.Random(1))
    moves: int = 0

    def step(self, wait: float = 5.0) -> dict:
        """One decision if a human seat is active (returns the move's final status), else the game head."""
        head = self.client.game(self.game_id)
        if head["status"] == "finished":
            return head
        humans = [s for s in head["active_seats"] if s in self.tokens]
        if not humans:
            return head
        seat = self.rng.choice(humans)
        legal = self.client.actions(self.game_id, self.tokens[seat])
        if not legal["actions"]:
            return head
        action = self.rng.choice(legal["actions"])
        resp = self.client.move(self.game_id, self.tokens[seat], action, expected_version=legal["version"], wait=wait)
        if resp.status_code == 409:  # a machine seat moved between our reads: read again
            return head
        if resp.status_code not in (200, 202):
            raise ApiError(f"move {action} at v{legal['version']} -> {resp.status_code} {resp.text[:300]}")
        out = resp.json()
        if out.get("status") == "applied":
            self.moves += 1
        return out

    def play_to_end(self, timeout: float = 90.0, max_steps: int = 5000, idle_sleep: float = 0.02,
                    on_step=None) -> dict:
        deadline = time.monotonic() + timeout
        for i in range(max_steps):
            if time.monotonic() > deadline:
                break
            out = self.step()
            if out.get("status") == "finished":
                return out
            if on_step is not None:
                on_step(i, out)
            if "move_id" not in out:
                time.sleep(idle_sleep)  # machine seats are thinking
        head = self.client.game(self.game_id)
        if head["status"] != "finished":
            raise TimeoutError(f"game {self.game_id} not finished after {self.moves} human moves: v{head['version']}")
        return head


def gapless(ids: list[int]) -> bool:
    return ids == list(range(1, len(ids) + 1))


def new_workdir(prefix: str = "seraph-it-") -> str:
    return tempfile.mkdtemp(prefix=prefix)

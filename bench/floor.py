"""The stack floor: a no-op command through the same components as Seraph's move path.

A minimal Flask app (gunicorn gthread, like `seraph serve`) sends a Celery task; a Celery worker (thread pool,
workers/celery_app.lean_config, like `seraph worker`) runs one PostgreSQL transaction (UPDATE of this key's row in
a one-row-per-key table), commits, and publishes on Redis through shared.adapters.notify.RedisNotifier; the Flask
SSE endpoint wakes on the notification, reads the row and streams it. `python -m bench floor-api` and
`python -m bench floor-worker` run its processes (the bench starts them itself, see start_floor).
"""
from __future__ import annotations

FLOOR_TASK = "bench.floor_noop"
FLOOR_CHANNEL = "bench-floor-"  # RedisNotifier channel prefix is seraph:game:, the id is bench-floor-<k>
FLOOR_TABLE = "bench_floor"

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
        return Response(_floor_stream(notifier, engine, settings.sse_keepalive_seconds, k, after),
                        mimetype="text/event-stream", headers={"Cache-Control": "no-cache"})

    return app


def _floor_stream(notifier, engine, keepalive: float, k: int, after: int):
    """The SSE body of key `k`: the row's counter after each notification, keepalives in between."""
    select = f"SELECT n FROM {FLOOR_TABLE} WHERE k = %(k)s"
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


def serve_floor(port: int, threads: int) -> None:
    """`python -m bench floor-api`: the floor's Flask app under gunicorn gthread, one process."""
    from gunicorn.app.base import BaseApplication

    from shared.gc_tuning import tune_gc

    class Server(BaseApplication):
        def load_config(self):
            for key, value in {"bind": f"127.0.0.1:{port}", "workers": 1, "threads": threads,
                               "worker_class": "gthread", "timeout": 120, "accesslog": None}.items():
                self.cfg.set(key, value)

        def load(self):
            app = create_floor_app()
            tune_gc()  # as `seraph serve` does
            return app

    Server().run()


def run_floor_worker(concurrency: int) -> None:
    """`python -m bench floor-worker`: the floor's Celery worker, thread pool, as `seraph worker` runs."""
    from shared.gc_tuning import tune_gc

    tune_gc()  # as `seraph worker` does
    create_floor_celery().worker_main(["worker", "--loglevel=INFO", f"--concurrency={concurrency}",
                                       "--pool=threads", "--without-gossip", "--without-mingle",
                                       "--without-heartbeat"])


def create_floor_table(engine, last_key: int) -> None:
    """The floor's one-row-per-key table, keys 0..`last_key` at n = 0."""
    import sqlalchemy as sa

    with engine.begin() as conn:
        conn.execute(sa.text(f"CREATE TABLE {FLOOR_TABLE} (k integer PRIMARY KEY, n bigint NOT NULL)"))
        conn.execute(sa.text(f"INSERT INTO {FLOOR_TABLE} SELECT g, 0 FROM generate_series(0, {last_key}) g"))


def start_floor(stack, workdir: str, py: str, concurrency: int, threads: int | None = None,
                api_env: dict | None = None, worker_env: dict | None = None):
    """Spawn the floor's API and worker (added to `stack.procs`) and wait until both are ready:
    (base URL, api Proc, worker Proc)."""
    import urllib.request

    from tests.integration.harness import free_port, spawn, wait_until

    port = free_port()
    api_argv = [py, "-m", "bench", "floor-api", "--port", str(port)]
    api_argv += ["--threads", str(threads)] if threads is not None else []
    api = spawn("floor-api", api_argv, api_env or stack.env(), workdir)
    worker = spawn("floor-worker", [py, "-m", "bench", "floor-worker", "-c", str(concurrency)],
                   worker_env or stack.env(), workdir)
    stack.procs += [api, worker]
    base = f"http://127.0.0.1:{port}"
    wait_until(lambda: urllib.request.urlopen(base + "/healthz", timeout=1).status == 200, 30, 0.1, "the floor API")
    wait_until(lambda: " ready." in worker.log(), 30, 0.1, "the floor worker")
    return base, api, worker

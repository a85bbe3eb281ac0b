"""The `seraph` command: the group, and serving the API, the worker, beat and migrate. The other subcommands live
in services/cli_*.py (play, selfplay, calibrate, arena, replay, verify, games, apps) and are added to the group below."""
from __future__ import annotations

import math
import os
import sys
import time

import click

from services.cli_apps import apps
from services.cli_arena import arena
from services.cli_calibrate import calibrate
from services.cli_common import UserError, _service_app  # noqa: F401 (re-exported: importers of services.cli)
from services.cli_games import games, replay, verify
from services.cli_play import play
from services.cli_seats import SEAT_KEYS, seat_options  # noqa: F401 (re-exported)
from services.cli_selfplay import EARLY, LATE_FROM, decision_cost, selfplay  # noqa: F401 (re-exported)
from shared.config import DISTRIBUTED, from_env
from shared.gc_tuning import tune_gc


class SeraphGroup(click.Group):
    """The `seraph` group: a malformed setting in the environment is one line on stderr and exit 2."""

    def invoke(self, ctx):
        from shared.config import ConfigError

        try:
            return super().invoke(ctx)
        except ConfigError as exc:
            click.echo(f"seraph: {exc}", err=True)
            ctx.exit(2)


@click.group(cls=SeraphGroup)
def main() -> None:
    """Seraph game server."""


@main.command()
@click.option("--host", default=None, help="Interface to bind (default HOST or 127.0.0.1).")
@click.option("--port", default=None, type=int, help="Port (default PORT or 8000).")
@click.option("--workers", default=1, show_default=True, help="API processes (distributed mode only).")
@click.option("--threads", default=None, type=int,
              help="Threads per process that run the Flask app for every request but the SSE streams (default "
                   "SERAPH_BRIDGE_THREADS or 32); streams hold no thread.")
def serve(host, port, workers, threads) -> None:
    """Serve the HTTP API with gunicorn: one aiohttp front per process (SSE streams on its event loop, every other
    request to the Flask app on a bounded thread pool). Embedded mode: SQLite, in-process queue and notifications."""
    from gunicorn.app.base import BaseApplication

    settings = from_env()
    if threads is not None:
        settings = settings.with_(bridge_threads=max(1, threads))
    host, port = host or settings.host, port or settings.port
    if settings.mode != DISTRIBUTED:
        workers = 1  # the embedded queue and notifications live in one process
    else:
        _exit_unless_migrated(settings)  # one line before gunicorn, not a boot traceback per worker
    raise_open_files_limit()
    _prepare_serving(settings)

    class Server(BaseApplication):
        def load_config(self):
            for key, value in {"bind": f"{host}:{port}", "workers": workers,
                               "worker_class": "aiohttp.GunicornWebWorker", "timeout": 120,
                               "graceful_timeout": max(1, math.ceil(settings.grace_seconds)), "accesslog": None,
                               "control_socket_disable": True, "child_exit": _worker_exited}.items():
                self.cfg.set(key, value)

        def load(self):
            return front_factory(settings)

    click.echo(f"Seraph ({settings.mode}) on http://{host}:{port}  -  try:")
    click.echo(f"  curl -s -X POST http://{host}:{port}/v1/games -H 'Content-Type: application/json' "
               "-d '{\"game\": \"falling\", \"seats\": [{\"name\": \"Ann\"}, {\"kind\": \"bot\"}]}'")
    Server().run()


def _prepare_serving(settings) -> None:
    """In the gunicorn master, before it forks: JSON logs (the workers inherit them) and an empty Prometheus
    multiprocess directory (files of an earlier run would be counted again)."""
    from services.api.ratelimit import check_rates
    from shared.adapters.metrics import clear_multiprocess_dir
    from shared.logs import configure_logging

    check_rates(settings)
    configure_logging(settings)
    clear_multiprocess_dir()


def _worker_exited(_server, worker) -> None:
    """gunicorn's child_exit hook: a dead worker's live gauges leave the multiprocess metrics."""
    from shared.adapters.metrics import mark_process_dead

    mark_process_dead(worker.pid)


def _exit_unless_migrated(settings) -> None:
    """Exit with EX_CONFIG and one line when the database's schema is missing or behind (`seraph migrate`)."""
    from shared.bootstrap import SchemaNotReady, require_schema

    try:
        require_schema(settings)
    except SchemaNotReady as exc:
        click.echo(str(exc), err=True)  # the message is already one "seraph: ..." line
        sys.exit(exc.exit_code)


def front_factory(settings):
    """The async app factory gunicorn's aiohttp worker awaits in each worker process (after the fork)."""
    async def front():
        from services.streams import create_front

        app = create_front(settings)

        async def _tune(_app):
            tune_gc()  # after the start-up objects exist (the front bootstraps them on start-up)

        app.on_startup.append(_tune)
        return app

    return front


def raise_open_files_limit() -> int:
    """Raise this process's soft RLIMIT_NOFILE to the hard limit (each open stream is a socket); the new soft limit."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = hard if hard != resource.RLIM_INFINITY else max(soft, 1 << 20)
    if soft == resource.RLIM_INFINITY or soft >= want:
        return soft
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
    except (ValueError, OSError):
        return soft
    return want


@main.command()
@click.option("--concurrency", "-c", default=4, show_default=True)
@click.option("--pool", type=click.Choice(["threads", "prefork", "solo"]), default="threads", show_default=True,
              help="threads share one process's hot game states and skip the parent-to-child hop.")
@click.option("--beat/--no-beat", default=False, help="Also run the periodic sweeper in this process.")
@click.option("--supervise/--no-supervise", default=True, show_default=True,
              help="Run the worker in a child process and restart it if it dies (kombu's Redis transport can "
                   "end a worker when Redis restarts); not when it exits 78 (schema not migrated). In a container "
                   "use --no-supervise: the orchestrator restarts it.")
@click.option("--heartbeat-file", default=None, envvar="SERAPH_WORKER_HEARTBEAT_FILE", metavar="PATH",
              help="Touch PATH every 10 s while the worker's consumer loop runs (or waits for the broker), for a "
                   "liveness probe such as `find PATH -mmin -1`.")
@click.option("--queues", "-Q", default="celery,bots", show_default=True,
              help="The Celery queues to read: `celery` (moves and fast steps) and `bots` (slow bots' turns, "
                   "SERAPH_BOTS_LANE). A worker that reads `bots` alone runs niced by SERAPH_BOTS_NICE.")
def worker(concurrency, pool, beat, supervise, heartbeat_file, queues) -> None:
    """Run a Celery worker (distributed mode)."""
    if supervise:
        argv = [sys.executable, "-m", "services.cli", "worker", "--no-supervise", f"--concurrency={concurrency}",
                f"--pool={pool}", f"--queues={queues}"] + (["--beat"] if beat else []) + (
                    [f"--heartbeat-file={heartbeat_file}"] if heartbeat_file else [])
        sys.exit(_supervise(argv))
    from workers.celery_app import create_celery

    tune_gc()
    app = create_celery()
    _nice_bots_worker(queues, app.seraph_settings.bots_nice)
    if heartbeat_file:
        from workers.heartbeat import install

        install(app, heartbeat_file)
    argv = ["worker", "--loglevel=INFO", f"--concurrency={concurrency}", f"--pool={pool}", f"--queues={queues}",
            "--without-gossip", "--without-mingle", "--without-heartbeat"]
    # app.start returns Celery's exit code (worker_main drops it), so a crashed worker exits non-zero.
    sys.exit(app.start(argv + (["--beat", f"--scheduler={_beat_schedule()}"] if beat else [])) or 0)


def _nice_bots_worker(queues: str, nice: int) -> None:
    """A worker of the bots lane alone thinks at a lower CPU priority (issue 31 §3), so that on shared cores the
    moves of humans (API, moves workers, the database) run first; a worker that also reads `celery` does not."""
    if nice > 0 and {q.strip() for q in queues.split(",") if q.strip()} == {"bots"}:
        os.nice(nice)


EX_CONFIG = 78  # shared.bootstrap.SchemaNotReady.exit_code: restarting changes nothing until `seraph migrate`


def _supervise(argv: list[str], restart_delay: float = 1.0) -> int:
    """Run `argv`, restarting it when it exits on its own, except with EX_CONFIG (78: the schema is not migrated,
    the same again in a second); SIGTERM/SIGINT are passed on and end the loop. Returns the child's last code."""
    import signal
    import subprocess

    state = {"child": None, "stopping": False}

    def forward(signum, _frame):
        state["stopping"] = True
        if state["child"] is not None and state["child"].poll() is None:
            state["child"].send_signal(signum)

    previous = {sig: signal.signal(sig, forward) for sig in (signal.SIGTERM, signal.SIGINT)}
    try:
        while True:
            state["child"] = subprocess.Popen(argv)
            code = state["child"].wait()
            if state["stopping"]:
                return code
            if code == EX_CONFIG:
                click.echo(f"seraph worker: the worker exited with {code} (configuration: run seraph migrate); "
                           "not restarting it", err=True)
                return code
            click.echo(f"seraph worker: the worker exited with {code}; restarting in {restart_delay:g} s", err=True)
            time.sleep(restart_delay)
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


@main.command()
def beat() -> None:
    """Run Celery beat, which schedules the sweeper (distributed mode)."""
    from workers.celery_app import create_celery

    create_celery().start(["beat", "--loglevel=INFO", f"--scheduler={_beat_schedule()}"])


def _beat_schedule() -> str:
    """Beat's scheduler: the in-memory one. The default (PersistentScheduler) keeps last-run times in a shelve file,
    which left a file per process in the temporary directory and needs a writable disk; the only entry here is the
    sweeper every few seconds, for which a restart that forgets the last run changes nothing."""
    return "celery.beat:Scheduler"


@main.command()
@click.option("--check", is_flag=True,
              help="Change nothing: exit 0 if the schema is current, else say what is missing and exit 78.")
def migrate(check) -> None:
    """Apply database migrations to DATABASE_URL, once: on PostgreSQL under an advisory lock, so migrators started
    together wait for each other. Distributed API and worker processes never migrate; run this first."""
    from shared.bootstrap import SchemaNotReady, _ensure_sqlite_dir, require_schema
    from shared.migrations import upgrade

    settings = from_env()
    _ensure_sqlite_dir(settings.database_url)
    if check:
        try:
            require_schema(settings, unreachable_ok=False)
        except SchemaNotReady as exc:
            click.echo(str(exc), err=True)
            sys.exit(exc.exit_code)
        except Exception as exc:
            click.echo(f"seraph: the database did not answer ({type(exc).__name__})", err=True)
            sys.exit(1)
        click.echo("schema current")
        return
    upgrade(settings.database_url)
    click.echo("migrations applied")


def _register_commands() -> None:
    # `seraph apps create|rotate|revoke|list` (issue 19), and the commands of services/cli_*.py
    for command in (replay, play, selfplay, calibrate, arena, games, verify, apps):
        main.add_command(command)


_register_commands()


if __name__ == "__main__":
    main()

"""The `seraph` command: serve, worker, beat, migrate, play, selfplay, replay."""
from __future__ import annotations

import statistics
import sys
import time

import click
import orjson

from shared.config import DISTRIBUTED, from_env


@click.group()
def main() -> None:
    """Seraph game server."""


@main.command()
@click.option("--host", default=None, help="Interface to bind (default HOST or 127.0.0.1).")
@click.option("--port", default=None, type=int, help="Port (default PORT or 8000).")
@click.option("--workers", default=1, show_default=True, help="API processes (distributed mode only).")
@click.option("--threads", default=64, show_default=True, help="Threads per process (SSE streams hold one each).")
def serve(host, port, workers, threads) -> None:
    """Serve the HTTP API with gunicorn (embedded mode: SQLite, in-process queue and notifications)."""
    from gunicorn.app.base import BaseApplication

    settings = from_env()
    host, port = host or settings.host, port or settings.port
    if settings.mode != DISTRIBUTED:
        workers = 1  # the embedded queue and notifications live in one process

    class Server(BaseApplication):
        def load_config(self):
            for key, value in {"bind": f"{host}:{port}", "workers": workers, "threads": threads,
                               "worker_class": "gthread", "timeout": 120, "accesslog": None,
                               "control_socket_disable": True}.items():
                self.cfg.set(key, value)

        def load(self):
            from services.api import create_app

            app = create_app(settings)
            tune_gc()
            return app

    click.echo(f"Seraph ({settings.mode}) on http://{host}:{port}  -  try:")
    click.echo(f"  curl -s -X POST http://{host}:{port}/v1/games -H 'Content-Type: application/json' "
               "-d '{\"game\": \"falling\", \"seats\": [{\"name\": \"Ann\"}, {\"kind\": \"bot\"}]}'")
    Server().run()


@main.command()
@click.option("--concurrency", "-c", default=4, show_default=True)
@click.option("--pool", type=click.Choice(["threads", "prefork", "solo"]), default="threads", show_default=True,
              help="threads share one process's hot game states and skip the parent-to-child hop.")
@click.option("--beat/--no-beat", default=False, help="Also run the periodic sweeper in this process.")
@click.option("--supervise/--no-supervise", default=True, show_default=True,
              help="Run the worker in a child process and restart it if it dies (kombu's Redis transport can "
                   "end a worker when Redis restarts).")
def worker(concurrency, pool, beat, supervise) -> None:
    """Run a Celery worker (distributed mode)."""
    if supervise:
        argv = [sys.executable, "-m", "services.cli", "worker", "--no-supervise", f"--concurrency={concurrency}",
                f"--pool={pool}"] + (["--beat"] if beat else [])
        sys.exit(_supervise(argv))
    from workers.celery_app import create_celery

    tune_gc()
    argv = ["worker", "--loglevel=INFO", f"--concurrency={concurrency}", f"--pool={pool}", "--without-gossip",
            "--without-mingle", "--without-heartbeat"]
    # app.start returns Celery's exit code (worker_main drops it), so a crashed worker exits non-zero.
    sys.exit(create_celery().start(argv + (["--beat", f"--schedule={_beat_schedule()}"] if beat else [])) or 0)


def tune_gc() -> None:
    """For the long-running server processes: what start-up created (modules, the app, the games' content) moves
    to the permanent generation, and young collections run less often. A request's garbage is short-lived, and
    collections that walk every live object cost CPU and tail latency at hundreds of moves a second."""
    import gc

    gc.collect()
    gc.freeze()
    gc.set_threshold(20_000, 50, 100)


def _supervise(argv: list[str]) -> int:
    """Run `argv`, restarting it when it exits on its own; SIGTERM/SIGINT are passed on and end the loop."""
    import signal
    import subprocess

    state = {"child": None, "stopping": False}

    def forward(signum, _frame):
        state["stopping"] = True
        if state["child"] is not None and state["child"].poll() is None:
            state["child"].send_signal(signum)

    signal.signal(signal.SIGTERM, forward)
    signal.signal(signal.SIGINT, forward)
    while True:
        state["child"] = subprocess.Popen(argv)
        code = state["child"].wait()
        if state["stopping"]:
            return code
        click.echo(f"seraph worker: the worker exited with {code}; restarting in 1 s", err=True)
        time.sleep(1)


@main.command()
def beat() -> None:
    """Run Celery beat, which schedules the sweeper (distributed mode)."""
    from workers.celery_app import create_celery

    create_celery().start(["beat", "--loglevel=INFO", f"--schedule={_beat_schedule()}"])


def _beat_schedule() -> str:
    """A schedule file of this process's own: beat keeps only its last-run times there."""
    import os
    import tempfile

    return os.path.join(tempfile.gettempdir(), f"seraph-beat-{os.getpid()}")


@main.command()
def migrate() -> None:
    """Apply database migrations to DATABASE_URL."""
    from shared.bootstrap import _ensure_sqlite_dir
    from shared.migrations import upgrade

    settings = from_env()
    _ensure_sqlite_dir(settings.database_url)
    upgrade(settings.database_url)
    click.echo("migrations applied")


@main.command()
@click.argument("game_id")
def replay(game_id) -> None:
    """Rebuild a game from its seed and action log; exit 1 unless it reproduces the stored snapshot."""
    from shared.bootstrap import bootstrap

    app = bootstrap(migrate=False, run_queue=False)
    try:
        outcome = app.service.replay(game_id)
    finally:
        app.close()
    click.echo(orjson.dumps(outcome).decode())
    sys.exit(0 if outcome["ok"] else 1)


def _seats(players: int, solo: bool, human: bool):
    from shared.engine.contract import SeatSpec

    if solo:
        return [SeatSpec(0, "You" if human else "Bot", "human" if human else "bot"), SeatSpec(1, "Danda", "automa")]
    first = "human" if human else "bot"
    return [SeatSpec(i, "You" if human and i == 0 else f"Bot {i}", first if i == 0 else "bot") for i in range(players)]


@main.command()
@click.option("--game", default="falling", show_default=True)
@click.option("--players", default=4, show_default=True)
@click.option("--games", "count", default=100, show_default=True)
@click.option("--options", default="{}", help="Game options as JSON.")
@click.option("--solo", is_flag=True, help="One bot against the game's automa.")
@click.option("--seed", default=0, show_default=True, help="First seed.")
def selfplay(game, players, count, options, solo, seed) -> None:
    """Bots play COUNT complete games; prints games/s, decisions/s, per-decision costs and any error."""
    from shared.engine import get_game
    from shared.engine.simulate import play

    rules, opts = get_game(game), orjson.loads(options)
    seats = _seats(players, solo, human=False)
    decisions, errors, legal, apply = 0, [], [], []
    t0 = time.perf_counter()
    for s in range(seed, seed + count):
        try:
            out = play(rules, s, opts, seats, timed=True)
        except Exception as exc:  # report every failing seed, keep going
            errors.append(f"seed {s}: {type(exc).__name__}: {exc}")
            continue
        decisions += out.decisions
        legal += out.legal_seconds
        apply += out.apply_seconds
    elapsed = time.perf_counter() - t0
    click.echo(orjson.dumps({
        "game": game, "players": len(seats), "games": count, "seconds": round(elapsed, 3),
        "games_per_s": round(count / elapsed, 1), "decisions_per_s": round(decisions / elapsed),
        "decisions_per_game": round(decisions / max(1, count - len(errors)), 1),
        "legal_actions_median_us": round(statistics.median(legal) * 1e6, 1) if legal else None,
        "apply_median_us": round(statistics.median(apply) * 1e6, 1) if apply else None,
        "errors": errors[:20], "error_count": len(errors)}, option=orjson.OPT_INDENT_2).decode())
    sys.exit(1 if errors else 0)


@main.command()
@click.option("--game", default="falling", show_default=True)
@click.option("--players", default=2, show_default=True)
@click.option("--options", default="{}", help="Game options as JSON.")
@click.option("--solo", is_flag=True, help="Play alone against the game's automa.")
@click.option("--seed", default=None, type=int)
def play(game, players, options, solo, seed) -> None:
    """Play in the terminal as seat 0 against bots (or the automa with --solo)."""
    import random

    from shared.engine import get_game
    from shared.engine.bots import decide

    rules = get_game(game)
    seats = _seats(players, solo, human=True)
    seed = random.randrange(1 << 31) if seed is None else seed
    state = rules.new_game(seed, orjson.loads(options), seats)
    click.echo(f"{rules.title or game}, seed {seed}")
    while not rules.is_over(state):
        seat = rules.active_seats(state)[0]
        if seats[seat].kind == "human":
            action = _ask(rules, state, seat)
        else:
            action = decide(rules, state, seat, seats[seat].kind, seed=f"{seed}:{seat}:{time.monotonic_ns()}")
        state = _show(rules.apply(state, seat, action), seat)
    click.echo(orjson.dumps(rules.result(state), option=orjson.OPT_INDENT_2).decode())


def _ask(rules, state, seat):
    actions = rules.legal_actions(state, seat)
    click.echo(orjson.dumps(rules.view(state, seat), option=orjson.OPT_INDENT_2).decode()[:4000])
    for i, action in enumerate(actions):
        click.echo(f"  {i:3d}  {action.get('label', action['type'])}")
    choice = click.prompt("your choice", type=click.IntRange(0, len(actions) - 1))
    return actions[choice]


def _show(transition, seat):
    from shared.engine import redact_event

    for ev in transition.events:
        click.echo(f"  - {orjson.dumps(redact_event(ev, 0)).decode()}")
    return transition.state


if __name__ == "__main__":
    main()

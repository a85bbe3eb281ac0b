"""The `seraph` command: serve, worker, beat, migrate, play, selfplay, calibrate, replay."""
from __future__ import annotations

import math
import statistics
import sys
import time

import click
import orjson

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
def worker(concurrency, pool, beat, supervise, heartbeat_file) -> None:
    """Run a Celery worker (distributed mode)."""
    if supervise:
        argv = [sys.executable, "-m", "services.cli", "worker", "--no-supervise", f"--concurrency={concurrency}",
                f"--pool={pool}"] + (["--beat"] if beat else []) + (
                    [f"--heartbeat-file={heartbeat_file}"] if heartbeat_file else [])
        sys.exit(_supervise(argv))
    from workers.celery_app import create_celery

    tune_gc()
    app = create_celery()
    if heartbeat_file:
        from workers.heartbeat import install

        install(app, heartbeat_file)
    argv = ["worker", "--loglevel=INFO", f"--concurrency={concurrency}", f"--pool={pool}", "--without-gossip",
            "--without-mingle", "--without-heartbeat"]
    # app.start returns Celery's exit code (worker_main drops it), so a crashed worker exits non-zero.
    sys.exit(app.start(argv + (["--beat", f"--scheduler={_beat_schedule()}"] if beat else [])) or 0)


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


# -- playing from the command line -------------------------------------------------------------------
class UserError(click.ClickException):
    """A mistake on the command line: one line on stderr, exit code 2, no traceback."""

    exit_code = 2

    def show(self, file=None) -> None:
        click.echo(f"seraph: {self.format_message()}", err=True)


SEAT_KEYS = ("name", "kind", "role", "bot")
#: decisions compared by `selfplay`: the first 100 of each game against the 300th and later
EARLY, LATE_FROM = (1, 100), 300


def _rules(game: str):
    from shared.engine import EngineError, get_game

    try:
        return get_game(game)
    except EngineError as exc:
        raise UserError(exc.reason) from None


def _options(text: str) -> dict:
    try:
        options = orjson.loads(text)
    except orjson.JSONDecodeError as exc:
        raise UserError(f"--options is not valid JSON ({exc})") from None
    if not isinstance(options, dict):
        raise UserError("--options must be a JSON object, e.g. '{\"difficulty\": \"hard\"}'")
    return options


def _seat_layout(rules, players: int | None, automa: bool, seats_json: str | None, bot: str | None, *,
                 human: bool, default_players: int) -> list:
    """The seats from --seats, or from --players (plus the game's automa with --automa): with `human`, seat 0
    is you and the others are bots. --bot names the bot of bot seats that name none."""
    from dataclasses import replace

    from shared.engine.contract import SeatSpec

    if seats_json is not None:
        if players is not None or automa:
            raise UserError("--seats gives the whole layout; leave out --players and --automa")
        seats = _parse_seats(rules, seats_json)
    else:
        if automa and rules.automa_name is None:
            raise UserError(f"{rules.name} has no automa")
        # with --automa: one player, or the game's fewest players against its automa (e.g. a co-op's)
        fewest = getattr(rules, "automa_min_players", 1)
        n = players if players is not None else (fewest if automa else default_players)
        if n < 1:
            raise UserError(f"--players must be at least 1, not {n}")
        seats = [SeatSpec(i, "You" if human and i == 0 else f"Bot {i if human else i + 1}",
                          "human" if human and i == 0 else "bot") for i in range(n)]
        if automa:
            seats.append(SeatSpec(n, rules.automa_name, "automa"))
    if bot is not None:
        seats = [replace(s, bot=s.bot or bot) if s.kind == "bot" else s for s in seats]
    return seats


def _parse_seats(rules, text: str) -> list:
    from shared.engine.contract import SEAT_KINDS, SeatSpec

    try:
        raw = orjson.loads(text)
    except orjson.JSONDecodeError as exc:
        raise UserError(f"--seats is not valid JSON ({exc})") from None
    if not isinstance(raw, list) or not raw:
        raise UserError('--seats must be a JSON list of seats, e.g. \'[{"name": "Ann"}, {"kind": "bot"}]\'')
    seats = []
    for i, seat in enumerate(raw):
        if not isinstance(seat, dict):
            raise UserError(f"--seats: seat {i} must be an object with name, kind, role, bot")
        unknown = sorted(set(seat) - set(SEAT_KEYS))
        if unknown:
            raise UserError(f"--seats: seat {i} has unknown key(s) {', '.join(unknown)}; known: {', '.join(SEAT_KEYS)}")
        kind = seat.get("kind") or "human"
        if kind not in SEAT_KINDS:
            raise UserError(f"--seats: seat {i}: kind must be one of {', '.join(SEAT_KINDS)}, not {kind!r}")
        if kind == "automa" and rules.automa_name is None:
            raise UserError(f"--seats: seat {i}: {rules.name} has no automa")
        name = seat.get("name") or (rules.automa_name if kind == "automa" else f"Seat {i + 1}")
        seats.append(SeatSpec(i, str(name), kind, seat.get("role"), seat.get("bot")))
    return seats


def _setup(game, players, automa, seats_json, bot, options, *, human: bool, default_players: int):
    """The game, the options and the validated seats (roles and bots filled in), or a UserError."""
    from shared.engine import EngineError

    rules = _rules(game)
    opts = _options(options)
    seats = _seat_layout(rules, players, automa, seats_json, bot, human=human,
                         default_players=min(max(default_players, rules.min_seats), rules.max_seats))
    try:
        _, seats = rules.prepare(opts, seats)
    except EngineError as exc:
        raise UserError(exc.reason) from None
    return rules, opts, seats


def seat_options(default_players: str):
    """The options `selfplay` and `play` share: the game, its seats and its options."""
    def wrap(f):
        for opt in reversed([
            click.option("--game", default="falling", show_default=True, help="The game's id (see GET /v1/rules)."),
            click.option("--players", type=int, default=None,
                         help=f"Seats besides the automa (default {default_players})."),
            click.option("--automa", is_flag=True, help="Add the game's automa seat (e.g. Falling's Danda)."),
            click.option("--seats", "seats_json", default=None,
                         help='Any layout, as the HTTP API takes it: \'[{"name", "kind", "role", "bot"}, ...]\'.'),
            click.option("--options", default="{}", help="Game options as a JSON object."),
        ]):
            f = opt(f)
        return f
    return wrap


def _seat_text(spec) -> str:
    """A seat in one short string: "Bot 1: bot random, red"."""
    return f"{spec.name}: " + ", ".join(x for x in (" ".join(filter(None, (spec.kind, spec.bot))), spec.role) if x)


def _median_us(xs: list) -> float | None:
    return round(statistics.median(xs) * 1e6, 1) if xs else None


def decision_cost(playouts_costs: list[list[float]], late_from: int = LATE_FROM) -> dict:
    """Median cost per decision (legal_actions + apply) over decisions 1-100 of each game and over decision
    `late_from` (300) and later, their ratio, and whether they stay within ±20% of each other."""
    early = [c for costs in playouts_costs for c in costs[EARLY[0] - 1:EARLY[1]]]
    late = [c for costs in playouts_costs for c in costs[late_from - 1:]]
    longest = max((len(c) for c in playouts_costs), default=0)
    out = {"early_decisions": f"{EARLY[0]}-{EARLY[1]}", "late_decisions": f"{late_from}+",
           "early_median_us": _median_us(early), "late_median_us": _median_us(late),
           "early_samples": len(early), "late_samples": len(late), "longest_game": longest,
           "late_over_early": None, "within_20_percent": None}
    if early and late:
        ratio = statistics.median(late) / statistics.median(early)
        out["late_over_early"] = round(ratio, 3)
        out["within_20_percent"] = 0.8 <= ratio <= 1.2
        out["verdict"] = (f"late/early = {ratio:.2f}: " +
                          ("holds (within ±20%)" if out["within_20_percent"] else "does NOT hold (beyond ±20%)"))
    else:
        out["verdict"] = (f"no game reached decision {late_from} (longest: {longest}), so there is nothing to "
                          "compare (a shorter game can be compared with --late-from)")
    return out


@main.command()
@seat_options("4")
@click.option("--bot", default=None, help="The bot of bot seats (random, greedy; default random).")
@click.option("--games", "count", default=100, show_default=True)
@click.option("--seed", default=0, show_default=True, help="First seed.")
@click.option("--late-from", default=LATE_FROM, show_default=True, type=click.IntRange(EARLY[1] + 1),
              help="The first decision of the late window compared with decisions 1-100.")
@click.option("--solo", is_flag=True, hidden=True, help="Old name of --automa.")
def selfplay(game, players, automa, seats_json, options, bot, count, seed, late_from, solo) -> None:
    """Bots (and the automa) play COUNT complete games; prints games/s, decisions/s, per-decision costs (and
    whether a decision costs the same late in a game as early on) and any error. Exit 1 if a game failed."""
    from shared.engine.simulate import play

    rules, opts, seats = _setup(game, players, automa or solo, seats_json, bot, options, human=False,
                                default_players=4)
    decisions, errors, legal, apply, costs = 0, [], [], [], []
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
        costs.append(out.decision_seconds)
    elapsed = time.perf_counter() - t0
    click.echo(orjson.dumps({
        "game": game, "players": len(seats), "seats": [_seat_text(s) for s in seats], "games": count,
        "seconds": round(elapsed, 3), "games_per_s": round(count / elapsed, 1),
        "decisions_per_s": round(decisions / elapsed),
        "decisions_per_game": round(decisions / max(1, count - len(errors)), 1),
        "legal_actions_median_us": _median_us(legal), "apply_median_us": _median_us(apply),
        "decision_cost": decision_cost(costs, late_from),
        "errors": errors[:20], "error_count": len(errors)}, option=orjson.OPT_INDENT_2).decode())
    sys.exit(1 if errors else 0)


@main.command()
@seat_options("2; 1 with --automa")
@click.option("--bot", default=None, help="The bot of the bot seats (random, greedy; default random).")
@click.option("--seed", default=None, type=int, help="The game's seed (default: a random one).")
@click.option("--json", "as_json", is_flag=True, help="Also print your whole view as JSON on your turn.")
@click.option("--solo", is_flag=True, hidden=True, help="Old name of --automa.")
def play(game, players, automa, seats_json, options, bot, seed, as_json, solo) -> None:
    """Play in the terminal: you are seat 0 (every human seat with --seats), against bots or the automa.

    On your turn: what you are deciding, a summary of your view and the numbered choices; answer with a
    number, or q to leave. The other seats' moves and the events are shown as they happen."""
    import random

    from shared.engine.bots import decide

    rules, opts, seats = _setup(game, players, automa or solo, seats_json, bot, options, human=True,
                                default_players=2)
    seed = random.randrange(1 << 31) if seed is None else seed
    names = {s.seat: s.name for s in seats}
    humans = [s.seat for s in seats if s.kind == "human"]
    viewer = humans[0] if humans else None
    state = rules.new_game(seed, opts, seats)
    click.echo(f"{rules.title or game}, seed {seed}: " + ", ".join(f"{s.name} ({s.kind})" for s in seats))
    moves = 0
    while not rules.is_over(state):
        active = rules.active_seats(state)
        mine = [s for s in active if s in humans]
        seat = mine[0] if mine else active[0]
        if seat in humans:
            action = _ask(rules, state, seat, names[seat], as_json)
            if action is None:
                click.echo(f"(left after {moves} moves; the game is unfinished)")
                return
        else:
            # Not echoed: another seat's action may be a secret choice; its redacted events say what is public.
            action = decide(rules, state, seat, seats[seat].kind, seed=f"{seed}:{moves}", bot=seats[seat].bot)
        transition = rules.apply(state, seat, action)
        state = transition.state
        _show_events(transition.events, viewer, names)
        moves += 1
    result = rules.result(state)
    scores = ", ".join(f"{names.get(int(s), s)} {v}" for s, v in result["scores"].items())
    winners = ", ".join(names[s] for s in result["winners"]) or "nobody"
    click.echo(f"Game over ({result['mode']}): scores {scores}; winners: {winners}")
    if result.get("details"):
        click.echo(f"  details: {orjson.dumps(result['details']).decode()}")


def _ask(rules, state, seat: int, name: str, as_json: bool):
    """Show the seat's prompt, view summary and choices; the chosen action, or None when the input ends."""
    actions = rules.legal_actions(state, seat)
    view = rules.view(state, seat)
    click.echo(f"--- {name} (seat {seat}) to play ---")
    prompt = rules.prompt(state, seat)
    if prompt and prompt.get("text"):
        click.echo(prompt["text"])
    for line in rules.summary(view, seat):
        click.echo(f"  {line}")
    if as_json:
        click.echo(orjson.dumps(view, option=orjson.OPT_INDENT_2).decode())
    for i, action in enumerate(actions):
        click.echo(f"  {i:3d}  {action.get('label', action['type'])}")
    while True:
        try:
            answer = click.prompt(f"your choice (0-{len(actions) - 1}, q to leave)", type=str).strip()
        except (click.Abort, EOFError):
            click.echo("")
            return None
        if answer.lower() in ("q", "quit", "exit"):
            return None
        if answer.isdigit() and int(answer) < len(actions):
            return actions[int(answer)]
        click.echo(f"  enter a number from 0 to {len(actions) - 1}, or q")


def _show_events(events, viewer, names) -> None:
    """One line per event: who, what, and its data as key=value (what `viewer` may see)."""
    from shared.engine import redact_event

    for ev in events:
        shown = redact_event(ev, viewer)
        if shown["type"] == "game_ended":
            continue
        who = names.get(shown.pop("seat"), None)
        kind = shown.pop("type").replace("_", " ")
        data = " ".join(f"{k}={v if isinstance(v, str) else orjson.dumps(v).decode()}" for k, v in shown.items())
        line = f"  · {who + ': ' if who else ''}{kind}" + (f" {data}" if data else "")
        click.echo(line if len(line) <= 160 else line[:157] + "...")


@main.command()
@click.option("--game", default="falling", show_default=True, help="The game's id.")
@click.option("--automa", is_flag=True, help="Add the game's automa seat (a solo calibration).")
@click.option("--players", type=int, default=None,
              help="Seats besides the automa, all played by the bot (default with --automa: 1, or the game's "
                   "automa_min_players; else the minimum).")
@click.option("--games", "count", default=1000, show_default=True, help="Games per (bot, axis value).")
@click.option("--bot", "bots", multiple=True, help="Bot to calibrate (repeatable; default random and greedy).")
@click.option("--value", "values", multiple=True,
              help="Value of the calibration axis to play (repeatable; default every choice).")
@click.option("--options", default="{}", help="Other game options, as a JSON object.")
@click.option("--workers", default=2, show_default=True, help="Worker processes.")
@click.option("--seed", default=0, show_default=True, help="First seed (seeds seed..seed+games-1).")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per row instead of a Markdown table.")
def calibrate(game, automa, players, count, bots, values, options, workers, seed, as_json) -> None:
    """The score distribution of each bot per value of the game's calibration axis (e.g. difficulty): games,
    score median, p10, p90, mean, win rate and the labels (e.g. titles) earned."""
    from shared.engine import EngineError
    from shared.engine.bots import get_bot
    from services import calibrate as cal

    rules, opts = _rules(game), _options(options)
    seats = _seat_layout(rules, players, automa, None, None, human=False, default_players=rules.min_seats)
    if count < 1 or workers < 1:
        raise UserError("--games and --workers must be at least 1")
    bots = list(bots) or ["random", "greedy"]
    axis = rules.options.get(rules.calibration_axis) if rules.calibration_axis else None
    mode = rules.mode_of(opts, seats)
    if axis is not None and axis.modes and mode not in axis.modes:
        hint = "; add --automa" if rules.automa_name and not automa and "solo" in axis.modes else ""
        raise UserError(f"{rules.name}'s calibration axis {rules.calibration_axis!r} applies only to "
                        f"{' or '.join(axis.modes)} games, not {mode}{hint}")
    try:
        for name in bots:
            get_bot(name)
        sweep_values = cal.axis_values(rules, values)
        for value in sweep_values:
            rules.prepare(cal.sweep_options(rules, opts, value), cal.bot_seats(seats, bots[0]))
    except EngineError as exc:
        raise UserError(exc.reason) from None
    except ValueError as exc:
        raise UserError(str(exc)) from None
    if not as_json:
        for line in cal.table_header(rules.calibration_axis):
            click.echo(line)
    for row in cal.sweep(rules, bots, sweep_values, count, seed, opts, seats, workers):
        click.echo(orjson.dumps(row).decode() if as_json else cal.table_row(row))


# -- operating on stored games (DATABASE_URL) ----------------------------------------------------------
@main.group()
def games() -> None:
    """Operate on the stored games: list the stalled ones, retry one after a fix."""


def _service_app():
    from shared.bootstrap import bootstrap

    return bootstrap(migrate=False, run_queue=False)


@games.command("stalled")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per game instead of a table.")
def games_stalled(as_json) -> None:
    """The stalled games, longest stalled first: id, game, since (UTC), reason."""
    from datetime import datetime, timezone

    app = _service_app()
    try:
        rows = app.service.stalled_games()
    finally:
        app.close()
    if as_json:
        for row in rows:
            click.echo(orjson.dumps(row).decode())
        return
    if not rows:
        click.echo("no stalled games")
        return
    table = [("id", "game", "since", "reason")] + [
        (r["id"], r["game"],
         datetime.fromtimestamp(r["stalled_at"], timezone.utc).strftime("%Y-%m-%d %H:%M:%S") if r["stalled_at"]
         else "-", r["stalled_reason"] or "-") for r in rows]
    widths = [max(len(row[i]) for row in table) for i in range(3)]
    for row in table:
        click.echo("  ".join(cell.ljust(width) for cell, width in zip(row, widths)) + "  " + row[3])


@games.command("retry")
@click.argument("game_id")
def games_retry(game_id) -> None:
    """Resume a stalled game after a fix: active again, attempts reset, a worker woken (embedded mode: the
    serving process's sweeper picks it up)."""
    from shared.service.errors import Conflict, NotFound

    app = _service_app()
    try:
        outcome = app.service.retry_game(game_id)
    except (NotFound, Conflict) as exc:
        raise UserError(exc.reason) from None
    finally:
        app.close()
    click.echo(f"game {outcome['id']} is active again at version {outcome['version']}")


@main.command()
@click.argument("game_id")
def verify(game_id) -> None:
    """Check a finished game's fair deal: sha256("{seed}:{salt}") is the commitment published at creation, and the
    move log replayed from the revealed seed gives the stored final state and result. Exit 1 if not."""
    from shared.service.errors import NotFound

    app = _service_app()
    try:
        outcome = app.service.verify(game_id)
    except NotFound as exc:
        raise UserError(exc.reason) from None
    finally:
        app.close()
    click.echo(orjson.dumps(outcome).decode())
    sys.exit(0 if outcome["ok"] else 1)


def _register_apps() -> None:
    from services.cli_apps import apps

    main.add_command(apps)  # `seraph apps create|rotate|revoke|list` (issue 19)


_register_apps()


if __name__ == "__main__":
    main()

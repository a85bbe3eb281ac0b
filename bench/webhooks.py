"""`python -m bench.webhooks`: the figures of issue 19 §4 (docs/PERFORMANCE.md "Webhooks").

 (a) latency, p50 / p99, from a move's commit to the receiver: games of Falling between two players of an app,
     each move played as soon as the player's `your_turn` arrived at a receiver on 127.0.0.1 (the bench's thread).
     "Commit" is the outbox row's created_at, taken inside the move's transaction just before its COMMIT, on the
     same machine's clock as the receiver's arrival time. `--mode distributed`: `seraph serve` + `seraph worker
     --beat` on PostgreSQL and a private Redis (the integration harness); `embedded`: one process on SQLite.
 (b) the cost the outbox adds to a move: the worker's step (`_step`: apply and commit one move) on PostgreSQL and
     SQLite, in this process, for games without an app and games whose seats are bound to an app's players with
     a registered endpoint; wall ms per step and statements per step.

 (c) `--kill-workers N` (only this): the latency (a) while the distributed worker is SIGKILLed N times, with the
     deployments' timings; lost, unsigned and duplicate deliveries counted (bench/webhooks_kills.py, issue 27
     item 4; `make chaos` runs it too).

Loopback only; PostgreSQL (database `test` on 127.0.0.1:5432) and redis-server as the integration tests need.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time

from bench.common import log, pct_round


def _client_for(mode: str, workdir: str):
    """(base URL or Flask test client, cleanup, schema or None, store) for the latency run."""
    from shared.adapters.store import SqlStore

    if mode == "embedded":
        from services.api import create_app
        from shared.bootstrap import bootstrap
        from shared.config import Settings

        settings = Settings(database_url=f"sqlite:///{workdir}/bench.db", webhook_allow_http=True,
                            webhook_allow_private=True, log_level="WARNING", access_log=False)
        wired = bootstrap(settings)
        return create_app(settings, app_obj=wired).test_client(), wired.close, wired.store
    from tests.integration.harness import PgSchema, PrivateRedis, Stack

    schema = PgSchema("seraph_bench_hooks").create()
    redis = PrivateRedis(workdir).start()
    stack = Stack(schema.url, redis.url, workdir, SERAPH_WEBHOOK_ALLOW_HTTP="1", SERAPH_WEBHOOK_ALLOW_PRIVATE="1",
                  SERAPH_ACCESS_LOG="off", SERAPH_LOG_LEVEL="WARNING")
    stack.start_api()
    stack.worker = stack.start_worker(concurrency=2, beat=True)
    store = SqlStore(schema.url)

    def cleanup():
        store.close()
        stack.close()
        redis.stop()
        schema.drop()

    return _HttpClient(stack.api_url), cleanup, store


class _HttpClient:
    """The Flask test client's calls, over requests."""

    def __init__(self, base: str):
        import requests

        self.base, self.http = base, requests.Session()

    def _call(self, method, path, headers=None, json=None):
        resp = self.http.request(method, self.base + path, headers=headers, json=json, timeout=20)
        resp.get_json = resp.json
        return resp

    def get(self, path, headers=None):
        return self._call("GET", path, headers)

    def post(self, path, headers=None, json=None):
        return self._call("POST", path, headers, json)


def latency(mode: str, games: int, moves_per_game: int) -> dict:
    """Commit -> receiver milliseconds of every your_turn of `games` games played on their webhooks."""
    import sqlalchemy as sa

    from shared.adapters.webhook_tables import webhook_deliveries
    from shared.service.apps import AppRegistry
    from tests.webhook_receiver import Receiver

    workdir = tempfile.mkdtemp(prefix="seraph-bench-hooks-")
    client, cleanup, store = _client_for(mode, workdir)
    arrivals: dict[str, float] = {}
    try:
        key = AppRegistry(store).create("bench")["key"]
        with Receiver() as receiver:
            _record_arrivals(receiver, arrivals)
            client.post("/v1/webhooks", headers={"Authorization": f"Bearer {key}"},
                        json={"url": receiver.url, "events": ["your_turn"]})
            for g in range(games):
                _play_on_webhooks(client, receiver, key, g, moves_per_game)
        with store.read() as tx:
            rows = tx.core(sa.select(webhook_deliveries.c.message_id, webhook_deliveries.c.created_at))
    finally:
        cleanup()
    created = {r["message_id"]: r["created_at"] for r in rows}
    ms = [(arrivals[m] - created[m]) * 1000 for m in arrivals if m in created]
    return {"mode": mode, "webhooks": len(ms), "p50_ms": pct_round(ms, 50), "p99_ms": pct_round(ms, 99),
            "max_ms": max(ms) if ms else None}


def _record_arrivals(receiver, arrivals: dict) -> None:
    """Note each webhook id's first arrival (wall clock) as the receiver records it."""
    record = receiver._record

    def timed(headers, body):
        arrivals.setdefault({k.lower(): v for k, v in headers.items()}.get("webhook-id"), time.time())
        record(headers, body)

    receiver._record = timed


def _play_on_webhooks(client, receiver, key: str, g: int, moves: int, turn_timeout: float = 20) -> None:
    """One game between p0 and p1 of the app; each move is played when its player's your_turn arrived."""
    auth = {"Authorization": f"Bearer {key}"}
    game = client.post("/v1/games", headers=auth, json={
        "game": "falling", "seats": [{"player_id": f"g{g}p0"}, {"player_id": f"g{g}p1"}]}).get_json()["id"]
    handled: set = set()
    for _ in range(moves):
        def fresh(ds):
            return [d for d in ds if d["headers"]["webhook-id"] not in handled and d["json"]["data"]["game_id"] == game]

        turn = fresh(receiver.wait_for(fresh, timeout=turn_timeout))[0]
        handled.add(turn["headers"]["webhook-id"])
        who = {**auth, "X-Seraph-Player": turn["json"]["data"]["player_id"]}
        state = client.get(f"/v1/games/{game}", headers=who).get_json()
        if state["status"] != "active":
            return  # no your_turn comes after the end
        if turn["json"]["data"]["seat"] not in state["active_seats"]:
            continue
        actions = client.get(f"/v1/games/{game}/actions", headers=who).get_json()["actions"]
        client.post(f"/v1/games/{game}/moves?wait=10", headers=who, json={"action": actions[0]})


def outbox_cost(url: str, moves: int) -> dict:
    """Wall ms and statements of the worker's step per move, without and with a bound seat and an endpoint."""
    from shared.adapters.notify import InMemoryNotifier
    from shared.adapters.store import SqlStore
    from shared.config import Settings
    from shared.service.apps import AppRegistry
    from shared.service.handlers import GameService
    from shared.service.ports import RecordingQueue
    from shared.service.webhook_endpoints import WebhookRegistry

    store = SqlStore(url)
    svc = GameService(store, InMemoryNotifier(), RecordingQueue(), Settings(database_url=url))
    app = AppRegistry(store).create("bench")["id"]
    WebhookRegistry(store, Settings(), check_url=lambda u: None).register(app, "https://hooks.example/x",
                                                                          ["your_turn", "game_finished"])
    out = {}
    try:
        for label, seats, app_id in (("no app", [{}, {}], None),
                                     ("bound seats + endpoint", [{"player_id": "a"}, {"player_id": "b"}], app)):
            out[label] = _step_costs(svc, store, seats, app_id, moves)
    finally:
        store.close()
    return out


def _step_costs(svc, store, seats, app_id, moves: int) -> dict:
    rng, walls, statements, game = random.Random(1), [], [], None
    while len(walls) < moves:
        if game is None or svc.game_status(game)["status"] != "active":
            game = svc.create_game("falling", {}, seats, **({"app_id": app_id} if app_id else {}))["id"]
        seat = svc.read_game(game, None)["active_seats"][0]
        svc.submit_move(game, seat, rng.choice(svc.legal_actions(game, seat)["actions"]))
        svc.queue.enqueued.clear()
        before, started = store.statements, time.perf_counter()
        svc._step(game)
        walls.append((time.perf_counter() - started) * 1000)
        statements.append(store.statements - before)
    return {"p50_ms": pct_round(walls, 50), "p99_ms": pct_round(walls, 99), "mean_ms": statistics.fmean(walls),
            "statements": statistics.fmean(statements)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mode", choices=("embedded", "distributed", "both"), default="both")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--moves", type=int, default=50, help="moves per game (latency)")
    parser.add_argument("--cost-moves", type=int, default=400, help="steps timed per case (outbox cost)")
    parser.add_argument("--kill-workers", type=int, metavar="N",
                        help="only the latency under N worker SIGKILLs (distributed; bench/webhooks_kills.py)")
    parser.add_argument("--kill-aim", choices=("fresh", "any", "random"), default="fresh",
                        help="with --kill-workers: kill while a delivery written since the last kill is outstanding, "
                             "while any is (one delivery crashed repeatedly), or at random moments")
    parser.add_argument("--json", help="write the figures here too")
    args = parser.parse_args(argv)
    if args.kill_workers is not None:
        return _kill_run(args)
    from tests.integration.harness import PgSchema

    figures = {"latency": [], "cost": {}}
    for mode in (("embedded", "distributed") if args.mode == "both" else (args.mode,)):
        log(f"latency, {mode}: {args.games} games x {args.moves} moves")
        figures["latency"].append(latency(mode, args.games, args.moves))
    schema = PgSchema("seraph_bench_cost").create()
    try:
        log(f"outbox cost: {args.cost_moves} steps per case")
        figures["cost"]["postgresql"] = outbox_cost(schema.url, args.cost_moves)
        sqlite = tempfile.mkdtemp(prefix="seraph-bench-cost-")
        from shared.adapters.store import SqlStore

        SqlStore(f"sqlite:///{sqlite}/cost.db").migrate()
        figures["cost"]["sqlite"] = outbox_cost(f"sqlite:///{sqlite}/cost.db", args.cost_moves)
    finally:
        schema.drop()
    _print(figures)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(figures, f, indent=2)
    return 0


def _kill_run(args) -> int:
    from bench.webhooks_kills import kill_latency, print_kill_figures

    log(f"latency under {args.kill_workers} worker kills: {args.games} games x {args.moves} moves at once")
    row = kill_latency(args.kill_workers, args.games, args.moves, aim=args.kill_aim)
    print_kill_figures(row)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(row, f, indent=2)
    return 0


def _print(figures: dict) -> None:
    print("webhook latency, move commit -> receiver")
    for row in figures["latency"]:
        print(f"  {row['mode']:<12} n={row['webhooks']:<5} p50 {row['p50_ms']:.1f} ms   p99 {row['p99_ms']:.1f} ms")
    print("worker step (apply + commit one move), per move")
    for db, cases in figures["cost"].items():
        for label, c in cases.items():
            print(f"  {db:<10} {label:<24} p50 {c['p50_ms']:.2f} ms  p99 {c['p99_ms']:.2f} ms  "
                  f"mean {c['mean_ms']:.2f} ms  {c['statements']:.2f} statements")


if __name__ == "__main__":
    raise SystemExit(main())

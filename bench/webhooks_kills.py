"""`python -m bench.webhooks --kill-workers N`: webhook latency while the worker is SIGKILLed (issue 27 item 4).

A distributed stack (the integration harness: `seraph serve`, `seraph worker --beat` on PostgreSQL and a private
Redis) runs with the deployments' timings, not the tests' (SERAPH_SWEEP_INTERVAL, SERAPH_PENDING_TIMEOUT and
SERAPH_WEBHOOK_TIMEOUT at their defaults). `games` games of Falling are played at once, each move as soon as its
player's `your_turn` arrived (game after game until the kills are done), while a killer thread SIGKILLs the
worker's process group N times, a few seconds after it is back, and a supervisor restarts it as compose's
`restart:` does. A delivery is outstanding (committed, not yet at the receiver) for milliseconds, so a kill at a
random moment rarely meets one: by default each kill waits for a moment when one written since the last kill is
outstanding (`--kill-aim fresh`); `any` may aim again at the one a previous kill left (one delivery crashed
repeatedly), `random` kills at random moments.

Figures, from the outbox row's created_at (inside the move's transaction) to the first arrival at the receiver:
- p50 / p99 / max over every delivery, and over the deliveries that were outstanding at a kill (committed before
  it, not yet arrived): the ones a crash can delay; and for those, from the moment the restarted worker was ready
  to the arrival (what the deliverer adds to the restart, which depends on the machine's load);
- lost (a row never delivered), unsigned (an arrival whose signature does not verify with the endpoint's secret),
  duplicates (arrivals beyond the first of one webhook-id: allowed by at-least-once, counted).
"""
from __future__ import annotations

import random
import shutil
import threading
import time

from bench.common import log, pct_round

#: the deployments' defaults (shared/config.py), which the harness lowers for the tests
PRODUCTION_TIMINGS = {"SERAPH_SWEEP_INTERVAL": 5, "SERAPH_PENDING_TIMEOUT": 5, "SERAPH_WEBHOOK_TIMEOUT": 5}
TURN_TIMEOUT = 300.0  # a your_turn that has not arrived after this long counts the game as stuck


def kill_latency(kills: int, games: int = 4, moves: int = 40, gap: tuple = (3.0, 8.0), seed: int = 27,
                 aim: str = "fresh") -> dict:
    """Play `games` games on their webhooks while the worker is killed `kills` times; the figures above."""
    from shared.adapters.store import SqlStore
    from tests.integration.harness import PgSchema, PrivateRedis, Stack, new_workdir

    workdir = new_workdir("seraph-bench-hook-kills-")
    schema = PgSchema("seraph_bench_hook_kills").create()
    redis = PrivateRedis(workdir).start()
    stack = Stack(schema.url, redis.url, workdir, SERAPH_WEBHOOK_ALLOW_HTTP="1", SERAPH_WEBHOOK_ALLOW_PRIVATE="1",
                  SERAPH_ACCESS_LOG="off", SERAPH_LOG_LEVEL="WARNING", **PRODUCTION_TIMINGS)
    store = SqlStore(schema.url)
    try:
        stack.start_api()
        stack.worker = stack.start_worker(concurrency=2, beat=True)
        return _run(stack, schema, store, kills, games, moves, gap, seed, aim)
    finally:
        store.close()
        stack.close()
        redis.stop()
        schema.drop()
        shutil.rmtree(workdir, ignore_errors=True)


def _run(stack, schema, store, kills, games, moves, gap, seed, aim) -> dict:
    from bench.webhooks import _HttpClient
    from shared.service.apps import AppRegistry
    from tests.webhook_receiver import Receiver

    key = AppRegistry(store).create("bench")["key"]
    arrivals: dict[str, list[float]] = {}
    with Receiver() as receiver:
        endpoint = _HttpClient(stack.api_url).post("/v1/webhooks", headers={"Authorization": f"Bearer {key}"},
                                                   json={"url": receiver.url, "events": ["your_turn"]}).get_json()
        receiver.secret = endpoint["secret"]  # before any game: every arrival is verified with it
        _record_all_arrivals(receiver, arrivals)
        killer = _Killer(stack, schema, arrivals, kills, gap, random.Random(seed), aim)
        players = [threading.Thread(target=_play, args=(stack.api_url, receiver, key, g, moves, killer),
                                    daemon=True) for g in range(games)]
        killer.start()
        for t in players:
            t.start()
        killer.join(TURN_TIMEOUT * kills)
        for t in players:
            t.join(TURN_TIMEOUT * 2)
        killer.finish()
        _wait_delivered(schema)
        unsigned = sum(1 for d in receiver.deliveries if d["verified"] is not True)
    rows = schema.query("SELECT message_id, created_at, status, attempts FROM webhook_deliveries")
    return _figures(rows, arrivals, killer, unsigned)


def _record_all_arrivals(receiver, arrivals: dict) -> None:
    """Every arrival (wall clock) of each webhook id, as the receiver records it."""
    record = receiver._record

    def timed(headers, body):
        msg = {k.lower(): v for k, v in headers.items()}.get("webhook-id")
        arrivals.setdefault(msg, []).append(time.time())
        record(headers, body)

    receiver._record = timed


def _play(base: str, receiver, key: str, g: int, moves: int, killer) -> None:
    """Games one after another (up to `moves` moves each) until the killer is done, then one more."""
    from bench.webhooks import _HttpClient, _play_on_webhooks

    client = _HttpClient(base)
    for n in range(10_000):
        done = not killer.is_alive()
        try:
            _play_on_webhooks(client, receiver, key, f"{g}-{n}", moves, turn_timeout=TURN_TIMEOUT)
        except Exception as exc:  # reported: a game that stopped is a figure too
            killer.errors.append(f"game {g}-{n}: {type(exc).__name__}: {str(exc)[:200]}")
            return
        if done:
            return


class _Killer(threading.Thread):
    """SIGKILLs the worker's process group `kills` times, a random `gap` apart, while a supervisor restarts it.
    `aim`: each kill at a moment when a delivery written since the last kill is outstanding ("fresh"), when any
    is, the one a previous kill left included ("any": one delivery crashed again and again), or at random."""

    def __init__(self, stack, schema, arrivals: dict, kills: int, gap: tuple, rng: random.Random, aim: str):
        super().__init__(name="worker-killer", daemon=True)
        self.stack, self.schema, self.arrivals = stack, schema, arrivals
        self.kills, self.gap, self.rng, self.aim = kills, gap, rng, aim
        self.at: list[float] = []
        self.restarts: list[float] = []  # seconds from each kill until the new worker was ready
        self.errors: list[str] = []
        self.supervisor = None
        self._halt = threading.Event()

    def run(self) -> None:
        from tests.integration.harness import WorkerSupervisor

        self.supervisor = WorkerSupervisor(self.stack, max_restarts=self.kills + 5)
        with self.supervisor:
            while len(self.at) < self.kills and not self._halt.wait(self.rng.uniform(*self.gap)):
                if self.stack.worker.alive() and (self.aim == "random" or self._delivery_outstanding()):
                    self.at.append(time.time())
                    dead = self.stack.worker
                    dead.kill()  # the process group: the Celery worker, its pool and its beat
                    self.restarts.append(self._back_after(dead))
                    log(f"killed the worker ({len(self.at)}/{self.kills}), back in {self.restarts[-1]:.1f} s")
            time.sleep(0.5)  # the last restart begins

    def _back_after(self, dead, within: float = 60.0) -> float:
        """Seconds from the kill until the supervisor's new worker is ready (the gap to the next kill follows)."""
        while time.time() - self.at[-1] < within and (self.stack.worker is dead or not self.stack.worker.alive()):
            time.sleep(0.05)
        return time.time() - self.at[-1]

    def _delivery_outstanding(self, within: float = 5.0) -> bool:
        """Wait (bounded) for a moment when a delivery (committed since the last kill, with `aim` "fresh") has not
        reached the receiver yet (unclaimed, or claimed and not yet POSTed). The kill then lands on one, which a
        kill at a random moment rarely does (a delivery is outstanding for milliseconds)."""
        deadline, since = time.monotonic() + within, self.at[-1] if self.at and self.aim == "fresh" else 0.0
        while time.monotonic() < deadline:
            pending = self.schema.query("SELECT message_id FROM webhook_deliveries WHERE status = 'pending' "
                                        "AND created_at > :since", since=since)
            if any(r["message_id"] not in self.arrivals for r in pending):
                return True
            time.sleep(0.002)
        return False

    def finish(self) -> None:
        self._halt.set()
        self.join(120)
        if not self.stack.worker.alive():
            self.stack.worker = self.stack.start_worker(concurrency=2, beat=True)


def _wait_delivered(schema, timeout: float = 300.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not schema.query("SELECT 1 FROM webhook_deliveries WHERE status = 'pending' LIMIT 1"):
            return
        time.sleep(0.5)


def _figures(rows: list[dict], arrivals: dict, killer: _Killer, unsigned: int) -> dict:
    created = {r["message_id"]: r["created_at"] for r in rows}
    first = {m: min(ts) for m, ts in arrivals.items() if m in created}
    ms = {m: (first[m] - created[m]) * 1000 for m in first}
    hit = [m for m in ms if any(created[m] <= k < first[m] for k in killer.at)]
    return {"kills": len(killer.at), "aim": killer.aim, "deliveries": len(rows), "arrived": len(first),
            "lost": len(created) - len(first), "unsigned": unsigned,
            "duplicates": sum(len(ts) - 1 for ts in arrivals.values()),
            "duplicates_without_a_kill": _live_duplicates(arrivals, created, killer.at),
            "not_delivered_status": sum(1 for r in rows if r["status"] != "delivered"),
            "all": _summary(list(ms.values())), "outstanding_at_a_kill": _summary([ms[m] for m in hit]),
            "after_the_restart": _summary([_after_restart(first[m], killer) * 1000 for m in hit]),
            "restart_s": _summary([r * 1000 for r in killer.restarts]), "errors": killer.errors[:5]}


def _after_restart(arrived: float, killer: _Killer) -> float:
    """Seconds from the moment the worker killed last before `arrived` was back (ready) to the arrival."""
    kill, restart = max((k, r) for k, r in zip(killer.at, killer.restarts) if k < arrived)
    return arrived - (kill + restart)


def _live_duplicates(arrivals: dict, created: dict, kills: list[float]) -> int:
    """Repeated arrivals with no kill since the row was written: not a dead worker's attempt sent again (a killed
    worker's request may still reach the receiver just after the kill, so the kill need not fall between them)."""
    return sum(1 for m, ts in arrivals.items() if m in created for b in sorted(ts)[1:]
               if not any(created[m] <= k < b for k in kills))


def _summary(ms: list[float]) -> dict:
    return {"n": len(ms), "p50_ms": pct_round(ms, 50), "p99_ms": pct_round(ms, 99),
            "max_ms": max(ms) if ms else float("nan")}


def print_kill_figures(row: dict) -> None:
    when = {"fresh": "each while a delivery written since the last one is outstanding",
            "any": "each while any delivery is outstanding", "random": "at random moments"}[row["aim"]]
    print(f"webhook latency under {row['kills']} worker kills (SIGKILL of the worker's process group, {when}), "
          "move commit -> receiver")
    for label in ("all", "outstanding_at_a_kill", "after_the_restart"):
        s = row[label]
        print(f"  {label.replace('_', ' '):<22} n={s['n']:<5} p50 {s['p50_ms'] / 1000:.1f} s   "
              f"p99 {s['p99_ms'] / 1000:.1f} s   max {s['max_ms'] / 1000:.1f} s")
    r = row["restart_s"]
    print(f"  worker back (ready) after a kill: p50 {r['p50_ms'] / 1000:.1f} s, max {r['max_ms'] / 1000:.1f} s")
    print(f"  deliveries {row['deliveries']}, lost {row['lost']}, unsigned {row['unsigned']}, "
          f"duplicates {row['duplicates']} ({row['duplicates_without_a_kill']} with no kill since the row was "
          f"written), not delivered {row['not_delivered_status']}")
    for err in row["errors"]:
        print(f"  stopped: {err}")


# ------------------------------------------------------------------------------------------ make chaos
WEBHOOK_KILLS = "webhooks under worker kills"  # the case's name in bench.chaos's plan and tables


def scenario_webhook_kills(quick: bool) -> dict:
    """`make chaos`'s case: the kill bench on a stack of its own (its endpoint is on loopback over http, which
    the chaos stack refuses), 4 kills (--quick) or 12."""
    return kill_latency(4 if quick else 12, games=3 if quick else 4, moves=40)


def webhook_violations(row: dict) -> int:
    """What fails `make chaos`: a lost delivery, an unsigned one, a row left undelivered, a run that errored.
    The latency is a figure, reported, never a pass/fail (house rules: no timed assertions)."""
    return row.get("lost", 0) + row.get("unsigned", 0) + row.get("not_delivered_status", 0) + ("error" in row)


def webhook_kills_table(row: dict) -> str:
    if "error" in row:
        return f"\n{WEBHOOK_KILLS}: {row['error']}"
    lines = ["", "| Webhooks under worker kills (SIGKILL, own stack, default timings) | Deliveries | p50 | p99 | max "
             "| Lost | Unsigned | Duplicates |", "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for label in ("all", "outstanding_at_a_kill", "after_the_restart"):
        s = row[label]
        lines.append(f"| {label.replace('_', ' ')} ({row['kills']} kills) | {s['n']} | {s['p50_ms'] / 1000:.1f} s "
                     f"| {s['p99_ms'] / 1000:.1f} s | {s['max_ms'] / 1000:.1f} s | {row['lost']} | "
                     f"{row['unsigned']} | {row['duplicates']} |")
    r = row["restart_s"]
    lines.append(f"| worker back after a kill | {r['n']} | {r['p50_ms'] / 1000:.1f} s | {r['p99_ms'] / 1000:.1f} s "
                 f"| {r['max_ms'] / 1000:.1f} s | | | |")
    return "\n".join(lines)

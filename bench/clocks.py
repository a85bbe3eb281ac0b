"""The deadline scan and the per-move cost of clocks (issue 20 figures; docs/PERFORMANCE.md "Clocks").

    python -m bench.clocks [--games 100000] [--moves 200] [--db sqlite,postgresql]

1. The scan with `--games` games waiting on a deadline (one running seat clock each, none due yet, and 10 due):
   the query plan (EXPLAIN) of the scan's read, and the time per scan (the median of 50).
2. A move's cost with a clock and without: the time per move (submit + the worker's step, in process) and the
   statements per move, over `--moves` moves of Falling.
PostgreSQL runs in a private schema at SERAPH_IT_PG (as the integration tests do), dropped afterwards.
"""
from __future__ import annotations

import argparse
import statistics
import tempfile
import time

import sqlalchemy as sa

from shared.adapters.notify import InMemoryNotifier
from shared.adapters.store import SqlStore
from shared.config import Settings
from shared.service.handlers import GameService
from shared.service.ports import RecordingQueue

NOW = 2_000_000_000.0


def _store(db: str, tmp: str):
    if db == "sqlite":
        store = SqlStore(f"sqlite:///{tmp}/clocks.db")
        store.migrate()
        return store, None
    from tests.integration.harness import PgSchema

    schema = PgSchema("seraph_clocks").create()
    return SqlStore(schema.url), schema


def _fill(store, games: int) -> None:
    """`games` running seat clocks due later, and 10 due now."""
    rows = [dict(game_id=f"g{i:07d}", seat=0, started_at=NOW - 60, deadline=NOW + 3600 + i, remind_at=None,
                 due_at=NOW + 3600 + i, bank=0.0, vacation_left=0.0, vacation_until=None, takeover=None, timeouts=0)
            for i in range(games)]
    rows += [dict(r, game_id=f"due{i}", due_at=NOW - 1, deadline=NOW - 1) for i, r in enumerate(rows[:10])]
    with store.engine.begin() as conn:
        for start in range(0, len(rows), 10_000):
            conn.execute(sa.text("INSERT INTO seat_clocks (game_id, seat, started_at, deadline, remind_at, due_at, "
                                 "bank, vacation_left, vacation_until, takeover, timeouts) VALUES (:game_id, :seat, "
                                 ":started_at, :deadline, :remind_at, :due_at, :bank, :vacation_left, "
                                 ":vacation_until, :takeover, :timeouts)"), rows[start:start + 10_000])
        conn.exec_driver_sql("ANALYZE")


def scan_figures(store, games: int) -> dict:
    _fill(store, games)
    sql = "SELECT game_id, seat FROM seat_clocks WHERE due_at <= :now ORDER BY due_at LIMIT :lim"
    params = {"now": NOW, "lim": 500}
    with store.engine.connect() as conn:
        explain = "EXPLAIN ANALYZE " if store.is_postgres else "EXPLAIN QUERY PLAN "
        plan = [" ".join(str(c) for c in row) for row in conn.execute(sa.text(explain + sql), params)]
    times = []
    for _ in range(50):
        started = time.perf_counter()
        with store.read() as tx:
            found = tx.rows("clocks_due", params)
        times.append(time.perf_counter() - started)
    assert len(found) == 10
    return {"plan": plan, "scan_ms_median": statistics.median(times) * 1000,
            "scan_ms_p90": sorted(times)[int(len(times) * 0.9)] * 1000}


def move_figures(store, moves: int, clock) -> dict:
    queue = RecordingQueue()
    svc = GameService(store, InMemoryNotifier(), queue, Settings())
    queue.bind(svc.process_game, svc.sweep)
    elapsed, statements, played = 0.0, 0, 0
    while played < moves:
        opts = {"clock": clock} if clock else {}
        game = svc.create_game("falling", opts, [{}, {}], 11 + played)
        while played < moves:
            body = svc.read_game(game["id"], None)
            if body["status"] != "active":
                break
            seat = body["active_seats"][0]
            action = svc.legal_actions(game["id"], seat)["actions"][0]
            before, started = store.statements, time.perf_counter()
            svc.submit_move(game["id"], seat, action, expected_version=body["version"])
            queue.drain()
            elapsed += time.perf_counter() - started
            statements += store.statements - before
            played += 1
    return {"ms_per_move": elapsed / played * 1000, "statements_per_move": statements / played}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.clocks")
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--db", default="sqlite,postgresql")
    args = parser.parse_args(argv)
    for db in args.db.split(","):
        with tempfile.TemporaryDirectory() as tmp:
            store, schema = _store(db, tmp)
            try:
                print(db, f"scan of {args.games} waiting games", scan_figures(store, args.games), flush=True)
                with store.engine.begin() as conn:
                    conn.exec_driver_sql("DELETE FROM seat_clocks")
                for label, clock in (("clocks off", None), ("clocks on", "1d")):
                    print(db, label, move_figures(store, args.moves, clock), flush=True)
            finally:
                store.close()
                if schema is not None:
                    schema.drop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

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
     rules cannot read); the time from admission to the move's internal_error or the game's stalled status;
   - revoke under streams: `seraph apps revoke` while the app's seats stream and move (chaos_revoke): events
     received and moves accepted after it, both 0;
   - webhooks under worker kills (webhooks_kills, on a stack of its own): the latency of webhook delivery while
     the worker is SIGKILLed, a figure; lost and unsigned deliveries, both 0; duplicates counted.
   "lost" = an accepted move that is not final (applied/rejected) at the end, or missing from the database.
   "doubled" = an extra move id for one Idempotency-Key, two applied moves at one version, a game version that
   is not its start version plus its applied moves, or an event sequence with a gap or a duplicate.
2. The existing suites as pytest subprocesses with this module as a plugin (-p bench.chaos), which writes
   pass/fail counts and the 5xx counts to the JSON file named by SERAPH_CHAOS_REPORT: tests/integration,
   tests/api/test_fuzz.py + tests/api/test_schemathesis.py, tests/service/test_dead_letters.py.

Modules: chaos_play (the ledger, the random players, the accounting), chaos_faults (kills, restarts, cuts),
chaos_races (the storm and the races), chaos_poison (dead letters), chaos_revoke (revoke under streams),
chaos_suites (the pytest part and its plugin), chaos_table (the tables). This one runs them all.
"""
from __future__ import annotations

import argparse
import datetime
import json
import os
import shutil
import subprocess
import sys
import time

from bench.chaos_faults import (scenario_mid_commit, scenario_postgres_cuts, scenario_redis_restarts,
                                scenario_worker_kills)
from bench.chaos_poison import POISON_PREFIX, scenario_dead_letters
from bench.chaos_races import scenario_idempotency_storm, scenario_version_races
from bench.chaos_revoke import REVOKE, scenario_revoke_under_streams, violations
from bench.chaos_suites import ROOT, SUITES, run_suite
# The suites' subprocesses load this module as their plugin (-p bench.chaos): its hooks are these.
from bench.chaos_suites import pytest_runtest_logreport, pytest_sessionfinish  # noqa: F401
from bench.chaos_table import table
from bench.webhooks_kills import WEBHOOK_KILLS, scenario_webhook_kills, webhook_violations


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
            (REVOKE, lambda: scenario_revoke_under_streams(stack, quick)),
            (WEBHOOK_KILLS, lambda: scenario_webhook_kills(quick)),  # a stack of its own (bench/webhooks_kills.py)
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
        elif name == REVOKE:
            bad += violations(r) + r.get("5xx", 0) - r.get("503", 0)
        elif name == WEBHOOK_KILLS:
            bad += webhook_violations(r)
        else:
            # a 503 under an injected fault is the documented retry answer (retried above): only other 5xx count
            bad += r.get("lost", 0) + r.get("doubled", 0) + r.get("5xx", 0) - r.get("503", 0) + ("error" in r)
    bad += sum(s["failed"] + s["errors"] + s.get("hostile_5xx", 0) for s in suites.values())
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

"""Fault scenarios on the chaos stack: worker kills (at random, inside a commit), Redis restarts, PostgreSQL cuts."""
from __future__ import annotations

import random
import shutil
import time

from bench.chaos_play import Ledger, account, new_game, play_games


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

    out = play_games(stack, schema, 3 if quick else 6, 0, fault)
    out["faults"] = kills
    return out


def scenario_mid_commit(stack, schema, rounds: int) -> dict:
    from tests.integration.harness import Client, wait_until

    ledger = Ledger()
    client = Client(stack.api_url)
    kills = 0
    try:
        for _ in range(rounds):
            gid, tokens = new_game(client, ledger)
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
        out = account(schema, client, ledger, 60)
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

    out = play_games(stack, schema, 3, 0, fault)
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
    out = play_games(stack, schema, 3, 0, fault)
    out["faults"] = cuts
    out["backends_cut"] = cut_backends
    return out

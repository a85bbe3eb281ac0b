"""bench-peer's Seraph run and its stack-floor run (the boardgame.io side is bench/peer.py).

Seraph: `seraph serve` (gunicorn with the aiohttp front: SSE on the event loop, Flask behind a WSGI bridge) +
`seraph worker --beat` (the CLI's default pool) in distributed mode,
a private redis-server and a fresh PostgreSQL schema in database `test` (dropped at the end), production timeouts
(sweep 5 s, pending 30 s, SSE keepalive 15 s); the scenarios are low load, a closed-loop ramp, a fixed-rate sweep
and CPU per move at 80 moves/s (see bench/peer_run.py). The floor: `make bench`'s no-op command under the same
low-load and 80 moves/s shapes, with SEATS streams per key.
"""
from __future__ import annotations

import asyncio
import shutil
import sys

from bench.aio_clients import FloorClient, Pool, SeraphClient, Slot
from bench.aio_load import closed_loop, fixed_rate, measured, summary
from bench.common import APP_API, APP_WORKER, FLOOR_SWEEP_FROM, SWEEP_RATES, fmt, git_head, log, passes
from bench.floor import create_floor_table, start_floor
from bench.procs import SERAPH_SERVER_ROLES, CpuProbe, PgApps, drain, seraph_classifier, wait_for_quiet
from bench.profile import profile_run

FLOOR_SERVER_ROLES = ("api", "worker_parent", "worker_children", "redis", "pg_api", "pg_worker", "pg_other",
                      "pg_exited")


def seraph_plan(quick: bool) -> dict:
    return {"low_moves": 300, "low_rate": 20, "ramp": (1, 8, 32), "ramp_s": 5 if quick else 10,
            "sweep": SWEEP_RATES, "sweep_s": 5 if quick else 10,
            "cpu_rate": 80, "cpu_slots": 16, "cpu_s": 10, "cpu_windows": 1 if quick else 3, "sweep_slots": 32}


def run_seraph(args) -> dict:
    from tests.integration.harness import PgSchema, PrivateRedis, Stack, infrastructure_problem, new_workdir

    problem = infrastructure_problem()
    if problem:
        raise SystemExit(f"bench-peer: {problem}")
    plan = seraph_plan(args.quick)
    workdir = new_workdir("seraph-peer-")
    schema = PgSchema("seraph_peer")
    redis_srv = PrivateRedis(workdir)
    stack = None
    pg_apps = None
    results: dict = {"config": {"api_workers": args.api_workers, "threads": args.threads,
                                "worker_concurrency": args.concurrency}, "git": git_head()}
    try:
        schema.create()
        redis_srv.start()
        # production timeouts, not the integration tests' short ones
        stack = Stack(schema.url, redis_srv.url, workdir, SERAPH_PENDING_TIMEOUT=30, SERAPH_SWEEP_INTERVAL=5,
                      SERAPH_SSE_KEEPALIVE=15)
        base, api, worker = _start_seraph(stack, schema, args)
        pg_apps = PgApps()
        probe = CpuProbe(seraph_classifier(api.popen.pid, worker.popen.pid, redis_srv.proc.popen.pid), pg_apps)
        results["pids"] = {"api_group": api.popen.pid, "worker_group": worker.popen.pid,
                           "redis": redis_srv.proc.popen.pid}
        log(f"seraph: API {base} (gunicorn -w {args.api_workers} --threads {args.threads}), worker -c "
            f"{args.concurrency} --beat; quiet check")
        results["quiet_before"] = wait_for_quiet()
        results.update(asyncio.run(_seraph_scenarios(base, plan, probe, args, results["pids"], workdir)))
    finally:
        if stack is not None:
            stack.close()
        _tear_down(pg_apps, redis_srv, schema, workdir)
    return results


def _start_seraph(stack, schema, args):
    """`seraph serve` and `seraph worker --beat`, each with its own PostgreSQL application_name: (URL, api, worker)."""
    stack.base_env["DATABASE_URL"] = f"{schema.url}&application_name={APP_API}"
    base = stack.start_api(workers=args.api_workers, threads=args.threads)
    stack.base_env["DATABASE_URL"] = f"{schema.url}&application_name={APP_WORKER}"
    worker = stack.start_worker(concurrency=args.concurrency, beat=True)
    return base, stack.procs[0], worker


def _tear_down(pg_apps, redis_srv, schema, workdir) -> None:
    """What a run set up besides its server processes: the admin connection, redis-server, the schema, files."""
    if pg_apps is not None:
        pg_apps.close()
    redis_srv.stop()
    try:
        schema.drop()
    except Exception as exc:
        log(f"could not drop schema {schema.name}: {exc}")
    shutil.rmtree(workdir, ignore_errors=True)


# ----------------------------------------------------------------------------------------------- Seraph scenarios
async def _seraph_scenarios(base, plan, probe, args, pids, workdir) -> dict:
    out: dict = {}
    client = SeraphClient(base, seed=args.seed)
    await client.start()
    pool = Pool(client)
    try:
        # warm-up: one game first (shared/engine/registry.py loads the games lazily and is not thread-safe:
        # concurrent first requests can see an empty registry), then a few moves in 4 games
        pool.slots.append(Slot(client, [await client.create_game()]))
        await closed_loop(await pool.take(4), 3.0, max_moves=120)
        if "low" in args.scenarios:
            out["low"] = await _low_load(pool, plan, probe)
        # closed-loop ramp: the pool only grows, so no stream is abandoned
        out["closed"] = {}
        for n in (plan["ramp"] if "ramp" in args.scenarios else ()):
            out["closed"][n] = await _ramp_step(pool, n, plan, probe)
        out["sweep"] = {}
        if "sweep" in args.scenarios:
            await _sweep(pool, plan, probe, out["sweep"])
        if "cpu" in args.scenarios:
            out["cpu80"], slots = await _cpu80(pool, plan, probe, base, args)
            if args.profile:
                out["profile"] = await profile_run(slots, plan, probe, pids, workdir, args)
    finally:
        try:
            await pool.close()
        except Exception:
            pass
        await client.close()
    out["client_errors"] = len(client.errors)
    out["client_error_samples"] = client.errors[:5]
    out["sse_messages"] = client.sse_messages
    out["fallback_gets"] = client.fallback_gets
    log(f"seraph: {client.fallback_gets} moves chosen by GET (no pushed state within 1 s)")
    return out


async def _low_load(pool, plan, probe) -> dict:
    """Low load: 1 game, 20 moves/s fixed rate, ~300 moves; games replaced as they end."""
    log(f"seraph: low load, 1 game at {plan['low_rate']} moves/s, {plan['low_moves']} moves")
    await pool.shrink(1)
    slots = await pool.take(1, spares=3)
    res = await measured(probe, fixed_rate(slots, plan["low_rate"], 0, target_moves=plan["low_moves"]),
                         SERAPH_SERVER_ROLES)
    log(f"  {res['moves']} moves, p50 {fmt(res['p50'])} p99 {fmt(res['p99'])} ms, missed {res['missed']}, "
        f"server {res['cpu']['server_ms_per_move']:.2f} ms CPU/move")
    return res


async def _ramp_step(pool, n: int, plan, probe) -> dict:
    """`n` games closed loop for the ramp's window."""
    slots = await pool.take(n)
    res = await measured(probe, closed_loop(slots, plan["ramp_s"]), SERAPH_SERVER_ROLES)
    log(f"seraph: closed loop {n} games: {res['moves_per_s']} moves/s p50 {fmt(res['p50'])} p99 "
        f"{fmt(res['p99'])} ms, server {res['cpu']['server_ms_per_move']:.2f} ms CPU/move")
    return res


async def _sweep(pool, plan, probe, results: dict) -> None:
    """The fixed-rate sweep over 32 games into `results` (rate -> summary), up to the first failing rate; if
    the lowest rate already fails, 30, 20 and 10 moves/s until one passes."""
    slots = await pool.take(plan["sweep_slots"], spares=1)

    async def measure_rate(rate):
        results[rate] = res = await measured(probe, fixed_rate(slots, rate, plan["sweep_s"]), SERAPH_SERVER_ROLES)
        return res

    for rate in plan["sweep"]:
        await asyncio.gather(*(s.ensure() for s in slots))
        res = await measure_rate(rate)
        log(f"seraph: sweep {rate} moves/s -> {res['moves_per_s']} (missed {res['missed']}), p50 "
            f"{fmt(res['p50'])} p99 {fmt(res['p99'])} ms, server {res['cpu']['server_ms_per_move']:.2f} ms CPU/move")
        if not passes(rate, res["moves_per_s"], res["p99"]):
            if rate == plan["sweep"][0]:  # already past the ceiling at the lowest rate: step down
                for low in (30, 20, 10):
                    r2 = await measure_rate(low)
                    log(f"seraph: sweep {low} moves/s -> {r2['moves_per_s']}, p50 {fmt(r2['p50'])} p99 "
                        f"{fmt(r2['p99'])} ms")
                    if passes(low, r2["moves_per_s"], r2["p99"]):
                        break
            log("  past the ceiling: the higher rates are skipped")
            break


async def _cpu80(pool, plan, probe, base, args):
    """CPU per move at a steady 80 moves/s over 16 games (the other 16 closed and drained first): the median
    window's summary, and the slots (for --profile)."""
    await pool.shrink(plan["cpu_slots"] + args.idle_games)
    waited = await drain(base)
    per_slot = int(plan["cpu_rate"] * plan["cpu_s"] / plan["cpu_slots"] / 80) + 2
    await pool.take(plan["cpu_slots"] + args.idle_games)  # --idle-games: open streams that see no moves
    slots = await pool.take(plan["cpu_slots"], spares=per_slot)
    await fixed_rate(slots, plan["cpu_rate"], 2.0)  # settle
    windows = []
    for _ in range(plan["cpu_windows"]):  # near Seraph's ceiling the CPU per move varies: median window
        await asyncio.gather(*(s.ensure() for s in slots))
        res = await measured(probe, fixed_rate(slots, plan["cpu_rate"], plan["cpu_s"]), SERAPH_SERVER_ROLES)
        windows.append(res)
        log(f"  window: p50 {fmt(res['p50'])} p99 {fmt(res['p99'])} ms, server {res['cpu']['server_ms_per_move']:.2f} "
            f"ms CPU/move")
    windows.sort(key=lambda r: r["cpu"]["server_ms_per_move"])
    res = dict(windows[len(windows) // 2])
    res["windows"] = [{"p50": w["p50"], "p99": w["p99"], "server_ms_per_move": w["cpu"]["server_ms_per_move"],
                       "api": w["cpu"]["per_move_ms"].get("api")} for w in windows]
    res["drain_s"] = round(waited, 1)
    log(f"seraph: steady {plan['cpu_rate']} moves/s: p50 {fmt(res['p50'])} p99 {fmt(res['p99'])} ms, server "
        f"{res['cpu']['server_ms_per_move']:.2f} ms CPU/move {res['cpu']['per_move_ms']} "
        f"(client {res['cpu']['client_ms_per_move']}, other {res['cpu']['other_cpu_ms_per_move']})")
    return res, slots


# ----------------------------------------------------------------------------------------------- stack floor
async def _floor_scenarios(base: str, plan: dict, probe: CpuProbe) -> dict:
    client = FloorClient(base)
    await client.start()
    slots = [await client.open(k) for k in range(plan["sweep_slots"])]
    out: dict = {"sweep": {}}
    try:
        await closed_loop(slots[:4], 2.0, max_moves=200)  # warm-up
        for label, rate, use, target in (("low", plan["low_rate"], 1, plan["low_moves"]),
                                         ("cpu80", plan["cpu_rate"], plan["cpu_slots"], None)):
            out[label] = res = await measured(probe, fixed_rate(slots[:use], rate, plan["cpu_s"], target_moves=target),
                                              FLOOR_SERVER_ROLES)
            log(f"floor: {label} at {rate} moves/s: p50 {fmt(res['p50'])} p99 {fmt(res['p99'])} ms, server "
                f"{res['cpu']['server_ms_per_move']:.2f} ms CPU/move {res['cpu']['per_move_ms']}")
        for rate in (r for r in plan["sweep"] if r >= FLOOR_SWEEP_FROM):  # its ceiling, as Seraph's sweep finds it
            res = out["sweep"][rate] = summary(await fixed_rate(slots, rate, plan["sweep_s"]))
            log(f"floor: sweep {rate} moves/s -> {fmt(res['moves_per_s'])}, p50 {fmt(res['p50'])} p99 {fmt(res['p99'])}")
            if not passes(rate, res["moves_per_s"], res["p99"]):
                break
    finally:
        await client.close(slots)
    out["client_errors"] = len(client.errors)
    out["client_error_samples"] = client.errors[:5]
    return out


def run_floor(args) -> dict:
    """`make bench`'s stack floor (a no-op command: Flask -> Celery -> one PostgreSQL transaction -> Redis
    publish -> SSE, with the same lean producer, worker configuration and GC settings as Seraph) under
    bench-peer's low-load and 80 moves/s shapes, with SEATS streams per key: what this stack costs before any
    rules, checks or a second durable write."""
    from tests.integration.harness import PgSchema, PrivateRedis, Stack, new_workdir

    plan = seraph_plan(args.quick)
    workdir = new_workdir("seraph-floor-")
    schema, redis_srv, stack, pg_apps = PgSchema("seraph_floor"), PrivateRedis(workdir), None, None
    try:
        schema.create()
        create_floor_table(schema.engine, 100)
        redis_srv.start()
        stack = Stack(schema.url, redis_srv.url, workdir, SERAPH_SSE_KEEPALIVE=15)
        base, api, worker = start_floor(
            stack, workdir, sys.executable, args.concurrency, threads=args.threads,
            api_env=stack.env(DATABASE_URL=f"{schema.url}&application_name={APP_API}"),
            worker_env=stack.env(DATABASE_URL=f"{schema.url}&application_name={APP_WORKER}"))
        pg_apps = PgApps()
        probe = CpuProbe(seraph_classifier(api.popen.pid, worker.popen.pid, redis_srv.proc.popen.pid), pg_apps)
        log(f"floor: API {base} (gunicorn gthread -w 1 --threads {args.threads}), worker -c {args.concurrency}")
        wait_for_quiet()
        return asyncio.run(_floor_scenarios(base, plan, probe))
    finally:
        if stack is not None:
            for proc in stack.procs:
                proc.stop(timeout=2)  # open SSE streams would hold gunicorn's graceful shutdown
        _tear_down(pg_apps, redis_srv, schema, workdir)

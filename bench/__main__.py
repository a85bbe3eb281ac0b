"""`make bench` (python -m bench): the distributed stack's floor, Seraph's move path, and history cost.

One run, on this machine, loopback only, a private redis-server and a fresh PostgreSQL schema (database
`test` on 127.0.0.1:5432, dropped at the end):

 (a) floor: a no-op command through the same components. A minimal Flask app (gunicorn gthread, like
     `seraph serve`) sends a Celery task; a Celery worker (thread pool, workers/celery_app.lean_config, like
     `seraph worker`) runs one PostgreSQL transaction (UPDATE of this key's row in a one-row-per-key
     table), commits, and publishes on Redis through shared.adapters.notify.RedisNotifier; the Flask
     SSE endpoint wakes on the notification, reads the row and streams it. Latency is POST -> SSE
     message at a real SSE client (requests, stream=True).
 (b) Seraph: `seraph serve` + `seraph worker`, all-human 4-seat Falling games, the bench choosing random
     legal actions. Latency is POST /moves -> the first SSE event of the resulting version; throughput is
     closed loop over 16 games (each loop: GET game as the seat expected to act, whose view carries its legal
     actions, POST move, wait for its SSE event).
 (c) the same latency at move ~10 versus late in a game (median over a window around each move).

Subcommands: `hotpath` times each service call of the move path on PostgreSQL in one process (no HTTP, no
broker); `floor-api` and `floor-worker` run the floor's processes (the bench starts them itself).
bench-peer (Seraph beside boardgame.io) is `python -m bench.peer_run`.
"""
from __future__ import annotations

import argparse
import shutil
import sys
import time

from bench.clients import bench_floor
from bench.common import venv_python
from bench.floor import create_floor_table, run_floor_worker, serve_floor, start_floor
from bench.procs import cpu_probe
from bench.report import print_bench
from bench.seraph import bench_seraph_latency, bench_seraph_throughput, hotpath


def run(args) -> int:
    from tests.integration.harness import PgSchema, PrivateRedis, Stack, infrastructure_problem, new_workdir

    problem = infrastructure_problem()
    if problem:
        print(f"bench: {problem}", file=sys.stderr)
        return 2
    started = time.monotonic()
    workdir = new_workdir("seraph-bench-")
    schema = PgSchema("seraph_bench")
    redis_srv = PrivateRedis(workdir)
    stack = None
    try:
        schema.create()
        create_floor_table(schema.engine, 10000)
        redis_srv.start()
        stack = Stack(schema.url, redis_srv.url, workdir, SERAPH_PENDING_TIMEOUT=5, SERAPH_SWEEP_INTERVAL=1,
                      SERAPH_SSE_KEEPALIVE=5)
        floor = _run_floor(stack, workdir, redis_srv, args, started)
        seq, thr = _run_seraph(stack, redis_srv, args, started)
        total = time.monotonic() - started
    finally:
        if stack is not None:
            stack.close()
        redis_srv.stop()
        schema.drop()
        shutil.rmtree(workdir, ignore_errors=True)
    print_bench(args, floor, seq, thr, total)
    return 0


def _run_floor(stack, workdir: str, redis_srv, args, started: float) -> dict:
    """(a): the floor's processes, its sequential and closed-loop runs, then the processes stopped."""
    floor_url, api, worker = start_floor(stack, workdir, venv_python(), args.concurrency)
    print(f"[{time.monotonic() - started:5.1f}s] floor: {args.samples} sequential, then {args.games} "
          f"closed-loop clients for {args.seconds:g}s", file=sys.stderr)
    floor = bench_floor(floor_url, args.samples, args.seconds, args.games,
                        cpu_probe(api.popen.pid, worker.popen.pid, redis_srv.proc.popen.pid))
    api.stop(timeout=2)  # open SSE streams would hold gunicorn's graceful shutdown
    worker.stop(timeout=5)
    return floor


def _run_seraph(stack, redis_srv, args, started: float) -> tuple[dict, dict]:
    """(b, c): `seraph serve` + `seraph worker --beat`, one client one move at a time, then closed loop."""
    stack.start_api(workers=1)
    seraph_api = stack.procs[-1]
    stack.worker = stack.start_worker(concurrency=args.concurrency, beat=True)
    print(f"[{time.monotonic() - started:5.1f}s] seraph: one client, one move at a time, games up to move "
          f"{args.late + 10}", file=sys.stderr)
    seq = bench_seraph_latency(stack.api_url, args.samples, args.late, max_seconds=args.seconds * 3)
    print(f"[{time.monotonic() - started:5.1f}s] seraph: {args.games} games closed loop for {args.seconds:g}s",
          file=sys.stderr)
    thr = bench_seraph_throughput(stack.api_url, args.games, args.seconds,
                                  cpu_probe(seraph_api.popen.pid, stack.worker.popen.pid, redis_srv.proc.popen.pid))
    return seq, thr


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="cmd")
    parser.add_argument("--seconds", type=float, default=20.0, help="closed-loop duration of each throughput run")
    parser.add_argument("--games", type=int, default=16, help="concurrent games (closed-loop clients)")
    parser.add_argument("--samples", type=int, default=300, help="sequential latency samples")
    parser.add_argument("--late", type=int, default=100, help="the late move number for (c)")
    parser.add_argument("--concurrency", type=int, default=2, help="worker processes (-c), floor and Seraph")
    fa = sub.add_parser("floor-api", help="(internal) serve the floor's Flask app")
    fa.add_argument("--port", type=int, required=True)
    fa.add_argument("--threads", type=int, default=64)
    hp = sub.add_parser("hotpath", help="per-move wall/CPU of each service call on PostgreSQL, in-process")
    hp.add_argument("--games", type=int, default=6)
    fw = sub.add_parser("floor-worker", help="(internal) run the floor's Celery worker")
    fw.add_argument("-c", "--concurrency", type=int, default=2)
    return parser


def main(argv=None) -> int:
    args = _parser().parse_args(argv)
    if args.cmd == "hotpath":
        out = hotpath(args.games)
        print(f"hot path on PostgreSQL, in-process, {out.pop('moves')} moves of 4-seat Falling (ms per move):")
        for name, (wall, cpu) in out.items():
            print(f"  {name:<24} wall {wall:6.3f}   cpu {cpu:6.3f}")
        return 0
    if args.cmd == "floor-api":
        serve_floor(args.port, args.threads)
        return 0
    if args.cmd == "floor-worker":
        run_floor_worker(args.concurrency)
        return 0
    return run(args)


if __name__ == "__main__":
    sys.exit(main())

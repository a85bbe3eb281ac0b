"""`make bench-peer` (python -m bench.peer_run): Seraph beside boardgame.io 0.50.2 on this machine.

Both systems run the same workload shape, one after the other, on loopback, and one table of ratios
Seraph / boardgame.io is printed (latency and CPU: lower is better, <= 1.0; ceiling: higher, >= 1.0):

- low load: 1 game, 20 moves/s fixed rate, ~300 moves: p50/p99 from a move until EVERY seat has it;
- closed-loop ramp: 1, 8, 32 concurrent games, each sending its next move once the previous reached all seats;
- fixed-rate sweep across 32 games (40, 60, ... 320 moves/s, 10 s each, stopping at the first failing rate and
  stepping down to 30/20/10 if 40 fails): the ceiling is the highest offered rate whose p99 stays under 100 ms
  while the achieved rate keeps up (>= 95 % of offered), every lower rate passing too;
- CPU per move at a steady 80 moves/s over 16 games, from /proc (utime+stime) of every server process (Seraph:
  median of three 10 s windows; boardgame.io: one 20 s client run).

Seraph: `seraph serve` (gunicorn with the aiohttp front: SSE on the event loop, Flask behind a WSGI bridge) +
`seraph worker --beat` (the CLI's default pool) in distributed mode,
a private redis-server and a fresh PostgreSQL schema in database `test` (dropped at the end), production timeouts
(sweep 5 s, pending 30 s, SSE keepalive 15 s). 3-seat all-human Falling games; the load client is one asyncio
loop (aiohttp) in this process. Each seat's stream is opened with state=true, so after the events of a version
it pushes that seat's view and legal actions (as boardgame.io pushes state to every seat); the client picks a
random action of the seat whose push carries actions (a GET as that seat only if no push came within 1 s), off
the clock, then POST /moves; the clock runs from the POST until each of the 3 SSE streams (one per seat
token) has delivered the first event of the new version. Each SSE connection holds one gunicorn thread, so the
API runs with enough threads for 96 streams.

boardgame.io: the peer harness (../shared/peers/bgio beside the repo, copied to a temp dir, `npm ci`), `node server.js
--storage postgres` (NODE_ENV=production) and its own `node client.js --players 3` per scenario; its JSON line
gives latency and CPU (node server pid + every postgres process, the same method used here for Seraph).

Options: --quick (~4 min; the full run takes ~5), --seraph-only, --bgio-only, --profile (py-spy on the API and
worker processes during an extra 80 moves/s run; writes collapsed stacks and prints a per-move CPU breakdown),
--json FILE, --report-from FILE[,FILE] (reprint the table from saved results). docs/PERFORMANCE.md has the results.
Every process started here is in its own process group and is killed by group at the end; PostgreSQL is
only used, never started or stopped.
"""
from __future__ import annotations

import argparse
import sys
import time

import orjson

from bench.common import SERAPH_WORKER_CONCURRENCY
from bench.peer import run_bgio
from bench.peer_seraph import run_floor, run_seraph
from bench.report import report


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bench.peer_run", description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="shorter windows (~4 min for both systems)")
    parser.add_argument("--seraph-only", action="store_true")
    parser.add_argument("--bgio-only", action="store_true")
    parser.add_argument("--bgio-dir", default=None, help="a writable copy of the peer (npm ci is run if needed)")
    parser.add_argument("--profile", action="store_true", help="py-spy the API and worker during an extra 80 moves/s run")
    parser.add_argument("--profile-dir", default=None, help="where py-spy writes its collapsed stacks")
    parser.add_argument("--profile-rate", type=int, default=100, help="py-spy samples per second")
    parser.add_argument("--profile-mode", choices=("active", "gil"), default="active",
                        help="py-spy samples every running thread (active) or only the GIL holder (gil)")
    parser.add_argument("--api-workers", type=int, default=1, help="API processes (seraph serve --workers)")
    parser.add_argument("--threads", type=int, default=160, help="threads per API process (one per SSE stream)")
    parser.add_argument("--concurrency", type=int, default=None,
                        help="Celery worker concurrency (seraph worker -c; default: the CLI's default, "
                             f"{SERAPH_WORKER_CONCURRENCY})")
    parser.add_argument("--no-floor", action="store_true",
                        help="skip the stack floor (make bench's no-op command under the same low-load and CPU shapes)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scenarios", default="low,ramp,sweep,cpu",
                        help="Seraph scenarios to run (comma-separated subset of low,ramp,sweep,cpu)")
    parser.add_argument("--idle-games", type=int, default=0,
                        help="(experiment) extra games whose 3 SSE streams stay open but idle during the 80 moves/s run")
    parser.add_argument("--json", default=None, help="also write the raw results to this file")
    parser.add_argument("--report-from", default=None,
                        help="print the report from saved --json files (comma-separated; later Seraph/bgio parts win)")
    return parser


def _int_keys(seraph: dict | None) -> dict | None:
    """JSON turned the closed-loop and sweep keys into strings; the report wants ints."""
    if seraph:
        for key in ("closed", "sweep"):
            seraph[key] = {int(k): v for k, v in (seraph.get(key) or {}).items()}
    return seraph


def _report_from(args) -> int:
    """--report-from: print the report from saved --json files (later Seraph/bgio/floor parts win)."""
    seraph = bgio = floor = None
    for path in args.report_from.split(","):
        with open(path, "rb") as f:
            data = orjson.loads(f.read())
        seraph = _int_keys(data.get("seraph")) or seraph
        bgio = data.get("bgio") or bgio
        floor = data.get("floor") or floor
    if seraph:
        args.concurrency = seraph["config"]["worker_concurrency"]
    print(report(seraph, bgio, args, 0.0, floor))
    return 0


def main(argv=None) -> int:
    args = _parser().parse_args(argv)
    args.scenarios = set(args.scenarios.split(","))
    if args.concurrency is None:
        args.concurrency = SERAPH_WORKER_CONCURRENCY
    if args.report_from:
        return _report_from(args)
    started = time.monotonic()
    seraph = bgio = floor = None
    if not args.bgio_only:
        seraph = run_seraph(args)
        if not args.no_floor:
            floor = run_floor(args)
    if not args.seraph_only:
        bgio = run_bgio(args)
    text = report(seraph, bgio, args, time.monotonic() - started, floor)
    print()
    print(text)
    if args.json:
        with open(args.json, "wb") as f:
            f.write(orjson.dumps({"seraph": seraph, "bgio": bgio, "floor": floor}, option=orjson.OPT_NON_STR_KEYS | orjson.OPT_INDENT_2))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""`make bench-streams` (python -m bench.streams [--quick] [--scenarios capacity,fanout,churn,restart] [--json FILE]):
SSE streams at scale against one Seraph API node, on this machine, loopback only.

It starts its own distributed Seraph: a fresh schema in PostgreSQL database `test` (created here, migrated by
`seraph migrate`, dropped at the end), a private redis-server on a free port, one `seraph serve --workers 2`
(SERAPH_MAX_STREAMS_PER_IP and SERAPH_MAX_STREAMS set above the load, the SERAPH_RATE_* request limits off,
production timeouts: keepalive 15 s, sweep 5 s, pending 30 s) and one `seraph worker --beat`. The client is this
one asyncio process: raw HTTP/1.1 SSE connections (bench/streams_sse.py, ~1 KiB of Python state each) and an
aiohttp session (connector limit 0) for the JSON requests. Games are all-human Falling with options
{"first_player": "0"}; moves are random legal actions. Scenarios (bench/streams_scenarios.py; --quick scales
each down):

1. capacity: 10,000 idle streams over 2,500 2-seat games (per game: seat 0 with state=true, seat 1, two
   spectators). With them open: /healthz, a seat's GET of a game, and moves with ?wait=5 on 5 of the games, each
   p99 < 100 ms. Also: how long opening them took, API RSS per stream, API CPU while they idle.
2. fanout: one 4-seat game, 1,000 spectator streams + the 4 seats (state=true); moves one at a time: p99 from the
   move's commit (moves.updated_at) to the LAST of the 1,004 streams reading its first event < 250 ms.
3. churn: 1,000 clients (250 games) connect, hold 0.5-3 s, drop (FIN or RST), stay away 0-1 s and resume with
   Last-Event-ID, for 60 s while moves are played at 30/s; then each resumes once more to its game's last event:
   every client's ids must be exactly 1..last_seq (no hole, no duplicate); the slowest resume's first byte.
4. restart: 1,000 streams (EventSource-like: on a server close they wait the `retry:` hint and resume with
   Last-Event-ID) while moves are played at 20/s; SIGHUP to the gunicorn master (new workers start, the old ones
   stop gracefully): every stream resumes with no hole or duplicate; reconnects, the longest disconnection and
   the longest commit -> delivery after the HUP.

Every wait is bounded; every process started here is in its own process group and is killed by group at the end
(then checked gone). PostgreSQL is only used, never started or stopped.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import platform
import resource
import shutil
import subprocess
import sys
import time

import orjson

from bench.common import PG_ADMIN, ROOT, git_head, log
from bench.procs import CpuProbe, all_procs, kill_group, wait_for_quiet

TARGETS_MS = {"request_p99": 100.0, "fanout_p99": 250.0, "resume_first_byte": 1000.0}


def plan_for(args) -> dict:
    quick = args.quick
    p = {"capacity_streams": 2000 if quick else 10_000, "capacity_movers": 5, "probe_s": 10 if quick else 20,
         "idle_s": 5 if quick else 16, "open_parallel": 200,
         "fanout_spectators": 200 if quick else 1000, "fanout_moves": 30 if quick else 100, "fanout_pause": 0.1,
         "churn_clients": 200 if quick else 1000, "churn_s": 30 if quick else 60, "churn_rate": 10 if quick else 30,
         "restart_streams": 200 if quick else 1000, "restart_rate": 10 if quick else 20, "restart_before_s": 5,
         "restart_after_s": 5, "restart_max_s": 60}
    for key in ("capacity_streams", "fanout_spectators", "churn_clients", "restart_streams", "churn_s"):
        value = getattr(args, key, None)
        if value is not None:
            p[key] = value
    return p


def new_server() -> bool:
    """The asyncio stream front (services/streams/app.py) has landed: `seraph serve` needs no thread per stream."""
    return os.path.exists(os.path.join(ROOT, "services", "streams", "app.py"))


# ----------------------------------------------------------------------------------------------- the stack
class Seraph:
    """A private distributed Seraph: schema, redis-server, `seraph migrate`, serve --workers 2, worker --beat."""

    def __init__(self, args, plan: dict):
        from tests.integration.harness import PgSchema, PrivateRedis, new_workdir

        self.args, self.plan = args, plan
        self.workdir = new_workdir("seraph-streams-")
        self.schema = PgSchema("seraph_streams")
        self.redis = PrivateRedis(self.workdir)
        self.stack = None
        self.groups: list[int] = []

    def start(self) -> str:
        import psycopg

        from tests.integration.harness import Stack, seraph_argv

        most = max(self.plan["capacity_streams"], self.plan["fanout_spectators"] + 4, self.plan["churn_clients"],
                   self.plan["restart_streams"])
        with psycopg.connect(PG_ADMIN, autocommit=True, connect_timeout=5) as conn:
            conn.execute(f'CREATE SCHEMA "{self.schema.name}"')
        self.redis.start()
        self.groups.append(self.redis.proc.popen.pid)
        limit = str(4 * most + 1000)  # one IP (this client) holds every stream, plus resumes in flight
        # the request rate limits (creates, moves, stream opens per address) are off: one address is the load
        self.stack = Stack(self.schema.url, self.redis.url, self.workdir, SERAPH_PENDING_TIMEOUT=30,
                           SERAPH_SWEEP_INTERVAL=5, SERAPH_SSE_KEEPALIVE=15, SERAPH_MAX_STREAMS_PER_IP=limit,
                           SERAPH_MAX_STREAMS=limit, SERAPH_RATE_CREATE="off", SERAPH_RATE_MOVES="off",
                           SERAPH_RATE_STREAMS="off")
        subprocess.run(seraph_argv() + ["migrate"], env=self.stack.env(), cwd=self.workdir, check=True,
                       capture_output=True, timeout=120)
        threads = self.args.threads
        if threads is None and not new_server():
            threads = max(64, most)  # the thread-per-stream server: a thread for each stream it may get
        base = self.stack.start_api(workers=2, threads=threads)
        self.groups.append(self.stack.procs[0].popen.pid)
        worker = self.stack.start_worker(concurrency=4, beat=True)
        self.groups.append(worker.popen.pid)
        return base

    def classify(self, pid, st, _apps):
        """CpuProbe roles: the API, the worker, redis-server (process groups) and PostgreSQL (any backend)."""
        roles = dict(zip(self.groups, ("redis", "api", "worker")))
        if st[2] in roles:
            return roles[st[2]]
        return "pg" if st[3].startswith("postgres") else None

    @property
    def api_proc(self):
        return self.stack.procs[0]

    def stop(self) -> int:
        """Stop everything; return how many processes of ours were still there afterwards (then killed)."""
        if self.stack is not None:
            for proc in self.stack.procs:
                proc.stop(timeout=10)
        self.redis.stop()
        left = []
        for _ in range(20):  # bounded: reaped children may take a moment to leave /proc
            left = [pid for pid, st in all_procs().items() if st[2] in self.groups]
            if not left:
                break
            time.sleep(0.25)
        for proc in (self.stack.procs if self.stack is not None else []):
            kill_group(proc.popen)
        try:
            self.schema.drop()
        except Exception as exc:
            log(f"could not drop schema {self.schema.name}: {exc}")
        shutil.rmtree(self.workdir, ignore_errors=True)
        return len(left)


async def run_scenarios(base: str, seraph: Seraph, plan: dict, names: list[str], seed: int) -> dict:
    from bench.streams_client import Api, Player
    from bench.streams_scenarios import SCENARIOS, Ctx

    api = await Api(base, seed).start()
    ctx = Ctx(base, api, seraph.schema, seraph.api_proc, plan, seed)
    out: dict = {}
    try:
        # warm-up: one game first (the registry loads the games lazily), then a few moves
        (gid, tokens), = await api.create_games(1, seats=2, parallel=1)
        import random

        pl = Player(api, gid, tokens, random.Random(0))
        for _ in range(5):
            await pl.step()
        probe = CpuProbe(seraph.classify)
        for name in names:
            t0 = time.monotonic()
            a = probe.snapshot()
            try:
                out[name] = await asyncio.wait_for(SCENARIOS[name](ctx), plan_timeout(plan, name))
            except Exception as exc:
                log(f"{name} failed: {type(exc).__name__}: {exc}")
                out[name] = {"error": f"{type(exc).__name__}: {exc}"}
            d = CpuProbe.delta(a, probe.snapshot())
            out[name]["wall_s"] = round(time.monotonic() - t0, 1)
            # CPU of everything that is neither this Seraph, PostgreSQL nor this client: other work on the machine
            out[name]["other_cpu_pct"] = round(d["other_cpu_s"] / (d["wall"] * (os.cpu_count() or 1)) * 100, 1)
            out[name]["cpu_s"] = {k: round(v, 1) for k, v in d["roles"].items()} | {"client": round(d["client"], 1)}
    finally:
        out["api_errors"] = api.errors[:20]
        await api.close()
    return out


def plan_timeout(plan: dict, name: str) -> float:
    return {"capacity": 600, "fanout": 600, "churn": plan["churn_s"] + 300,
            "restart": plan["restart_max_s"] + 300}[name]


# ----------------------------------------------------------------------------------------------- the table
def _v(x, digits=1) -> str:
    return "-" if x is None else (f"{x:,.{digits}f}" if isinstance(x, float) else f"{x:,}")


def rows(res: dict) -> list[tuple[str, str, str, str, str]]:
    """(scenario, measure, value, target, verdict) lines."""
    out = []
    lim = TARGETS_MS["request_p99"]

    def add(sc, measure, value, target="", ok=None):
        out.append((sc, measure, value, target, "" if ok is None else ("PASS" if ok else "MISS")))

    c = res.get("capacity")
    if c and "error" not in c:
        add("capacity", f"streams open over {c['games']:,} games", f"{c['opened']:,} / {c['streams']:,}",
            "all", c["opened"] == c["streams"])
        add("capacity", "time to open them (s)", f"{c['open_s']:.1f} ({c['open_per_s']:,.0f}/s)")
        add("capacity", "API RSS before -> after (MiB)", f"{c['rss_before_mib']:.0f} -> {c['rss_after_mib']:.0f}")
        add("capacity", "memory per stream (KiB of API RSS)", f"{c['kib_per_stream']:.1f}")
        add("capacity", "API CPU while they idle (% of a core)", f"{c['idle_api_cpu_pct']:.1f}")
        for key, label in (("healthz", "/healthz"), ("get", "GET game (seat)"), ("move", "move ?wait=5")):
            st = c[key]
            add("capacity", f"{label} p50 / p99 ms (n={st['n']})", f"{_v(st['p50'])} / {_v(st['p99'])}",
                f"p99 < {lim:.0f}", st["p99"] is not None and st["p99"] < lim)
        add("capacity", "streams still open after the probes", f"{c['still_open']:,}", "all",
            c["still_open"] == c["opened"])
    f = res.get("fanout")
    if f and "error" not in f:
        st = f["commit_to_last"]
        add("fanout", f"commit -> last of {f['spectators'] + 4:,} streams p50 / p99 / max ms (n={st['n']})",
            f"{_v(st['p50'])} / {_v(st['p99'])} / {_v(st['max'])}", f"p99 < {TARGETS_MS['fanout_p99']:.0f}",
            st["p99"] is not None and st["p99"] < TARGETS_MS["fanout_p99"] and f["incomplete"] == 0)
        add("fanout", "moves some stream did not get within 5 s", f"{f['incomplete']}", "0", f["incomplete"] == 0)
    for sc in ("churn", "restart"):
        r = res.get(sc)
        if not r or "error" in r:
            continue
        add(sc, "streams with exactly 1..last_seq", f"{r['complete']:,} / {r['streams']:,}", "all",
            r["complete"] == r["streams"])
        add(sc, "holes / duplicates / out of order", f"{r['holes']} / {r['duplicates']} / {r['out_of_order']}",
            "0 / 0 / 0", r["holes"] == r["duplicates"] == r["out_of_order"] == 0)
        add(sc, "moves played", f"{r['moves']:,}")
    r = res.get("churn")
    if r and "error" not in r:
        st = r["resume_first_byte"]
        add("churn", f"resumes in {r['seconds']:.0f} s", f"{r['resumes']:,} ({r['resumes'] / r['seconds']:,.0f}/s)")
        add("churn", "resume -> first byte p50 / p99 / max ms",
            f"{_v(st['p50'])} / {_v(st['p99'])} / {_v(st['max'])}",
            f"max < {TARGETS_MS['resume_first_byte']:.0f}",
            st["max"] is not None and st["max"] < TARGETS_MS["resume_first_byte"])
    r = res.get("restart")
    if r and "error" not in r:
        add("restart", "streams resumed after the SIGHUP", f"{r['streams_reconnected']:,} / {r['streams']:,}",
            "all", r["streams_reconnected"] == r["streams"])
        add("restart", "reconnects / all resumed after (s)", f"{r['reconnects']:,} / {r['all_back_s']:.1f}")
        add("restart", "old workers gone after (s)", "-" if r["old_gone_s"] is None else f"{r['old_gone_s']:.1f}",
            "exit", r["old_gone_s"] is not None and not r["old_still_running"])
        add("restart", "streams the old workers closed > 5 s after HUP", f"{r['closed_after_5s']}")
        st = r["healthz_during"]
        add("restart", f"/healthz across the HUP p50 / max ms (n={st['n']})", f"{_v(st['p50'])} / {_v(st['max'])}")
        st = r["disconnected"]
        add("restart", "disconnected: p50 / max ms", f"{_v(st['p50'])} / {_v(st['max'])}")
        st = r["delivery_after_hup"]
        add("restart", "commit -> delivery after HUP p50 / p99 / max ms",
            f"{_v(st['p50'])} / {_v(st['p99'])} / {_v(st['max'])}")
    for sc, r in res.items():
        if isinstance(r, dict) and "error" in r:
            add(sc, "ERROR", r["error"][:60], "", False)
    order = ["capacity", "fanout", "churn", "restart"]
    return sorted(out, key=lambda line: order.index(line[0]))  # stable: each scenario's lines together


def table(res: dict) -> str:
    lines = rows(res)
    w = [max(len(x[i]) for x in lines + [("scenario", "measure", "value", "target", "")]) for i in range(4)]
    fmt = f"{{:<{w[0]}}}  {{:<{w[1]}}}  {{:>{w[2]}}}  {{:<{w[3]}}}  {{}}"
    out = [fmt.format("scenario", "measure", "value", "target", ""), fmt.format(*("-" * n for n in w), "----")]
    out += [fmt.format(*line) for line in lines]
    return "\n".join(out)


# ----------------------------------------------------------------------------------------------- main
def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bench.streams", description="SSE streams at scale against one "
                                     "Seraph API node: capacity, fanout, churn, restart (see the module docstring).")
    parser.add_argument("--quick", action="store_true",
                        help="scaled down: 2,000 idle streams, 200 spectators, 200 churn clients for 30 s, "
                             "200 restart streams")
    parser.add_argument("--scenarios", default="capacity,fanout,churn,restart")
    parser.add_argument("--json", default=None, help="also write the raw results to this file")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--threads", type=int, default=None,
                        help="seraph serve --threads (the asyncio front: its bridge threads, default its own; "
                             "the thread-per-stream server before it: default one per stream)")
    for key in ("capacity-streams", "fanout-spectators", "churn-clients", "restart-streams", "churn-s"):
        parser.add_argument(f"--{key}", type=int, default=None, help="override the plan")
    return parser


def main(argv=None) -> int:
    from tests.integration.harness import infrastructure_problem

    args = _parser().parse_args(argv)
    names = [n for n in args.scenarios.split(",") if n]
    unknown = set(names) - {"capacity", "fanout", "churn", "restart"}
    if unknown:
        raise SystemExit(f"bench-streams: unknown scenario(s) {', '.join(sorted(unknown))}")
    problem = infrastructure_problem()
    if problem:
        raise SystemExit(f"bench-streams: {problem}")
    plan = plan_for(args)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    need = max(plan["capacity_streams"], plan["churn_clients"] * 2) + 2000
    if soft < need:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, need), hard))
    started = time.monotonic()
    seraph = Seraph(args, plan)
    results: dict = {"plan": plan, "git": git_head(), "server": "asyncio front" if new_server() else "gthread",
                     "machine": f"{platform.node()}, {os.cpu_count()} CPUs, Python {platform.python_version()}",
                     "date": time.strftime("%Y-%m-%d")}
    try:
        base = seraph.start()
        log(f"bench-streams: Seraph at {base} ({results['server']}, serve --workers 2, worker -c 4 --beat); "
            f"scenarios {', '.join(names)}")
        results["busy_before"] = round(wait_for_quiet(), 2)
        results.update(asyncio.run(run_scenarios(base, seraph, plan, names, args.seed)))
    finally:
        results["leftover_processes"] = seraph.stop()
    results["total_s"] = round(time.monotonic() - started, 1)
    print()
    print(f"bench-streams - {results['machine']} - {results['git']} - {results['date']} - "
          f"{results['server']} - {'quick' if args.quick else 'full'} - {results['total_s']:.0f} s")
    print(table(results))
    print(f"leftover processes after teardown: {results['leftover_processes']}")
    other = [f"{n} {results[n]['other_cpu_pct']:.0f} %" for n in names if "other_cpu_pct" in results.get(n, {})]
    print(f"CPU of other processes on the machine during each scenario (of all {os.cpu_count()} cores): "
          f"{', '.join(other)}; machine {results.get('busy_before', 0):.0%} busy at the start")
    if args.json:
        with open(args.json, "wb") as f:
            f.write(orjson.dumps(results, option=orjson.OPT_NON_STR_KEYS | orjson.OPT_INDENT_2))
    return 0


if __name__ == "__main__":
    sys.exit(main())

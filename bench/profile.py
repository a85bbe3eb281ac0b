"""bench-peer --profile: py-spy on the API and worker process groups during an extra 80 moves/s run, its collapsed
stacks sorted into categories (libraries, Seraph's packages) and scaled to each process's /proc CPU per move."""
from __future__ import annotations

import asyncio
import linecache
import os
import re
import shutil
import subprocess
import tempfile

from bench.aio_load import fixed_rate, summary
from bench.common import ROOT, fmt, log
from bench.procs import SERAPH_SERVER_ROLES, CpuProbe, all_procs, cpu_report, kill_group

PROFILE_CATEGORIES = [
    # (category, top-level packages or Seraph paths); py-spy prints paths relative to sys.path entries
    ("Celery/kombu/billiard", ("celery/", "kombu/", "billiard/", "vine/", "amqp/")),
    ("SQLAlchemy", ("sqlalchemy/",)),
    ("psycopg (driver, socket I/O)", ("psycopg/", "psycopg_binary/", "psycopg_pool/", "psycopg_c/")),
    ("redis-py", ("redis/",)),
    ("marshmallow", ("marshmallow/",)),
    ("Flask/werkzeug/gunicorn", ("flask/", "werkzeug/", "gunicorn/", "itsdangerous/", "click/", "blinker/")),
    ("rules engine (shared/engine, shared/games)", ("shared/engine/", "shared/games/")),
    ("SSE loop + notify hub", ("services/api/sse.py", "shared/adapters/notify.py")),
    ("Seraph service/API code", ("shared/", "services/", "workers/")),
]
_FRAME = re.compile(r"^(?P<func>.*?) \((?P<file>[^()]*?)(?::(?P<line>\d+))?\)$")
_KNOWN_ROOTS = tuple(f for _, frags in PROFILE_CATEGORIES for f in frags)


def _short(path: str) -> str:
    """py-spy's path relative to a sys.path entry (it already shortens most; absolute ones are cut here)."""
    for marker in ("/site-packages/", ROOT + "/"):
        if marker in path:
            return path.split(marker, 1)[1]
    if path.startswith(ROOT + "/"):
        return path[len(ROOT) + 1:]
    return path


def _category_of(path: str) -> str | None:
    path = _short(path)
    for name, frags in PROFILE_CATEGORIES:
        if any(path.startswith(f) for f in frags):
            return name
    return None


def categorize(frames: list[str]) -> str:
    """The category of one stack (root first): the innermost frame in a known library or Seraph package;
    a leaf line that calls orjson counts as orjson (a C extension has no Python frame of its own)."""
    parsed = []
    for fr in frames:
        m = _FRAME.match(fr)
        parsed.append((m.group("func"), m.group("file"), m.group("line")) if m else (fr, "", None))
    if parsed:
        func, path, line = parsed[-1]
        if "orjson" in path:
            return "orjson"
        short = _short(path)
        if line and short.startswith(("shared/", "services/", "workers/")):
            if "orjson." in linecache.getline(os.path.join(ROOT, short), int(line)):
                return "orjson"
    for func, path, _ in reversed(parsed):
        cat = _category_of(path) if path else None
        if cat:
            return cat
    return "interpreter/stdlib only (threads, selectors, GC)"


def endpoint_of(frames: list[str]) -> str:
    for fr in frames:
        m = _FRAME.match(fr)
        if m and _short(m.group("file")) == "services/api/routes.py":
            return m.group("func")
    return "-"


def parse_collapsed(path: str):
    """Yield (process tag, frames, count) from py-spy's raw (collapsed) output."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = f.read().splitlines()
    except OSError:
        return
    for line in lines:
        stack, _, count = line.rpartition(" ")
        if not stack or not count.isdigit():
            continue
        frames = stack.split(";")
        proc = ""
        while frames and frames[0].startswith("process "):
            proc = frames.pop(0).split(":", 1)[0]  # the innermost process (a child of the one before)
        while frames and frames[0].startswith("thread "):
            frames.pop(0)
        yield proc, frames, int(count)


def _start_spies(spy: str, outdir: str, pids: dict, seconds: float, args) -> tuple[list, dict]:
    """One `py-spy record` per group: (the py-spy processes, name -> collapsed-stacks file)."""
    procs, files = [], {}
    # --gil: only the thread holding the GIL is sampled, i.e. where the process's Python CPU goes (the SSE
    # threads parked in Condition.wait are not). The API is sampled in its gunicorn worker process(es)
    # directly; the Celery worker with its children (pool processes and beat).
    api_workers = [pid for pid, st in all_procs().items() if st[2] == pids["api_group"] and st[1] == pids["api_group"]]
    targets = [("api", api_workers[0] if len(api_workers) == 1 else pids["api_group"], len(api_workers) != 1),
               ("worker", pids["worker_group"], True)]
    for name, pid, sub in targets:
        files[name] = os.path.join(outdir, f"{name}.collapsed")
        argv = [spy, "record", "--format", "raw", "-o", files[name], "--pid", str(pid),
                "--rate", str(args.profile_rate), "--duration", str(int(seconds) + 2), "--nonblocking"]
        argv += ["--gil"] if args.profile_mode == "gil" else []
        argv += ["--subprocesses"] if sub else []
        procs.append(subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                      start_new_session=True))
    return procs, files


def _breakdown(name: str, path: str) -> dict:
    """Samples of one collapsed-stacks file by process tag and category (and, for the API, by endpoint)."""
    by_proc: dict[str, dict[str, int]] = {}
    endpoints: dict[str, int] = {}
    total = 0
    for proc, frames, count in parse_collapsed(path):
        cat = categorize(frames)
        by_proc.setdefault(proc, {})
        by_proc[proc][cat] = by_proc[proc].get(cat, 0) + count
        total += count
        if name == "api":
            ep = endpoint_of(frames)
            endpoints[ep] = endpoints.get(ep, 0) + count
    return {"samples": total, "by_process": by_proc, "endpoints": endpoints}


def _merge(cats_list) -> dict[str, int]:
    out: dict[str, int] = {}
    for cats in cats_list:
        for cat, n in cats.items():
            out[cat] = out.get(cat, 0) + n
    return out


def _groups(breakdown: dict, per: dict, unit: float, pids: dict) -> dict:
    """Per group: the sampled thread-time per move (samples / rate / moves) and the /proc CPU per move; the
    categories are the sample shares scaled to the /proc CPU (mode "active": py-spy samples threads the OS
    reports as running, so kernel time in a syscall counts for the Python frame that made it)."""
    api_cats = _merge(breakdown.get("api", {}).get("by_process", {}).values())
    wp = breakdown.get("worker", {}).get("by_process", {})
    parent_tag = f"process {pids['worker_group']}"
    child_cats = _merge(cats for ptag, cats in wp.items() if ptag != parent_tag)
    groups = {"api": (api_cats, per.get("api", 0.0)), "worker_children": (child_cats, per.get("worker_children", 0.0)),
              "worker_parent": (wp.get(parent_tag, {}), per.get("worker_parent", 0.0))}
    out = {}
    for role, (cats, cpu_ms) in groups.items():
        n = sum(cats.values())
        out[role] = {
            "cpu_ms": round(cpu_ms, 3), "sampled_ms": round(n * unit, 3), "samples": n,
            "categories_ms": {k: round(cpu_ms * v / n, 3) for k, v in sorted(cats.items(), key=lambda kv: -kv[1])}
            if n else {}}
    return out


def _endpoints(breakdown: dict, per: dict) -> dict:
    """The API's /proc CPU per move split by the route its samples were in."""
    eps = breakdown.get("api", {}).get("endpoints", {})
    n_api = sum(eps.values())
    return {k: round(per.get("api", 0.0) * v / n_api, 3)
            for k, v in sorted(eps.items(), key=lambda kv: -kv[1])} if n_api else {}


async def _run_under_spies(procs: list, slots, plan, probe, seconds: float):
    """The 80 moves/s load while py-spy records: (run, CPU snapshot before, after); the spies are killed after."""
    try:
        await asyncio.sleep(1.0)
        a = probe.snapshot()
        run = await fixed_rate(slots, plan["cpu_rate"], seconds)
        b = probe.snapshot()
        for p in procs:
            try:
                await asyncio.wait_for(asyncio.to_thread(p.wait), seconds + 30)
            except asyncio.TimeoutError:
                pass
    finally:
        for p in procs:
            kill_group(p)
    return run, a, b


async def profile_run(slots, plan, probe, pids, workdir, args) -> dict:
    """py-spy record (raw) on the API and worker groups while the 80 moves/s load runs again."""
    spy = os.path.join(ROOT, ".venv", "bin", "py-spy")
    if not os.access(spy, os.X_OK):
        spy = shutil.which("py-spy")
    if not spy:
        log("profile: py-spy is not installed (pip install py-spy); skipped")
        return {}
    seconds = plan["cpu_s"]
    outdir = args.profile_dir or tempfile.mkdtemp(prefix="seraph-peer-prof-")
    os.makedirs(outdir, exist_ok=True)
    procs, files = _start_spies(spy, outdir, pids, seconds, args)
    log(f"profile: py-spy on API and worker groups for {seconds}s at {plan['cpu_rate']} moves/s -> {outdir}")
    run, a, b = await _run_under_spies(procs, slots, plan, probe, seconds)
    res = summary(run)
    res["cpu"] = cpu = cpu_report(CpuProbe.delta(a, b), run["moves"], SERAPH_SERVER_ROLES)
    breakdown = {name: _breakdown(name, path) for name, path in files.items()}
    unit = 1000.0 / args.profile_rate / max(1, run["moves"])
    res["groups"] = _groups(breakdown, cpu["per_move_ms"], unit, pids)
    res["api_endpoints_ms"] = _endpoints(breakdown, cpu["per_move_ms"])
    res["mode"] = args.profile_mode
    res["samples"] = {k: v["samples"] for k, v in breakdown.items()}
    res["files"] = files
    log(f"profile: {res['moves']} moves, p50 {fmt(res['p50'])} p99 {fmt(res['p99'])} ms under py-spy; "
        f"{ {k: (v['cpu_ms'], v['sampled_ms']) for k, v in res['groups'].items()} }")
    return res

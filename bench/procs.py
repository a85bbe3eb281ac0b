"""Server processes seen from outside: CPU seconds from /proc by role (process groups, PostgreSQL backends by
application_name), the machine's busy fraction, sockets a server has not released, and killing process groups."""
from __future__ import annotations

import asyncio
import os
import signal
import time

from bench.common import APP_API, APP_WORKER, PG_ADMIN, log

CLK_TCK = os.sysconf("SC_CLK_TCK")
SERAPH_SERVER_ROLES = ("api", "worker_parent", "worker_children", "redis", "pg_api", "pg_worker", "pg_other",
                       "pg_exited")


# ----------------------------------------------------------------------------------------------- /proc
def proc_stat(pid) -> tuple[float, int, int, str, float, float] | None:
    """(cpu seconds utime+stime, ppid, pgid, comm, stime seconds, reaped children's cutime+cstime) of one
    process, or None if it is gone."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            raw = f.read().decode("utf-8", "replace")
    except OSError:
        return None
    comm = raw[raw.index("(") + 1:raw.rindex(")")]
    f = raw[raw.rindex(")") + 2:].split()
    return ((int(f[11]) + int(f[12])) / CLK_TCK, int(f[1]), int(f[2]), comm, int(f[12]) / CLK_TCK,
            (int(f[13]) + int(f[14])) / CLK_TCK)


def all_procs() -> dict[int, tuple]:
    out = {}
    for d in os.listdir("/proc"):
        if d.isdigit():
            st = proc_stat(int(d))
            if st is not None:
                out[int(d)] = st
    return out


def machine_jiffies() -> tuple[int, int]:
    with open("/proc/stat") as f:
        v = [int(x) for x in f.readline().split()[1:9]]
    return sum(v) - v[3] - v[4], sum(v)


def self_cpu() -> float:
    t = os.times()
    return t.user + t.system


def _is_postmaster(st: tuple, procs: dict) -> bool:
    return st[3].startswith("postgres") and not procs.get(st[1], (0, 0, 0, ""))[3].startswith("postgres")


class CpuProbe:
    """CPU seconds by role between two snapshots. `classify(pid, stat, pg_apps)` -> role or None.

    A pid seen only in the second snapshot counts from 0 (like the peer's postgres accounting); the machine
    total lets us report how much CPU went to processes that are neither the system under test nor the client.
    """

    def __init__(self, classify, pg_apps=None):
        self.classify = classify
        self.pg_apps = pg_apps or (lambda: {})

    def snapshot(self) -> dict:
        apps = self.pg_apps()
        procs = all_procs()
        roles: dict[str, dict[int, float]] = {}
        sys_: dict[str, dict[int, float]] = {}
        for pid, st in procs.items():
            role = self.classify(pid, st, apps)
            if role:
                roles.setdefault(role, {})[pid] = st[0]
                sys_.setdefault(role, {})[pid] = st[4]
            if _is_postmaster(st, procs):
                # the postmaster: backends that exited (pool overflow churn) are accounted to it when reaped
                roles.setdefault("pg_exited", {})[pid] = st[5]
        sessions = self.pg_apps.sessions() if hasattr(self.pg_apps, "sessions") else None
        return {"t": time.perf_counter(), "roles": roles, "sys": sys_, "client": self_cpu(),
                "machine": machine_jiffies(), "sessions": sessions}

    @staticmethod
    def delta(a: dict, b: dict) -> dict:
        out, sys_out = {}, {}
        for role, pids in b["roles"].items():
            before = a["roles"].get(role, {})
            out[role] = sum(max(0.0, c - before.get(pid, 0.0)) for pid, c in pids.items())
        for role, pids in b.get("sys", {}).items():
            before = a.get("sys", {}).get(role, {})
            sys_out[role] = sum(max(0.0, c - before.get(pid, 0.0)) for pid, c in pids.items())
        wall = b["t"] - a["t"]
        busy = (b["machine"][0] - a["machine"][0]) / CLK_TCK
        total = (b["machine"][1] - a["machine"][1]) / CLK_TCK
        client = b["client"] - a["client"]
        known = sum(out.values()) + client
        sessions = None if a.get("sessions") is None or b.get("sessions") is None else b["sessions"] - a["sessions"]
        return {"wall": wall, "roles": out, "sys": sys_out, "client": client, "pg_sessions": sessions,
                "machine_busy_frac": busy / total if total else None, "other_cpu_s": max(0.0, busy - known),
                "machine_busy_s": busy}


def postmaster_children_cpu() -> float:
    """cutime+cstime of the postmaster(s): CPU of backends that exited and were reaped."""
    procs = all_procs()
    return sum(st[5] for st in procs.values() if _is_postmaster(st, procs))


def wait_for_quiet(max_wait: float = 90.0, threshold: float = 0.25) -> float:
    """Wait (bounded) until the machine is mostly idle for a second; return the busy fraction seen last."""
    deadline = time.monotonic() + max_wait
    frac = 1.0
    while time.monotonic() < deadline:
        a = machine_jiffies()
        time.sleep(1.0)
        b = machine_jiffies()
        frac = (b[0] - a[0]) / max(1, b[1] - a[1])
        if frac < threshold:
            return frac
    log(f"  machine still {frac:.0%} busy after {max_wait:.0f}s of waiting: other work shares the CPUs")
    return frac


# ----------------------------------------------------------------------------------------------- roles
def seraph_classifier(api_pgid: int, worker_pgid: int, redis_pid: int):
    """bench-peer's roles: the API and worker process groups, redis-server, PostgreSQL backends by application."""
    def classify(pid, st, apps):
        _, ppid, pgid, comm = st[:4]
        if pgid == api_pgid:
            return "api"
        if pgid == worker_pgid:
            return "worker_parent" if pid == worker_pgid else "worker_children"
        if pid == redis_pid:
            return "redis"
        if comm == "postgres" or comm.startswith("postgres"):
            app = apps.get(pid)
            if app == APP_API:
                return "pg_api"
            if app == APP_WORKER:
                return "pg_worker"
            return "pg_other"
        return None
    return classify


class PgApps:
    """pid -> application_name of PostgreSQL backends (one long-lived admin connection)."""

    def __init__(self):
        import psycopg

        self.conn = psycopg.connect(PG_ADMIN, autocommit=True, connect_timeout=5)

    def __call__(self) -> dict[int, str]:
        try:
            return {r[0]: r[1] for r in self.conn.execute(
                "SELECT pid, application_name FROM pg_stat_activity WHERE application_name LIKE 'seraph_peer_%'")}
        except Exception:
            return {}

    def sessions(self) -> int | None:
        """Sessions ever established to database `test` (PostgreSQL 14+): the delta counts new connections."""
        try:
            return self.conn.execute("SELECT sessions FROM pg_stat_database WHERE datname = current_database()"
                                     ).fetchone()[0]
        except Exception:
            return None

    def close(self):
        self.conn.close()


def cpu_report(d: dict, moves: int, server_roles) -> dict:
    """bench-peer's CPU per move by role from a CpuProbe.delta, the server total, the client and the rest."""
    per = {role: sec * 1000 / max(1, moves) for role, sec in d["roles"].items()}
    if "pg_exited" in per and d.get("pg_sessions") == 0:
        # exited backends are machine-wide (the postmaster reaps everyone's): none of ours were opened
        per["pg_exited_unattributed"] = per.pop("pg_exited")
    server = sum(per.get(r, 0.0) for r in server_roles)
    return {"moves": moves, "wall_s": round(d["wall"], 2), "per_move_ms": {k: round(v, 3) for k, v in per.items()},
            "sys_per_move_ms": {k: round(v * 1000 / max(1, moves), 3) for k, v in d.get("sys", {}).items()},
            "pg_sessions_per_move": None if d.get("pg_sessions") is None else round(d["pg_sessions"] / max(1, moves), 3),
            "server_ms_per_move": round(server, 3), "client_ms_per_move": round(d["client"] * 1000 / max(1, moves), 3),
            "other_cpu_ms_per_move": round(d["other_cpu_s"] * 1000 / max(1, moves), 3),
            "machine_busy_frac": round(d["machine_busy_frac"] or 0, 3),
            "core_util": {k: round(v / d["wall"], 3) for k, v in d["roles"].items()}}


def cpu_probe(api_pid: int, worker_pid: int, redis_pid: int):
    """`make bench`'s CPU seconds of the system under test by role (API and worker process groups, redis-server,
    every PostgreSQL process) and of this client process, between two snapshots (CpuProbe)."""
    def classify(pid, st, _apps):
        pgid, comm = st[2], st[3]
        if pgid in (api_pid, worker_pid):
            return "api" if pgid == api_pid else "worker"
        if pid == redis_pid:
            return "redis"
        return "pg" if comm.startswith("postgres") else None

    return CpuProbe(classify)


def cpu_per_move(probe, a: dict, b: dict, moves: int) -> dict:
    """`make bench`'s ms of CPU per move by role, the server total and this client's share."""
    d = CpuProbe.delta(a, b)
    per = {role: d["roles"].get(role, 0.0) * 1000 / max(1, moves) for role in ("api", "worker", "pg", "redis")}
    per["server"] = sum(per.values())
    per["client"] = d["client"] * 1000 / max(1, moves)
    per["busy"] = d["machine_busy_frac"] or 0.0
    return per


# ----------------------------------------------------------------------------------------------- sockets, groups
def close_wait_sockets(port: int) -> int:
    """Server-side sockets on `port` whose client has gone (CLOSE_WAIT): SSE threads not yet released."""
    n = 0
    for path in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            with open(path) as f:
                next(f)
                for line in f:
                    parts = line.split()
                    if parts[3] == "08" and int(parts[1].rsplit(":", 1)[1], 16) == port:
                        n += 1
        except OSError:
            pass
    return n


async def drain(base: str, timeout: float = 25.0) -> float:
    """Wait (bounded) until the API has noticed every closed SSE connection (it does at the next keepalive)."""
    port = int(base.rsplit(":", 1)[1])
    t0 = time.monotonic()
    while time.monotonic() - t0 < timeout and close_wait_sockets(port):
        await asyncio.sleep(0.25)
    return time.monotonic() - t0


def kill_group(proc) -> None:
    """SIGKILL a process group that is still running, and reap its leader."""
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait(5)

"""The boardgame.io peer: the harness in ../shared/peers/bgio beside the repo, copied to a temp dir (`npm ci`),
`node server.js --storage postgres` (NODE_ENV=production) and its own `node client.js --players 3` per scenario;
its JSON line gives latency and CPU (node server pid + every postgres process, the same method bench-peer uses
for Seraph). Its database is bgio_bench on the same PostgreSQL (created by the peer's scripts/pg-up.sh)."""
from __future__ import annotations

import os
import shutil
import signal
import subprocess
import tempfile
import time

import orjson

from bench.common import ROOT, SEATS, SWEEP_RATES, log, passes
from bench.procs import kill_group, postmaster_children_cpu, wait_for_quiet

# The peer harness lives in ../shared beside the repo root (resolved from here, never a machine path).
PEER_SRC = os.environ.get("BGIO_PEER_DIR", os.path.join(os.path.dirname(ROOT), "shared", "peers", "bgio"))
BGIO_PG_ADMIN = "postgresql://postgres@127.0.0.1:5432/bgio_bench"


def bgio_plan(quick: bool) -> list[tuple[str, list[str]]]:
    d = 0.5 if quick else 1.0
    scen = [
        ("low", ["--slots", "1", "--rate", "20", "--duration", "15"]),
        ("closed_1", ["--slots", "1", "--per-slot", "2" if quick else "4"]),
        ("closed_8", ["--slots", "8", "--per-slot", "1" if quick else "2"]),
        ("closed_32", ["--slots", "32", "--per-slot", "1"]),
        ("cpu80", ["--slots", "16", "--rate", "80", "--duration", str(int(20 * d))]),
    ]
    for r in SWEEP_RATES:
        scen.append((f"sweep_{r}", ["--slots", "32", "--rate", str(r), "--duration", str(int(10 * d))]))
    return scen


# ----------------------------------------------------------------------------------------------- install, DB
def prepare_bgio(args) -> str:
    """A writable copy of the peer with node_modules (reused with --bgio-dir)."""
    dest = args.bgio_dir or os.path.join(tempfile.mkdtemp(prefix="bgio-peer-"), "bgio")
    if not os.path.isdir(os.path.join(dest, "node_modules")):
        _install_bgio(dest)
    # Every time: a fresh machine (or a restarted PostgreSQL) has no bgio_bench role and database yet.
    subprocess.run(["bash", "scripts/pg-up.sh"], cwd=dest, check=True, timeout=120, stdout=subprocess.DEVNULL)
    return dest


def _install_bgio(dest: str) -> None:
    if not os.path.isdir(dest):
        shutil.copytree(PEER_SRC, dest, ignore=shutil.ignore_patterns("node_modules", "data", "results"))
        for dirpath, dirnames, filenames in os.walk(dest):
            for n in dirnames + filenames:
                p = os.path.join(dirpath, n)
                os.chmod(p, os.stat(p).st_mode | 0o200)
            os.chmod(dirpath, os.stat(dirpath).st_mode | 0o200)
    log(f"bgio: npm ci in {dest}")
    subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=dest, check=True, timeout=300,
                   stdout=subprocess.DEVNULL)


def _truncate_bgio() -> None:
    try:
        import psycopg

        with psycopg.connect(BGIO_PG_ADMIN, autocommit=True, connect_timeout=5) as conn:
            conn.execute('TRUNCATE "Games"')
    except Exception:
        pass  # the table does not exist before the first server start


def _bgio_sessions() -> int | None:
    try:
        import psycopg

        with psycopg.connect(BGIO_PG_ADMIN, autocommit=True, connect_timeout=5) as conn:
            return conn.execute("SELECT sessions FROM pg_stat_database WHERE datname = 'bgio_bench'").fetchone()[0] - 1
    except Exception:
        return None


# ----------------------------------------------------------------------------------------------- server, clients
def _start_server(here: str, port: int) -> subprocess.Popen:
    """`node server.js` in its own process group, its output in a log file in the temp dir."""
    logf = open(os.path.join(tempfile.gettempdir(), f"bgio-server-{port}.log"), "wb")
    env = dict(os.environ, NODE_ENV="production")
    server = subprocess.Popen(["node", "server.js", "--port", str(port), "--storage", "postgres"], cwd=here, env=env,
                              stdout=logf, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True)
    logf.close()
    return server


def _wait_up(server: subprocess.Popen, port: int) -> None:
    import urllib.request

    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/games", timeout=1) as r:
                if r.status == 200:
                    break
        except Exception:
            pass
        if server.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError("the boardgame.io server did not come up")
        time.sleep(0.2)


def _stop_server(server: subprocess.Popen) -> None:
    if server.poll() is None:
        try:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait(5)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            pass
    kill_group(server)


def _run_client(here: str, port: int, server_pid: int, label: str, extra: list[str], seed: int) -> dict | None:
    """One `node client.js` scenario: its JSON result with the PostgreSQL sessions and exited backends it
    caused, or None if it printed none."""
    argv = ["node", "client.js", "--port", str(port), "--players", str(SEATS), "--seed", str(seed),
            "--server-pid", str(server_pid), "--label", label, "--deadline", "240"] + extra
    exited0, sessions0 = postmaster_children_cpu(), _bgio_sessions()
    client = subprocess.Popen(argv, cwd=here, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              stdin=subprocess.DEVNULL, start_new_session=True)
    try:
        stdout, stderr = client.communicate(timeout=260)
    except subprocess.TimeoutExpired:
        os.killpg(client.pid, signal.SIGKILL)
        stdout, stderr = client.communicate(timeout=10)
    line = (stdout.decode().strip().splitlines() or [""])[-1]
    try:
        res = orjson.loads(line)
    except orjson.JSONDecodeError:
        log(f"bgio {label}: no result (exit {client.returncode}): {stderr.decode()[-500:]}")
        return None
    # backends that exited during the whole client run (warm-up included): bgio's pool rarely churns
    sessions1 = _bgio_sessions()
    res["pg_new_sessions"] = None if sessions0 is None or sessions1 is None else sessions1 - sessions0
    exited = (postmaster_children_cpu() - exited0) * 1000 / max(1, res["moves"])
    # exited backends are machine-wide: count them for bgio only if it opened sessions itself
    res["pg_exited_ms_per_move"] = round(exited, 3) if res["pg_new_sessions"] else 0.0
    res["pg_exited_unattributed_ms_per_move"] = round(exited, 3)
    return res


def run_bgio(args) -> dict:
    from tests.integration.harness import free_port

    here = prepare_bgio(args)
    _truncate_bgio()
    port = free_port()
    server = _start_server(here, port)
    out: dict = {"dir": here, "scenarios": {}}
    try:
        _wait_up(server, port)
        log(f"bgio: server pid {server.pid} on port {port}; quiet check")
        out["quiet_before"] = wait_for_quiet()
        stop_sweep = False
        for label, extra in bgio_plan(args.quick):
            if stop_sweep and label.startswith("sweep_"):
                continue
            res = _run_client(here, port, server.pid, label, extra, args.seed)
            if res is None:
                continue
            out["scenarios"][label] = res
            cpu = res.get("cpu", {})
            if label.startswith("sweep_") and not passes(res["rate_offered"], res["moves_per_s"],
                                                         res["latency_ms"]["p99"]):
                stop_sweep = True
            log(f"bgio: {label}: {res['moves']} moves, {res['moves_per_s']} moves/s, p50 {res['latency_ms']['p50']} "
                f"p99 {res['latency_ms']['p99']} ms, server {cpu.get('server_cpu_ms_per_move')} + pg "
                f"{cpu.get('postgres_cpu_ms_per_move')} ms CPU/move, errors {res.get('errors')}")
    finally:
        _stop_server(server)
    return out

"""What every part of the bench shares: paths, the workload's constants, logging, percentiles, pass/fail."""
from __future__ import annotations

import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PG_ADMIN = os.environ.get("SERAPH_IT_PG", "postgresql://postgres@127.0.0.1:5432/test")
P99_LIMIT_MS = 100.0
SWEEP_RATES = (40, 60, 80, 100, 120, 140, 160, 200, 240, 280, 320)
APP_API, APP_WORKER = "seraph_peer_api", "seraph_peer_worker"
SEATS = 3
FLOOR_SWEEP_FROM = 120  # below Seraph's ceiling: the floor's sweep starts where the comparison is decided
# `seraph worker`'s default --concurrency (services/cli.py), which bench-peer runs with unless told otherwise
SERAPH_WORKER_CONCURRENCY = 4


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


def pct(values, p):
    """Nearest-rank percentile, the same rule as the peer's lib.js (ceil(q*n)-1)."""
    if not values:
        return None
    s = sorted(values)
    return s[min(len(s) - 1, max(0, int(-(-p * len(s) // 100)) - 1))]


def pct_round(values, p):
    """`make bench`'s percentile: the value at the rounded index p/100*(n-1), nan when there is none."""
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, max(0, int(round(p / 100 * (len(s) - 1)))))]


def fmt(x, digits=1):
    return "-" if x is None else f"{x:.{digits}f}"


def passes(offered, achieved, p99) -> bool:
    return p99 is not None and p99 < P99_LIMIT_MS and achieved >= 0.95 * offered


def venv_python() -> str:
    """The repository's .venv python if there is one, else this interpreter."""
    py = os.path.join(ROOT, ".venv", "bin", "python")
    return py if os.access(py, os.X_OK) else sys.executable


def git_head() -> str:
    """The checkout's commit (read-only git commands), and whether tracked files differ from it."""
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                              timeout=5).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT, capture_output=True,
                               text=True, timeout=5).stdout.strip()
        return f"{head}{' + local changes' if dirty else ''}"
    except Exception:
        return "?"

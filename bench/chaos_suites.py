"""The fault suite's pytest part: the suites run as subprocesses, and the plugin (-p bench.chaos) counting them."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

#: the suites `make chaos` runs (-m 'not slow'), by the name its table shows
SUITES = {
    "integration (worker kills, Redis restart, idempotency, races, PG cuts)": ["tests/integration"],
    "input fuzz": ["tests/api/test_fuzz.py", "tests/api/test_schemathesis.py"],
    "dead letters (SQLite + PostgreSQL)": ["tests/service/test_dead_letters.py"],
}

# the outcomes the plugin counts in a suite's subprocess, written to SERAPH_CHAOS_REPORT at its end
_REPORT: dict = {"passed": 0, "failed": 0, "skipped": 0, "errors": 0, "failed_5xx": 0, "failures": []}


def pytest_runtest_logreport(report):  # noqa: D401 - pytest hook
    if os.environ.get("SERAPH_CHAOS_REPORT") is None:
        return
    if report.when == "call" or (report.when == "setup" and not report.passed):
        if report.passed:
            _REPORT["passed"] += 1
        elif report.skipped:
            _REPORT["skipped"] += 1
        else:
            key = "failed" if report.when == "call" else "errors"
            _REPORT[key] += 1
            text = getattr(report, "longreprtext", "") or ""
            if "< 500" in text or "status >= 500" in text:
                _REPORT["failed_5xx"] += 1
            _REPORT["failures"].append(report.nodeid)


def pytest_sessionfinish(session, exitstatus):
    path = os.environ.get("SERAPH_CHAOS_REPORT")
    if not path:
        return
    fuzz = sys.modules.get("tests.api.test_fuzz")
    if fuzz is not None:
        _REPORT["hostile_requests"] = sum(getattr(fuzz, "REQUESTS_SENT", {}).values())
        _REPORT["hostile_5xx"] = sum(getattr(fuzz, "SERVER_ERRORS", {}).values())
    _REPORT["exitstatus"] = int(exitstatus)
    with open(path, "w") as f:
        json.dump(_REPORT, f)


def run_suite(name: str, args: list[str], timeout: float = 1500) -> dict:
    fd, path = tempfile.mkstemp(prefix="chaos-", suffix=".json")
    os.close(fd)
    env = dict(os.environ, SERAPH_CHAOS_REPORT=path, PYTHONPATH=ROOT)
    started = time.monotonic()
    argv = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "bench.chaos", "-m", "not slow",
            *args]
    print(f"[chaos] suite {name}: {' '.join(argv[2:])}", flush=True)
    try:
        proc = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)
        tail = proc.stdout.strip().splitlines()[-1:] if proc.stdout.strip() else []
    except subprocess.TimeoutExpired:
        tail = ["timed out"]
    try:
        with open(path) as f:
            out = json.load(f)
    except (OSError, ValueError):
        out = {"passed": 0, "failed": 0, "skipped": 0, "errors": 1, "failed_5xx": 0, "failures": ["no report"]}
    finally:
        os.unlink(path)
    out["seconds"] = time.monotonic() - started
    out["summary"] = tail[0] if tail else ""
    print(f"[chaos]   {out['summary']} ({out['seconds']:.0f} s)", flush=True)
    return out

"""The worker's liveness file (`seraph worker --heartbeat-file`, workers/heartbeat.py): touched while the consumer's
loop ticks or the worker waits for its broker, left to age when the loop is stuck, removed at start and stop.
tests/integration/test_worker_liveness.py runs it against a real Redis."""
from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from types import SimpleNamespace

from workers.heartbeat import Heartbeat

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def _heartbeat(tmp_path, connection=None):
    consumer = SimpleNamespace(connection=connection)
    clock = Clock()
    return Heartbeat(str(tmp_path / "alive"), consumer, interval=10, stale=45, clock=clock), consumer, clock


def test_the_file_is_touched_while_the_consumer_waits_for_its_broker(tmp_path):
    hb, _consumer, clock = _heartbeat(tmp_path, connection=None)
    clock.now += 3600  # no tick for an hour: the loop is not running, a restart would not bring the broker back
    assert hb.beat_once() and os.path.exists(hb.path)


def test_the_file_is_touched_while_the_loop_ticks_and_left_to_age_when_it_stops(tmp_path):
    hb, consumer, clock = _heartbeat(tmp_path, connection=object())
    assert not hb.beat_once() and not os.path.exists(hb.path)  # connected, but the loop never ran
    hb.connected(clock())
    assert hb.beat_once()
    for _ in range(4):
        clock.now += 10
        hb.tick()
        os.utime(hb.path, (0, 0))
        assert hb.beat_once() and os.stat(hb.path).st_mtime > 0
    clock.now += 46  # the loop is stuck: no tick for longer than `stale`
    os.utime(hb.path, (0, 0))
    assert not hb.beat_once() and os.stat(hb.path).st_mtime == 0
    consumer.connection = None  # the connection went: the consumer reconnects, the file is fresh again
    assert hb.beat_once() and os.stat(hb.path).st_mtime > 0


def test_start_removes_a_file_left_by_an_earlier_worker_and_stop_removes_its_own(tmp_path):
    stale = tmp_path / "alive"
    stale.write_text("")
    os.utime(stale, (0, 0))
    hb, _consumer, _clock = _heartbeat(tmp_path, connection=object())  # connected, never ticked: no touch
    hb.start()
    try:
        time.sleep(0.1)
        assert not stale.exists()
    finally:
        hb.stop()
    assert not stale.exists()


def test_a_running_worker_keeps_its_heartbeat_file_fresh_and_removes_it_when_it_stops(tmp_path):
    path = tmp_path / "alive"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SERAPH_", "CELERY_"))}
    env.update(SERAPH_MODE="embedded", CELERY_BROKER_URL="memory://", PYTHONPATH=ROOT)
    argv = [sys.executable, "-m", "services.cli", "worker", "--no-supervise", "-c", "1", "--heartbeat-file", str(path)]
    proc = subprocess.Popen(argv, cwd=str(tmp_path), env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.extend(iter(proc.stdout.readline, b"")), daemon=True)
    reader.start()
    try:
        deadline = time.monotonic() + 60
        # Wait for Celery's "ready" too: a SIGTERM before its handlers are installed kills it uncleanly (a slow,
        # loaded machine showed that), and a clean stop is what this test is about.
        while (not path.exists() or not any(b"ready" in line for line in lines)) and proc.poll() is None \
                and time.monotonic() < deadline:
            time.sleep(0.1)
        assert path.exists() and time.time() - path.stat().st_mtime < 30
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        reader.join(timeout=5)
    out = b"".join(lines).decode(errors="replace")
    assert proc.returncode == 0, out[-2000:]
    assert not path.exists(), out[-2000:]

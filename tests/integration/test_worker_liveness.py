"""The worker's liveness file on a real Redis broker: fresh while the consumer's event loop runs, aging while that
loop is stuck, fresh again while the broker is down (a Redis outage must not restart every worker), removed at
exit. The worker runs with short intervals and a wedge scheduled into its own event loop."""
from __future__ import annotations

import os
import shutil
import sys
import time

import pytest

from tests.integration.harness import ROOT, PrivateRedis, new_workdir, spawn, wait_until

pytestmark = pytest.mark.integration

WEDGE_AT, WEDGE_FOR = 2.0, 5.0
SCRIPT = f"""
import sys, time
from celery import bootsteps
from workers.celery_app import create_celery
from workers.heartbeat import install

app = create_celery()
install(app, sys.argv[1], interval=0.2, stale=1.0)

class Wedge(bootsteps.StartStopStep):
    requires = ("celery.worker.consumer.tasks:Tasks",)
    done = False

    def start(self, c):
        if not Wedge.done:  # once: block the consumer's event loop, as a call that never returns would
            Wedge.done = True
            c.timer.call_after({WEDGE_AT}, lambda: (print("wedge", flush=True), time.sleep({WEDGE_FOR}),
                                               print("unwedged", flush=True)))

app.steps["consumer"].add(Wedge)
sys.exit(app.start(["worker", "-c", "1", "--pool=threads", "--without-gossip", "--without-mingle",
                    "--without-heartbeat", "--loglevel=INFO"]) or 0)
"""


def _age(path: str) -> float:
    try:
        return time.time() - os.stat(path).st_mtime
    except FileNotFoundError:
        return float("inf")


def _ages(path: str, seconds: float) -> list[float]:
    out, end = [], time.monotonic() + seconds
    while time.monotonic() < end:
        out.append(_age(path))
        time.sleep(0.1)
    return out


def test_the_heartbeat_file_follows_the_consumer_loop_and_survives_a_broker_outage(infrastructure):
    workdir = new_workdir("seraph-liveness-")
    redis = PrivateRedis(workdir).start()
    path = os.path.join(workdir, "alive")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SERAPH_", "CELERY_"))}
    env.update(SERAPH_MODE="embedded", CELERY_BROKER_URL=redis.url, SERAPH_REDIS_PREFIX="liveness:",
               PYTHONPATH=ROOT, PYTHONUNBUFFERED="1")
    worker = spawn("worker", [sys.executable, "-c", SCRIPT, path], env, workdir)
    try:
        wait_until(lambda: " ready." in worker.log(), 30, what="the worker to be ready")
        wait_until(lambda: "wedge" in worker.log(), WEDGE_AT + 5, interval=0.05, what="the wedge")
        during = _ages(path, WEDGE_FOR - 0.5)
        wait_until(lambda: "unwedged" in worker.log(), 10, what="the end of the wedge")
        after = _ages(path, 1.0)
        assert max(during) > 2.0, (during, worker.log()[-2000:])  # stopped touching ~1 s into the wedge
        assert max(after[5:]) < 1.0, (after, worker.log()[-2000:])  # touching again once the loop ticks

        redis.stop()
        outage = _ages(path, 4.0)  # a stuck process would let it age past 4 s; the switch may take ~1 s
        assert max(outage) < 2.5, (outage, worker.log()[-2000:])  # waiting for the broker: still alive
        redis.start()
        wait_until(lambda: worker.log().count("Connected to") >= 2, 30, what="the worker to reconnect")
        assert max(_ages(path, 1.5)[5:]) < 1.0
    finally:
        worker.stop(timeout=20)
        redis.stop()
    assert worker.popen.returncode == 0, worker.log()[-2000:]
    assert not os.path.exists(path)
    shutil.rmtree(workdir, ignore_errors=True)

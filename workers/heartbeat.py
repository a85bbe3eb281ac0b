"""A liveness file for the running worker (`seraph worker --heartbeat-file PATH`): the container probe checks its
age (`find PATH -mmin -1`) instead of starting an interpreter of its own.

Two parts, so the file says something about the worker and not only about a thread:
- a tick on the consumer's timer: with the Redis broker that timer runs in the consumer's event loop, the loop that
  reads the queue and hands tasks to the pool, so the tick stops when that loop is wedged (a blocking call in it,
  a lock never released);
- a thread that touches the file every `interval` seconds while the last tick is younger than `stale` seconds,
  or while the consumer has no broker connection. In the second case the consumer is waiting to reconnect
  (the loop is not running, so there is no tick) and restarting the container would not bring the broker back,
  so a Redis outage does not restart every worker.

If the whole process hangs (the thread stops too) or exits, the file ages and the probe fails. The file is removed
when the worker starts (an emptyDir /tmp outlives a container restart) and when it stops.
"""
from __future__ import annotations

import logging
import os
import threading
import time

from celery import bootsteps

log = logging.getLogger(__name__)

DEFAULT_INTERVAL = 10.0  # seconds between touches; the probes allow a minute
DEFAULT_STALE = 45.0  # a tick older than this means the consumer's loop is stuck


def touch(path: str) -> None:
    with open(path, "a"):
        pass
    os.utime(path, None)


def remove(path: str) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


class Heartbeat:
    """The decision and the thread; `consumer` is anything with a `connection` attribute (None while connecting)."""

    def __init__(self, path: str, consumer, interval: float = DEFAULT_INTERVAL, stale: float = DEFAULT_STALE,
                 clock=time.monotonic):
        self.path, self.consumer, self.interval, self.stale, self.clock = path, consumer, interval, stale, clock
        self.last_tick: float | None = None  # None: the loop has not run yet
        self._halt = threading.Event()
        self._thread: threading.Thread | None = None

    def tick(self) -> None:
        """Called from the consumer's loop."""
        self.last_tick = self.clock()

    def connected(self, started_at: float) -> None:
        """The consumer is connected and about to run its loop: give it `stale` seconds to tick."""
        self.last_tick = started_at

    def alive(self) -> bool:
        if getattr(self.consumer, "connection", None) is None:
            return True  # starting, or waiting for the broker: nothing a restart fixes
        return self.last_tick is not None and self.clock() - self.last_tick < self.stale

    def beat_once(self) -> bool:
        if not self.alive():
            return False
        try:
            touch(self.path)
        except OSError as exc:
            log.warning("seraph worker: cannot touch the heartbeat file %s: %s", self.path, exc)
            return False
        return True

    def start(self) -> None:
        remove(self.path)
        self._thread = threading.Thread(target=self._run, name="seraph-heartbeat", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while True:
            self.beat_once()
            if self._halt.wait(self.interval):
                return

    def stop(self) -> None:
        self._halt.set()
        if self._thread is not None:
            self._thread.join(self.interval + 1)
        remove(self.path)


def install(app, path: str, interval: float = DEFAULT_INTERVAL, stale: float = DEFAULT_STALE) -> None:
    """Add the heartbeat to `app`'s consumer (call before the worker starts)."""

    class HeartbeatStep(bootsteps.StartStopStep):
        """Consumer bootstep: the thread lives from the consumer's creation to its shutdown; each (re)connection
        registers a tick on the consumer's timer, cancelled when the connection goes."""

        requires = ("celery.worker.consumer.tasks:Tasks",)

        def __init__(self, c, **kwargs):
            super().__init__(c, **kwargs)
            self.heartbeat = Heartbeat(path, c, interval=interval, stale=stale)
            self.entry = None
            self.heartbeat.start()

        def start(self, c):
            self.heartbeat.connected(self.heartbeat.clock())
            self.entry = c.timer.call_repeatedly(min(interval, stale / 3), self.heartbeat.tick)

        def stop(self, c):
            if self.entry is not None:
                try:
                    self.entry.cancel()
                except Exception:  # cancelled already with the connection's other entries
                    pass
                self.entry = None

        def shutdown(self, c):
            self.stop(c)
            self.heartbeat.stop()

    app.steps["consumer"].add(HeartbeatStep)

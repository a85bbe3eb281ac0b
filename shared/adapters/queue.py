"""Queues: wake a worker to process a game. The database holds the commands; a lost wake-up is found by the sweeper."""
from __future__ import annotations

import heapq
import logging
import threading
import time

from shared.service.ports import Queue

log = logging.getLogger(__name__)
PROCESS_TASK = "seraph.process_game"


class InlineQueue(Queue):
    """Embedded mode: one background thread processes games in order, plus delayed wake-ups and a sweeper."""

    def __init__(self, sweep_interval: float = 5.0):
        self._cond = threading.Condition()
        self._ready: list[str] = []
        self._timers: list[tuple[float, str]] = []
        self._stop = False
        self._thread: threading.Thread | None = None
        self._sweep_interval = sweep_interval
        self.handler = None
        self.sweeper = None

    def bind(self, handler, sweeper) -> None:
        """Set what processes a game and what sweeps; then start the thread."""
        self.handler, self.sweeper = handler, sweeper
        self._thread = threading.Thread(target=self._run, name="seraph-inline-worker", daemon=True)
        self._thread.start()

    def enqueue(self, game_id: str, countdown: float | None = None) -> None:
        with self._cond:
            if countdown and countdown > 0:
                heapq.heappush(self._timers, (time.monotonic() + countdown, game_id))
            elif game_id not in self._ready:
                self._ready.append(game_id)
            self._cond.notify()

    def _next(self):
        with self._cond:
            next_sweep = time.monotonic() + self._sweep_interval
            while not self._stop:
                now = time.monotonic()
                while self._timers and self._timers[0][0] <= now:
                    self._ready.append(heapq.heappop(self._timers)[1])
                if self._ready:
                    return self._ready.pop(0)
                if now >= next_sweep:
                    return None
                wake = min([next_sweep] + [t for t, _ in self._timers[:1]])
                self._cond.wait(max(0.0, wake - now))
            raise SystemExit

    def _run(self) -> None:
        while True:
            try:
                game_id = self._next()
            except SystemExit:
                return
            try:
                self.handler(game_id) if game_id else self.sweeper()
            except Exception:
                log.exception("processing %s failed; the sweeper will retry", game_id or "sweep")

    def ready(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def close(self) -> None:
        with self._cond:
            self._stop = True
            self._cond.notify_all()
        if self._thread:
            self._thread.join(timeout=5)


class CeleryQueue(Queue):
    """Distributed mode: sends `seraph.process_game` to the broker; the worker (workers/) runs it."""

    def __init__(self, broker_url: str):
        from celery import Celery

        self._app = Celery("seraph-client", broker=broker_url)
        self._app.conf.update(task_ignore_result=True, broker_connection_retry_on_startup=True)

    def bind(self, handler, sweeper) -> None:
        """Nothing to start: Celery workers run the handler."""

    def enqueue(self, game_id: str, countdown: float | None = None) -> None:
        """Best effort: a move is durable before this is called; the beat sweeper re-sends lost wake-ups."""
        try:
            self._app.send_task(PROCESS_TASK, args=[game_id], countdown=countdown or None)
        except Exception as exc:
            log.warning("enqueue of %s failed (%s); the sweeper will pick it up", game_id, exc)

    def ready(self) -> bool:
        try:
            with self._app.connection_for_write() as conn:
                conn.ensure_connection(max_retries=1)
            return True
        except Exception:
            return False

    def close(self) -> None:
        self._app.close()

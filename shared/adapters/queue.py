"""Queues: wake a worker to process a game. The database holds the commands; a lost wake-up is found by the sweeper."""
from __future__ import annotations

import base64
import heapq
import logging
import random
import socket
import threading
import time
import uuid
from datetime import datetime, timedelta, timezone

import orjson

from shared.service.errors import StepFailed
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
            except StepFailed as failed:  # counted and logged by the service: retry after its backoff
                self.enqueue(failed.game_id, countdown=failed.retry_in * random.uniform(1.0, 1.25))
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
    """Distributed mode: sends `seraph.process_game` to the broker; the worker (workers/) runs it.

    On a Redis broker the task message (Celery message protocol 2, as `send_task` writes it for kombu's Redis
    transport) is built here and pushed with one LPUSH on a kept client: `send_task` spends ~0.4 ms of CPU per
    call on kombu's producer machinery, the LPUSH ~0.07 ms (issue 5). Other brokers go through `send_task`.
    """

    def __init__(self, broker_url: str, prefix: str = "seraph:"):
        from celery import Celery

        self._app = Celery("seraph-client", broker=broker_url)
        self._app.conf.update(task_ignore_result=True, broker_connection_retry_on_startup=True,
                              broker_transport_options=broker_transport_options(broker_url, prefix))
        self._redis = None
        # The Redis list the workers read: kombu prefixes the queue `celery` with SERAPH_REDIS_PREFIX.
        self.queue_key = (prefix if broker_transport_options(broker_url, prefix) else "") + CELERY_QUEUE
        if broker_url.startswith(("redis://", "rediss://")):
            import redis

            self._redis = redis.Redis.from_url(broker_url, socket_connect_timeout=2, socket_timeout=5)

    def bind(self, handler, sweeper) -> None:
        """Nothing to start: Celery workers run the handler."""

    def enqueue(self, game_id: str, countdown: float | None = None) -> None:
        """Best effort: a move is durable before this is called; the beat sweeper re-sends lost wake-ups."""
        try:
            if self._redis is not None:
                self._redis.lpush(self.queue_key, task_message(PROCESS_TASK, [game_id], countdown or None))
            else:
                self._app.send_task(PROCESS_TASK, args=[game_id], countdown=countdown or None)
        except Exception as exc:
            log.warning("enqueue of %s failed (%s); the sweeper will pick it up", game_id, exc)

    def send(self, task: str, args: list | None = None) -> None:
        """Best effort: wake another task the way `enqueue` wakes process_game (the webhook deliverer's
        `seraph.deliver_webhooks`); beat sends it on its schedule too, so a lost wake-up only delays."""
        try:
            if self._redis is not None:
                self._redis.lpush(self.queue_key, task_message(task, list(args or [])))
            else:
                self._app.send_task(task, args=list(args or []))
        except Exception as exc:
            log.warning("sending %s failed (%s); beat will send it", task, exc)

    def ready(self) -> bool:
        try:
            if self._redis is not None:
                return bool(self._redis.ping())
            with self._app.connection_for_write() as conn:
                conn.ensure_connection(max_retries=1)
            return True
        except Exception:
            return False

    def close(self) -> None:
        if self._redis is not None:
            self._redis.close()
        self._app.close()


CELERY_QUEUE = "celery"


def broker_transport_options(broker_url: str | None, prefix: str) -> dict:
    """kombu options that put every Redis key and channel of the Celery transport (the queue list, its binding,
    the control channels) under `prefix` (SERAPH_REDIS_PREFIX): the queue `celery` is the list `<prefix>celery`.
    Other brokers: none."""
    if prefix and (broker_url or "").startswith(("redis://", "rediss://", "redis+socket://")):
        return {"global_keyprefix": prefix}
    return {}


_ORIGIN = f"seraph@{socket.gethostname()}"


def task_message(task: str, args: list, countdown: float | None = None) -> bytes:
    """One Celery task message (protocol 2) as kombu's Redis transport stores it: a JSON envelope whose body
    is the base64 of `[args, kwargs, embed]`. tests/service/test_queue_message.py checks it against Celery's
    own builder, so a Celery upgrade that changes the format fails a test rather than the workers."""
    task_id = str(uuid.uuid4())
    eta = None
    if countdown:
        eta = (datetime.now(timezone.utc) + timedelta(seconds=countdown)).isoformat()
    body = orjson.dumps([args, {}, {"callbacks": None, "errbacks": None, "chain": None, "chord": None}])
    headers = {"lang": "py", "task": task, "id": task_id, "shadow": None, "eta": eta, "expires": None,
               "group": None, "group_index": None, "retries": 0, "timelimit": [None, None], "root_id": task_id,
               "parent_id": None, "argsrepr": repr(args), "kwargsrepr": "{}", "origin": _ORIGIN,
               "ignore_result": None, "replaced_task_nesting": 0, "stamped_headers": None, "stamps": {}}
    properties = {"correlation_id": task_id, "reply_to": None, "delivery_mode": 2,
                  "delivery_info": {"exchange": "", "routing_key": CELERY_QUEUE}, "priority": 0,
                  "body_encoding": "base64", "delivery_tag": str(uuid.uuid4())}
    return orjson.dumps({"body": base64.b64encode(body).decode(), "content-encoding": "utf-8",
                         "content-type": "application/json", "headers": headers, "properties": properties})

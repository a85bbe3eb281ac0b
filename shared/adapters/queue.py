"""Queues: wake a worker to process a game. The database holds the commands; a lost wake-up is found by the sweeper."""
from __future__ import annotations

import base64
import heapq
import logging
import os
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
BOTS_TASK = "seraph.play_bots"  # process_game on the bots lane (issue 31 §3), routed to the queue BOTS_QUEUE
BOTS_LANE = "bots"  # shared.service.commands.BOTS_LANE


class ProcessThinker:
    """The embedded bots lane's thinking, in a child process of its own (niced by `nice`): a search is CPU-bound
    Python, and on a thread of the API's process it would hold the GIL that every request and the moves thread
    wait for (bench.bots measured a human's move p99 15 times its value without bots so, 3 times with a 0.2 ms
    switch interval). The child is spawned at the first decision and again after it dies."""

    def __init__(self, nice: int = 0):
        self._nice, self._pool, self._lock = nice, None, threading.Lock()

    def __call__(self, game: str, state: dict, seat: int, seed: str, bot: str | None) -> dict:
        from concurrent.futures.process import BrokenProcessPool

        pool = self._ensure()
        try:
            return pool.submit(_decide, game, state, seat, seed, bot).result()
        except BrokenProcessPool:
            with self._lock:
                self._pool = None if self._pool is pool else self._pool  # a fresh child for the next decision
            raise

    def _ensure(self):
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        with self._lock:
            if self._pool is None:
                # spawn, not fork: the API process has threads (and their locks) a fork would copy mid-flight
                self._pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"),
                                                 initializer=os.nice, initargs=(self._nice,))
            return self._pool

    def close(self) -> None:
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)


def _decide(game: str, state: dict, seat: int, seed: str, bot: str | None) -> dict:
    """In the thinker's child: the bot's decision, as the service would take it in-process."""
    from shared.engine import get_game
    from shared.engine.bots import decide

    return decide(get_game(game), state, seat, "bot", seed=seed, bot=bot)


def lower_priority(nice: int) -> None:
    """Lower the calling thread's CPU priority by `nice` (Linux schedules threads, so this is the thread's alone):
    the bots lane's work yields the cores to the moves of humans."""
    if nice <= 0:
        return
    try:
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), os.getpriority(os.PRIO_PROCESS, 0) + nice)
    except (AttributeError, OSError) as exc:
        log.warning("cannot lower the bots lane's priority: %s", exc)


class InlineQueue(Queue):
    """Embedded mode: one background thread processes games in order, plus delayed wake-ups and a sweeper; with
    `bots_lane`, a second thread plays slow bots' turns (issue 31 §3), their decisions thought by `thinker`, a
    child process; both are niced by `bots_nice`. (The thread commits, so a niced holder of SQLite's write lock
    could hold up other games' writes on busy cores; bench.bots measured the niced thread better all the same,
    p99 ratio 1.45-1.58 against 1.63-1.77 in three pairs of runs: its commits are short.)"""

    def __init__(self, sweep_interval: float = 5.0, bots_lane: bool = False, bots_nice: int = 0):
        self._cond = threading.Condition()
        self._ready: list[str] = []
        self._bots: list[str] = []
        self.bots_lane, self._bots_nice = bots_lane, bots_nice
        self._bots_thread: threading.Thread | None = None
        self.thinker = ProcessThinker(bots_nice) if bots_lane else None
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
        if self.bots_lane:
            self._bots_thread = threading.Thread(target=self._run_bots, name="seraph-inline-bots", daemon=True)
            self._bots_thread.start()

    def enqueue_bots(self, game_id: str) -> None:
        with self._cond:
            if game_id not in self._bots:
                self._bots.append(game_id)
            self._cond.notify_all()

    def _next_bots(self) -> str:
        with self._cond:
            while not self._stop:
                if self._bots:
                    return self._bots.pop(0)
                self._cond.wait()
            raise SystemExit

    def _run_bots(self) -> None:
        lower_priority(self._bots_nice)
        while True:
            try:
                game_id = self._next_bots()
            except SystemExit:
                return
            try:
                self.handler(game_id, lane=BOTS_LANE)
            except StepFailed as failed:  # back through the moves lane, which hands it here again
                self.enqueue(failed.game_id, countdown=failed.retry_in * random.uniform(1.0, 1.25))
            except Exception:
                log.exception("playing the bots of %s failed; the sweeper will retry", game_id)

    def enqueue(self, game_id: str, countdown: float | None = None) -> None:
        with self._cond:
            if countdown and countdown > 0:
                heapq.heappush(self._timers, (time.monotonic() + countdown, game_id))
            elif game_id not in self._ready:
                self._ready.append(game_id)
            self._cond.notify_all()  # the moves thread, whichever thread waits

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
        for thread in (self._thread, self._bots_thread):
            if thread:
                thread.join(timeout=5)
        if self.thinker is not None:
            self.thinker.close()


class CeleryQueue(Queue):
    """Distributed mode: sends `seraph.process_game` to the broker; the worker (workers/) runs it.

    On a Redis broker the task message (Celery message protocol 2, as `send_task` writes it for kombu's Redis
    transport) is built here and pushed with one LPUSH on a kept client: `send_task` spends ~0.4 ms of CPU per
    call on kombu's producer machinery, the LPUSH ~0.07 ms (issue 5). Other brokers go through `send_task`.
    """

    def __init__(self, broker_url: str, prefix: str = "seraph:", bots_lane: bool = False):
        from celery import Celery

        self._app = Celery("seraph-client", broker=broker_url)
        self._app.conf.update(task_ignore_result=True, broker_connection_retry_on_startup=True,
                              broker_transport_options=broker_transport_options(broker_url, prefix))
        self._redis = None
        # The Redis list the workers read: kombu prefixes the queue `celery` with SERAPH_REDIS_PREFIX.
        self.queue_key = (prefix if broker_transport_options(broker_url, prefix) else "") + CELERY_QUEUE
        # issue 31 §3: slow bots' turns on a list of their own, which the workers started with -Q bots read
        self.bots_key, self.bots_lane = self.queue_key[: -len(CELERY_QUEUE)] + BOTS_QUEUE, bots_lane
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

    def enqueue_bots(self, game_id: str) -> None:
        """Best effort, as `enqueue`: the game's turn stays due, so the sweeper wakes it again if this is lost."""
        try:
            if self._redis is not None:
                self._redis.lpush(self.bots_key, task_message(BOTS_TASK, [game_id], queue=BOTS_QUEUE))
            else:
                self._app.send_task(BOTS_TASK, args=[game_id], queue=BOTS_QUEUE)
        except Exception as exc:
            log.warning("enqueue of %s on the bots lane failed (%s); the sweeper will pick it up", game_id, exc)

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
BOTS_QUEUE = "bots"  # the Celery queue of the bots lane: `seraph worker --queues bots` (docs/OPERATIONS.md)


def broker_transport_options(broker_url: str | None, prefix: str) -> dict:
    """kombu options that put every Redis key and channel of the Celery transport (the queue list, its binding,
    the control channels) under `prefix` (SERAPH_REDIS_PREFIX): the queue `celery` is the list `<prefix>celery`.
    Other brokers: none."""
    if prefix and (broker_url or "").startswith(("redis://", "rediss://", "redis+socket://")):
        return {"global_keyprefix": prefix}
    return {}


_ORIGIN = f"seraph@{socket.gethostname()}"


def task_message(task: str, args: list, countdown: float | None = None, queue: str = CELERY_QUEUE) -> bytes:
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
                  "delivery_info": {"exchange": "", "routing_key": queue}, "priority": 0,
                  "body_encoding": "base64", "delivery_tag": str(uuid.uuid4())}
    return orjson.dumps({"body": base64.b64encode(body).decode(), "content-encoding": "utf-8",
                         "content-type": "application/json", "headers": headers, "properties": properties})

"""Notifications: "game G reached sequence N". In-memory for embedded mode, Redis pub/sub when distributed.

Each process holds one hub; waiters block on it, and listeners (the async stream fan-out, services/streams) are
called on each message. Messages only wake readers, who then read the database.
"""
from __future__ import annotations

import logging
import threading

from shared.service.ports import Notifier

log = logging.getLogger(__name__)
DEFAULT_PREFIX = "seraph:"  # SERAPH_REDIS_PREFIX's default
GAME_CHANNEL = "game:"
CHANNEL_PREFIX = DEFAULT_PREFIX + GAME_CHANNEL  # the channels of an instance with the default prefix


class Hub:
    """Per-process fan-out: the latest seq and a message counter per game.

    One lock, one condition per game being waited on: a message wakes only that game's waiters, so the
    cost of a delivery does not grow with the number of open streams of other games.
    """

    def __init__(self):
        self._lock = threading.Lock()
        self._conds: dict[str, threading.Condition] = {}
        self._waiters: dict[str, int] = {}
        self._latest: dict[str, int] = {}
        self._counter: dict[str, int] = {}
        self._epoch = 0
        self._listeners: list = []

    def add_listener(self, callback) -> None:
        """Call `callback(game_id, seq)` on every delivery and `callback(None, None)` on every wake_all.

        Listeners run on the delivering thread, outside the lock, so they must be quick (e.g. hand the message
        to an event loop with `loop.call_soon_threadsafe`); an exception in one is logged and ignored.
        """
        with self._lock:
            self._listeners = self._listeners + [callback]

    def remove_listener(self, callback) -> None:
        """Stop calling `callback` (no error if it was not registered)."""
        with self._lock:
            self._listeners = [cb for cb in self._listeners if cb is not callback]

    def _tell_listeners(self, game_id: str | None, seq: int | None) -> None:
        for callback in self._listeners:
            try:
                callback(game_id, seq)
            except Exception:  # a listener must never break a delivery
                log.exception("notification listener %r failed", callback)

    def deliver(self, game_id: str, seq: int) -> None:
        """Record a message and wake that game's waiters."""
        with self._lock:
            if seq > self._latest.get(game_id, -1):
                self._latest[game_id] = seq
            self._counter[game_id] = self._counter.get(game_id, 0) + 1
            cond = self._conds.get(game_id)
            if cond is not None:
                cond.notify_all()
        self._tell_listeners(game_id, seq)

    def latest(self, game_id: str) -> int | None:
        """The highest seq this process has heard of for the game."""
        with self._lock:
            return self._latest.get(game_id)

    def wake_all(self) -> None:
        """Wake every waiter so it re-reads the database (after a reconnect, messages may have been lost)."""
        with self._lock:
            self._epoch += 1
            for cond in self._conds.values():
                cond.notify_all()
        self._tell_listeners(None, None)

    def counter(self, game_id: str) -> tuple[int, int]:
        """An opaque mark: waiting on it returns at the next message for the game or the next wake_all."""
        with self._lock:
            return self._mark(game_id)

    def _mark(self, game_id):
        return (self._epoch, self._counter.get(game_id, 0))

    def wait_counter(self, game_id: str, mark: tuple[int, int], timeout: float) -> bool:
        """Block until something happened for `game_id` after `mark`; False on timeout."""
        return self._wait_for(game_id, lambda: self._mark(game_id) != mark, timeout)

    def wait(self, game_id: str, known_seq: int | None, timeout: float) -> int | None:
        """Block until the game's latest seq exceeds `known_seq` (or a wake_all, or timeout); return it."""
        known = -1 if known_seq is None else known_seq
        epoch = self._epoch
        self._wait_for(game_id, lambda: self._latest.get(game_id, -1) > known or self._epoch != epoch, timeout)
        return self.latest(game_id)

    def _wait_for(self, game_id: str, predicate, timeout: float) -> bool:
        with self._lock:
            cond = self._conds.get(game_id)
            if cond is None:
                cond = self._conds[game_id] = threading.Condition(self._lock)
            self._waiters[game_id] = self._waiters.get(game_id, 0) + 1
            try:
                return cond.wait_for(predicate, timeout)
            finally:
                self._waiters[game_id] -= 1
                if not self._waiters[game_id]:
                    del self._waiters[game_id], self._conds[game_id]


class InMemoryNotifier(Notifier):
    """Embedded mode: publishing delivers straight to this process's hub."""

    def __init__(self):
        self.hub = Hub()

    def publish(self, game_id: str, seq: int) -> None:
        self.hub.deliver(game_id, seq)

    def start(self) -> None:
        """Nothing to start: publishing is in-process."""

    def wait(self, game_id, known_seq, timeout):
        return self.hub.wait(game_id, known_seq, timeout)

    def ready(self) -> bool:
        return True

    def close(self) -> None:
        self.hub.wake_all()


class RedisNotifier(Notifier):
    """Publishes to `<prefix>game:<id>` (prefix: SERAPH_REDIS_PREFIX, "seraph:"); one pattern subscription per
    process feeds the hub (started lazily). Instances with different prefixes share a Redis without hearing
    each other."""

    def __init__(self, redis_url: str, prefix: str = DEFAULT_PREFIX):
        import redis

        self.hub = Hub()
        self.channel_prefix = prefix + GAME_CHANNEL
        self._client = redis.Redis.from_url(redis_url, socket_timeout=5, socket_connect_timeout=2)
        self._url = redis_url
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._lock = threading.Lock()

    def publish(self, game_id: str, seq: int) -> None:
        """Best effort: the database is the record, so a lost message only delays a reader until its timeout."""
        try:
            self._client.publish(self.channel_prefix + game_id, str(seq))
        except Exception as exc:  # a Redis outage must not fail a committed move
            log.warning("publish failed for game %s: %s", game_id, exc)

    def wait(self, game_id, known_seq, timeout):
        self.start()
        return self.hub.wait(game_id, known_seq, timeout)

    def ready(self) -> bool:
        try:
            return bool(self._client.ping())
        except Exception:
            return False

    def start(self) -> None:
        """Start the single subscriber thread of this process, once."""
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._listen_forever, name="seraph-redis-sub", daemon=True)
                self._thread.start()

    def _listen_forever(self) -> None:
        while not self._stop.is_set():
            try:
                self._listen_once()
            except Exception as exc:
                log.warning("redis subscription lost (%s); reconnecting", exc)
            self.hub.wake_all()
            self._stop.wait(0.5)

    def _listen_once(self) -> None:
        import redis

        client = redis.Redis.from_url(self._url, socket_connect_timeout=2, health_check_interval=5)
        pubsub = client.pubsub(ignore_subscribe_messages=True)
        pubsub.psubscribe(_glob_escape(self.channel_prefix) + "*")
        self.hub.wake_all()  # anything published while we were away is in the database
        try:
            while not self._stop.is_set():
                msg = pubsub.get_message(timeout=1.0)
                if msg and msg.get("type") == "pmessage":
                    self._deliver(msg)
        finally:
            pubsub.close()
            client.close()

    def _deliver(self, msg) -> None:
        channel = msg["channel"].decode() if isinstance(msg["channel"], bytes) else msg["channel"]
        try:
            self.hub.deliver(channel[len(self.channel_prefix):], int(msg["data"]))
        except (TypeError, ValueError):
            log.warning("ignoring malformed notification on %s", channel)

    def close(self) -> None:
        self._stop.set()
        self.hub.wake_all()
        self._client.close()


def _glob_escape(text: str) -> str:
    """`text` matched literally in a Redis PSUBSCRIBE pattern (a prefix may contain *, ?, [ or \\)."""
    return "".join("\\" + c if c in "*?[]\\" else c for c in text)

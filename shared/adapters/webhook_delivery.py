"""Delivering the webhook outbox (issue 19 §4 "Delivery"): claim due rows, POST them signed, record each attempt.

The database is the record, the broker only a wake-up. `WebhookDeliverer.deliver_due` claims due rows (PostgreSQL:
`FOR UPDATE SKIP LOCKED`, so concurrent deliverers never take the same row; SQLite: its one writer at a time) by
pushing their due time one short lease ahead, then POSTs them off any transaction, renewing the lease of the POSTs
still in flight every RENEW_EVERY seconds. A deliverer killed mid-POST stops renewing: its rows come due again at
most LEASE seconds later, whatever the request timeout, and the next deliverer sends them: nothing is lost and at
most a duplicate is delivered (the receiver deduplicates by `webhook-id`). A killed attempt is not a failed one:
it is not counted and no backoff follows it. A failed attempt is retried with exponential backoff and jitter
until SERAPH_WEBHOOK_RETRY_HOURS have passed since the event, then the row is `failed`.

Who runs it: a `WebhookPump` thread, in the embedded process and in each distributed worker process (started when
the worker is ready, not at its first task). It delivers at once when it starts (what a dead deliverer left),
when woken after each commit that wrote rows, and when the earliest pending row comes due (a retry's time, a dead
deliverer's lease end), looking at least every sweep interval (lost wake-ups, rows written by other processes).
A commit made elsewhere (the API process: a join, an app's game created with bound seats) sends the Celery task
`seraph.deliver_webhooks`, which only wakes a worker's pump; beat sends it every sweep interval too. The POSTs run
on the pump's own threads, never on the worker's task slots: a slow or dead receiver delays nothing but its own
deliveries, never a move.
"""
from __future__ import annotations

import logging
import random
import threading
import time
from concurrent.futures import ThreadPoolExecutor, wait

import sqlalchemy as sa

from shared.adapters import webhook_http
from shared.adapters.webhook_http import UnsafeTarget, check_target, post
from shared.adapters.webhook_tables import webhook_attempts, webhook_deliveries, webhook_endpoints
from shared.service import webhook_signing
from shared.service.webhooks import payload

log = logging.getLogger("seraph.webhooks")
DELIVER_TASK = "seraph.deliver_webhooks"
PARALLEL = 8  # POSTs in flight at once per deliverer; a round claims no more rows than it POSTs at once, so
BATCH = PARALLEL  # every claimed row is being sent while its lease runs
# A claim lasts LEASE seconds and is renewed every RENEW_EVERY while its POST is in flight, so a dead deliverer's
# rows come due LEASE seconds after its last renewal (issue 27 item 4: the lease was 2 x the request timeout + 5 s,
# 15 s by default, paid again at every crash). A live deliverer stalled longer than LEASE may see a row sent twice:
# at-least-once allows it, and the receiver deduplicates by webhook-id.
LEASE = 5.0
RENEW_EVERY = 1.0
HOLD_MARGIN = 5.0  # renewals stop once a POST has run twice its timeout plus this (a receiver trickling its answer)
MIN_WAIT = 0.05  # the pump's shortest sleep: a due row that another deliverer holds is looked at again, not spun on
FIRST_RETRY = 5.0  # seconds before the first retry; each next one doubles, up to MAX_RETRY_WAIT
MAX_RETRY_WAIT = 3600.0
MAX_ERROR = 300

_CLAIM = ("UPDATE webhook_deliveries SET next_attempt_at = :lease_until, updated_at = :now WHERE id IN ("
          "SELECT id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= :now "
          "ORDER BY next_attempt_at LIMIT :lim{lock}) AND status = 'pending' AND next_attempt_at <= :now "
          "RETURNING id, message_id, endpoint_id, event, game_id, seat, player_id, seq, attempts, created_at")


def lease_seconds(settings) -> float:
    """How long a claimed row is its deliverer's without a renewal: LEASE, whatever the request timeout (the
    renewals cover a POST that takes longer)."""
    return LEASE


def pump_wait(next_due: float | None, now: float, interval: float) -> float:
    """Seconds the pump sleeps after a round: until the earliest pending row comes due (a retry, a dead
    deliverer's lease end), at least MIN_WAIT, at most the sweep interval (lost wake-ups, other processes' rows)."""
    if next_due is None:
        return interval
    return min(interval, max(MIN_WAIT, next_due - now))


def retry_wait(attempts: int, rng: random.Random) -> float:
    """Seconds before the next attempt after `attempts` failed ones: 5 s doubling to an hour, +-25% jitter."""
    return min(MAX_RETRY_WAIT, FIRST_RETRY * 2.0 ** (attempts - 1)) * rng.uniform(0.75, 1.25)


class WebhookDeliverer:
    """Claims, sends and records deliveries. `send(target, body, headers, timeout) -> status` and `resolver` are
    injectable (tests); the clock too: due times, backoff and the retry window follow it."""

    def __init__(self, store, settings, clock=time.time, send=post, resolver=None, rng=None,
                 renew_every: float = RENEW_EVERY):
        self.store, self.settings, self.clock, self.send = store, settings, clock, send
        self.resolver, self.renew_every = resolver, renew_every
        self.rng = rng or random.Random()
        self._pool = ThreadPoolExecutor(max_workers=PARALLEL, thread_name_prefix="seraph-webhook")

    def deliver_due(self, limit: int = BATCH) -> int:
        """Claim up to `limit` due rows and deliver them (in parallel); how many were attempted."""
        rows = self.claim(limit)
        if not rows:
            return 0
        endpoints = self._endpoints({r["endpoint_id"] for r in rows})
        in_flight = {self._pool.submit(self._deliver, r, endpoints.get(r["endpoint_id"])): r for r in rows}
        hold_until = self.clock() + 2 * self.settings.webhook_timeout + HOLD_MARGIN
        while in_flight:
            done, _ = wait(in_flight, timeout=self.renew_every)
            for future in done:
                del in_flight[future]
            if in_flight and self.clock() < hold_until:
                self.renew(list(in_flight.values()))
        return len(rows)

    def drain(self, rounds: int = 100) -> int:
        """Deliver until nothing is due (bounded); how many attempts were made."""
        total = 0
        for _ in range(rounds):
            done = self.deliver_due()
            total += done
            if done == 0:
                break
        return total

    def claim(self, limit: int) -> list[dict]:
        now = self.clock()
        sql = _CLAIM.format(lock=" FOR UPDATE SKIP LOCKED" if self.store.is_postgres else "")
        params = {"now": now, "lease_until": now + lease_seconds(self.settings), "lim": limit}
        with self.store.write() as tx:
            return tx.core(sa.text(sql).bindparams(**params))

    def renew(self, rows: list[dict]) -> None:
        """Push the lease of rows still in flight LEASE seconds ahead. A row already recorded (delivered, or failed
        with its retry time set: `attempts` moved on) is left alone; a failed renewal only risks a duplicate."""
        c = webhook_deliveries.c
        mine = sa.or_(*[sa.and_(c.id == r["id"], c.attempts == r["attempts"]) for r in rows])
        try:
            with self.store.write() as tx:
                tx.core(webhook_deliveries.update().where(c.status == "pending", mine)
                        .values(next_attempt_at=self.clock() + LEASE))
        except Exception:
            log.exception("renewing the lease of %d webhook deliveries failed", len(rows))

    def next_due(self) -> float | None:
        """The earliest due time of a pending row (a retry's time, a claim's lease end), None when none is."""
        c = webhook_deliveries.c
        with self.store.read() as tx:
            rows = tx.core(sa.select(sa.func.min(c.next_attempt_at).label("due")).where(c.status == "pending"))
        return rows[0]["due"] if rows else None

    def _endpoints(self, ids: set) -> dict:
        with self.store.read() as tx:
            rows = tx.core(sa.select(webhook_endpoints).where(webhook_endpoints.c.id.in_(sorted(ids))))
        return {r["id"]: r for r in rows}

    def _deliver(self, row: dict, endpoint: dict | None) -> None:
        """One attempt at one row, recorded; never raises (a bug is logged and the row retried later)."""
        try:
            if endpoint is None:  # deleted since the claim: its rows are cancelled already
                return
            status, error, took = self._attempt(row, endpoint)
            self._record(row, status, error, took)
        except Exception:
            log.exception("webhook delivery %s failed unexpectedly; it will be retried", row.get("message_id"))

    def _attempt(self, row: dict, endpoint: dict) -> tuple[int | None, str | None, float]:
        """POST the row to its endpoint: (status code or None, error or None, milliseconds)."""
        started = time.perf_counter()
        body = payload(row)
        stamp = int(self.clock())
        secrets_ = [endpoint["secret"]]
        if endpoint["previous_secret"] and (endpoint["previous_until"] or 0) > self.clock():
            secrets_.append(endpoint["previous_secret"])
        try:
            target = check_target(endpoint["url"], self.settings.webhook_allow_http,
                                  self.settings.webhook_allow_private, self.resolver or webhook_http.resolve)
            headers = webhook_signing.headers(secrets_, row["message_id"], stamp, body)
            status = self.send(target, body, headers, self.settings.webhook_timeout)
            return status, None, (time.perf_counter() - started) * 1000
        except UnsafeTarget as exc:
            return None, f"refused: {exc}"[:MAX_ERROR], (time.perf_counter() - started) * 1000
        except Exception as exc:  # refused, timed out, TLS, a malformed answer
            return None, f"{type(exc).__name__}: {exc}"[:MAX_ERROR], (time.perf_counter() - started) * 1000

    def _record(self, row: dict, status: int | None, error: str | None, took: float) -> None:
        now = self.clock()
        attempts = row["attempts"] + 1
        values = dict(attempts=attempts, last_status_code=status, updated_at=now,
                      last_error=error or (None if status and 200 <= status < 300 else f"HTTP {status}"))
        if status is not None and 200 <= status < 300:
            values.update(status="delivered", delivered_at=now, next_attempt_at=None, last_error=None)
        elif now >= row["created_at"] + self.settings.webhook_retry_hours * 3600:
            values.update(status="failed", next_attempt_at=None)
            log.warning("webhook %s to endpoint %s failed after %d attempts: %s", row["message_id"],
                        row["endpoint_id"], attempts, values["last_error"])
        else:
            values["next_attempt_at"] = now + retry_wait(attempts, self.rng)
        with self.store.write() as tx:
            tx.core(webhook_attempts.insert().values(delivery_id=row["id"], attempted_at=now, status_code=status,
                                                     error=values["last_error"], duration_ms=took))
            tx.core(webhook_deliveries.update().where(webhook_deliveries.c.id == row["id"],
                                                      webhook_deliveries.c.status == "pending").values(**values))

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)


class WebhookPump:
    """The deliverer thread (the embedded process, each worker process): delivers when it starts, when woken
    (after a commit that wrote rows) and when the earliest pending row comes due, at least every `interval`
    seconds (wake-ups lost, rows written by other processes)."""

    def __init__(self, deliverer: WebhookDeliverer, interval: float):
        self.deliverer, self.interval = deliverer, interval
        self._wake = threading.Event()
        self._stop = False
        self._thread = threading.Thread(target=self._run, name="seraph-webhooks", daemon=True)

    def start(self) -> "WebhookPump":
        self._thread.start()
        return self

    def wake(self) -> None:
        self._wake.set()

    def _run(self) -> None:
        while not self._stop:
            self._wake.wait(self.round())
            self._wake.clear()

    def round(self) -> float:
        """Deliver what is due now; the seconds to sleep before the next round unless woken (`pump_wait`)."""
        try:
            self.deliverer.drain()
            return pump_wait(self.deliverer.next_due(), self.deliverer.clock(), self.interval)
        except Exception:
            log.exception("webhook delivery round failed; retrying in %g s", self.interval)
            return self.interval

    def close(self) -> None:
        self._stop = True
        self._wake.set()
        if self._thread.is_alive():
            self._thread.join(timeout=5)
        self.deliverer.close()


class Webhooks:
    """What bootstrap wires: the registry (the API's), the deliverer, and how to wake it after a commit that wrote
    outbox rows (the embedded pump thread, or a `seraph.deliver_webhooks` task on the broker)."""

    def __init__(self, settings, store, queue, run_pump: bool = False, clock=time.time):
        from shared.service.webhook_endpoints import WebhookRegistry

        def check(url):
            check_target(url, settings.webhook_allow_http, settings.webhook_allow_private, webhook_http.resolve)

        self.registry = WebhookRegistry(store, settings, check, clock=clock)
        self.deliverer = WebhookDeliverer(store, settings, clock=clock)
        self.interval = settings.sweep_interval_seconds
        self.pump = None
        self._queue = queue
        self._lock = threading.Lock()
        if run_pump:
            self.start_pump()

    def start_pump(self) -> None:
        """Run the deliverer thread in this process (the embedded default; each distributed worker process)."""
        with self._lock:
            if self.pump is None:
                self.pump = WebhookPump(self.deliverer, self.interval).start()

    def wake(self) -> None:
        """Ask for due deliveries to be sent now: this process's pump if it has one, else a worker's (the
        `seraph.deliver_webhooks` task). Best effort: pumps also look every sweep interval."""
        if self.pump is not None:
            self.pump.wake()
        elif hasattr(self._queue, "send"):
            self._queue.send(DELIVER_TASK)

    def close(self) -> None:
        if self.pump is not None:
            self.pump.close()
        else:
            self.deliverer.close()

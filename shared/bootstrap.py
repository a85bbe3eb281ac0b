"""bootstrap(settings): wire the store, notifier, queue and service for embedded or distributed mode."""
from __future__ import annotations

import logging
import os
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from shared.config import EMBEDDED, Settings, from_env

log = logging.getLogger("seraph.bootstrap")
REDIS_CHECK_SECONDS = 1.0  # the longest /readyz waits for Redis' pings (they only report a degraded service)


@dataclass
class App:
    """The wired application: what the API, the worker and the CLI use."""

    settings: Settings
    store: object
    notifier: object
    queue: object
    service: object
    queries: object = None  # the read side of `service` (shared.service.queries.GameQueries), for stream code
    webhooks: object = None  # shared.adapters.webhook_delivery.Webhooks: the registry and the deliverer

    def ready(self) -> dict:
        """Each dependency's state; ready while the database answers. Redis (notifications, the queue) only
        degrades service: streams re-read on their keepalive, and the sweeper re-sends lost wake-ups. Its checks
        run beside the database's and count as down after REDIS_CHECK_SECONDS (a partitioned Redis would hold a
        ping for its connect timeout, longer than a readiness probe waits)."""
        pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="seraph-ready")
        redis = {"notifications": pool.submit(self.notifier.ready), "queue": pool.submit(self.queue.ready)}
        pool.shutdown(wait=False)
        checks = {"database": self.store.ready()}
        deadline = time.monotonic() + REDIS_CHECK_SECONDS
        for name, future in redis.items():
            checks[name] = _answer(future, deadline)
        return {"ready": checks["database"], **checks}

    def close(self) -> None:
        if self.webhooks is not None:
            self.webhooks.close()
        self.queue.close()
        self.notifier.close()
        self.store.close()


def _answer(future, deadline: float) -> bool:
    """A check's answer by `deadline`; False when it failed or is still waiting."""
    try:
        return bool(future.result(timeout=max(0.0, deadline - time.monotonic())))
    except Exception:
        return False


class SchemaNotReady(RuntimeError):
    """The database has no Seraph schema, or an older one than this code: `seraph migrate` has not run.

    Its message is one line for the operator. A process that gets it at start prints it and exits with
    `exit_code` (EX_CONFIG): restarting it changes nothing until someone runs `seraph migrate`.
    """

    exit_code = 78


def bootstrap(settings: Settings | None = None, *, migrate: bool | None = None, run_queue: bool = True) -> App:
    """Build everything; embedded mode also starts the in-process worker thread when `run_queue`.

    `migrate` follows the mode unless given: embedded migrates its SQLite file at start; a distributed process
    never migrates (`seraph migrate` does, once per deploy, under an advisory lock: API processes starting
    together used to race each other's migrations). A process that does not migrate checks that the schema is
    current instead, and raises SchemaNotReady when it is missing or behind.
    """
    from shared.adapters.notify import InMemoryNotifier, RedisNotifier
    from shared.adapters.queue import CeleryQueue, InlineQueue
    from shared.service.handlers import GameService

    settings = settings or from_env()
    embedded = settings.mode == EMBEDDED
    if migrate is None:
        migrate = embedded
    _ensure_sqlite_dir(settings.database_url)
    store = _store(settings)
    if migrate:
        store.migrate()
    else:
        _require_schema(store)
    notifier = InMemoryNotifier() if embedded else RedisNotifier(settings.redis_url, prefix=settings.redis_prefix)
    queue = (InlineQueue(settings.sweep_interval_seconds, bots_lane=settings.bots_lane, bots_nice=settings.bots_nice)
             if embedded else CeleryQueue(settings.broker_url, prefix=settings.redis_prefix, bots_lane=settings.bots_lane))
    service = GameService(store, notifier, queue, settings)
    if run_queue:
        queue.bind(service.process_game, service.sweep)
    webhooks = _webhooks(settings, store, queue, service, embedded and run_queue)
    return App(settings, store, notifier, queue, service, service.queries, webhooks)


def _webhooks(settings: Settings, store, queue, service, run_pump: bool):
    """The webhook registry and deliverer (docs/WEBHOOKS.md); the service wakes the deliverer after a commit that
    wrote outbox rows: the embedded pump thread (started here when `run_pump`), else a Celery task."""
    from shared.adapters.webhook_delivery import Webhooks

    webhooks = Webhooks(settings, store, queue, run_pump=run_pump)
    service.commands.wake_webhooks = webhooks.wake
    return webhooks


def require_schema(settings: Settings | None = None, *, unreachable_ok: bool = True) -> None:
    """Raise SchemaNotReady unless the database's schema is current, on one short-lived connection: for a
    process to check before it forks its workers (`seraph serve`, `seraph worker`). A database that does not
    answer is logged and let through when `unreachable_ok` (the process serves 503s until it answers), else
    its error is raised."""
    settings = settings or from_env()
    store = _store(settings.with_(db_pool_size=1, db_max_overflow=0))
    try:
        _require_schema(store, unreachable_ok)
    finally:
        store.close()


def _store(settings: Settings):
    from shared.adapters.store import SqlStore

    return SqlStore(settings.database_url, pool_size=settings.db_pool_size, max_overflow=settings.db_max_overflow,
                    prepare_threshold=settings.db_prepare_threshold)


def _require_schema(store, unreachable_ok: bool = True) -> None:
    try:
        problem = store.schema_problem()
    except Exception as exc:  # the database does not answer: serve 503s until it does (a restart would not help)
        if not unreachable_ok:
            raise
        log.warning("could not check the database schema at start (%s); continuing", type(exc).__name__)
        return
    if problem:
        store.close()
        raise SchemaNotReady(problem)


def _ensure_sqlite_dir(url: str) -> None:
    if url.startswith("sqlite:///") and not url.startswith("sqlite:///:memory:"):
        folder = os.path.dirname(url[len("sqlite:///"):])
        if folder:
            os.makedirs(folder, exist_ok=True)

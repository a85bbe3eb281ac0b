"""bootstrap(settings): wire the store, notifier, queue and service for embedded or distributed mode."""
from __future__ import annotations

import os
from dataclasses import dataclass

from shared.config import EMBEDDED, Settings, from_env


@dataclass
class App:
    """The wired application: what the API, the worker and the CLI use."""

    settings: Settings
    store: object
    notifier: object
    queue: object
    service: object
    queries: object = None  # the read side of `service` (shared.service.queries.GameQueries), for stream code

    def ready(self) -> dict:
        """Readiness of each dependency."""
        checks = {"database": self.store.ready(), "notifications": self.notifier.ready(), "queue": self.queue.ready()}
        return {"ready": all(checks.values()), **checks}

    def close(self) -> None:
        self.queue.close()
        self.notifier.close()
        self.store.close()


def bootstrap(settings: Settings | None = None, *, migrate: bool = True, run_queue: bool = True) -> App:
    """Build everything; embedded mode also starts the in-process worker thread when `run_queue`."""
    from shared.adapters.notify import InMemoryNotifier, RedisNotifier
    from shared.adapters.queue import CeleryQueue, InlineQueue
    from shared.adapters.store import SqlStore
    from shared.service.handlers import GameService

    settings = settings or from_env()
    _ensure_sqlite_dir(settings.database_url)
    store = SqlStore(settings.database_url)
    if migrate:
        store.migrate()
    embedded = settings.mode == EMBEDDED
    notifier = InMemoryNotifier() if embedded else RedisNotifier(settings.redis_url)
    queue = InlineQueue(settings.sweep_interval_seconds) if embedded else CeleryQueue(settings.broker_url)
    service = GameService(store, notifier, queue, settings)
    if run_queue:
        queue.bind(service.process_game, service.sweep)
    return App(settings, store, notifier, queue, service, service.queries)


def _ensure_sqlite_dir(url: str) -> None:
    if url.startswith("sqlite:///") and not url.startswith("sqlite:///:memory:"):
        folder = os.path.dirname(url[len("sqlite:///"):])
        if folder:
            os.makedirs(folder, exist_ok=True)

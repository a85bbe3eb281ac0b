"""Celery app factory: lean configuration, late acks, one task at a time per process, no result backend."""
from __future__ import annotations

from celery import Celery

from shared.config import Settings, from_env

PROCESS_TASK = "seraph.process_game"
SWEEP_TASK = "seraph.sweep"


def create_celery(settings: Settings | None = None) -> Celery:
    """A configured Celery app; the wired service is built lazily on the first task (nothing connects here)."""
    settings = settings or from_env()
    app = Celery("seraph", broker=settings.broker_url or settings.redis_url)
    app.conf.update(
        task_acks_late=True,                 # a SIGKILLed worker's task is redelivered
        task_reject_on_worker_lost=True,
        worker_prefetch_multiplier=1,
        task_ignore_result=True,             # the database is the record; no result backend
        task_serializer="json",
        accept_content=["json"],
        broker_connection_retry_on_startup=True,
        broker_transport_options={"visibility_timeout": 60},
        worker_hijack_root_logger=False,
        beat_schedule={"sweep": {"task": SWEEP_TASK, "schedule": settings.sweep_interval_seconds}},
    )
    app.seraph_settings = settings
    from workers import tasks

    tasks.register(app)
    return app

"""Celery app factory: lean configuration, the broker as a wake-up only, one task at a time per thread, no result
backend."""
from __future__ import annotations

import logging

from celery import Celery
from celery.signals import after_setup_logger

from shared.config import Settings, from_env

PROCESS_TASK = "seraph.process_game"
SWEEP_TASK = "seraph.sweep"


def lean_config() -> dict:
    """The worker configuration (also the bench floor's, so the two are compared like for like)."""
    return dict(
        # The broker is only a wake-up: a move is durable before its task is sent, and the beat sweeper
        # re-sends the wake-up of any move left pending (SERAPH_PENDING_TIMEOUT). So kombu's ack emulation on
        # Redis (an unacked hash and sorted set written and cleared around every task, redelivery only after
        # the visibility timeout) buys nothing here and costs two Redis round trips a task (issue 5).
        task_acks_late=False,
        worker_prefetch_multiplier=1,
        task_ignore_result=True,             # the database is the record; no result backend
        task_serializer="json",
        accept_content=["json"],
        broker_connection_retry_on_startup=True,
        broker_transport_options={"ack_emulation": False},
        worker_hijack_root_logger=False,
    )


def quiet_per_task_logs() -> None:
    """Keep "Task received" / "Task succeeded" lines out of the worker's log once logging is set up."""
    after_setup_logger.connect(_quiet_per_task_logs, weak=False)


def create_celery(settings: Settings | None = None) -> Celery:
    """A configured Celery app; the wired service is built lazily on the first task (nothing connects here)."""
    settings = settings or from_env()
    app = Celery("seraph", broker=settings.broker_url or settings.redis_url)
    app.conf.update(**lean_config(),
                    beat_schedule={"sweep": {"task": SWEEP_TASK, "schedule": settings.sweep_interval_seconds}})
    app.seraph_settings = settings
    quiet_per_task_logs()
    from workers import tasks

    tasks.register(app)
    return app


def _quiet_per_task_logs(**_kwargs) -> None:
    """"Task received" and "Task succeeded" lines cost more than the move itself at hundreds per second;
    failures and retries are still logged (WARNING and above, and the task's own log.exception)."""
    for name in ("celery.app.trace", "celery.worker.strategy"):
        logging.getLogger(name).setLevel(logging.WARNING)

"""Celery app factory: lean configuration, the broker as a wake-up only, one task at a time per thread, no result
backend."""
from __future__ import annotations

import logging
import sys

from celery import Celery
from celery.signals import after_setup_logger, setup_logging, worker_init

from shared.adapters.queue import BOTS_QUEUE, broker_transport_options
from shared.config import DISTRIBUTED, Settings, from_env
from workers.tasks import BOTS_TASK, DELIVER_TASK, PROCESS_TASK, SWEEP_TASK, register  # noqa: F401 (PROCESS_TASK re-exported)

_LOGGING: dict = {}  # the settings the setup_logging receiver configures the process with (the last create_celery's)


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
    broker = settings.broker_url or settings.redis_url
    app = Celery("seraph", broker=broker)
    # The sweep re-sends lost wake-ups and runs the deadline scan (issue 20: reminders and timeouts, each claimed
    # and handled in one transaction, so a beat or worker killed midway leaves the seat to the next sweep).
    app.conf.update(**lean_config(), task_routes={BOTS_TASK: {"queue": BOTS_QUEUE}},  # issue 31 §3: the bots lane
                    beat_schedule={"sweep": {"task": SWEEP_TASK, "schedule": settings.sweep_interval_seconds},
                                   # webhook retries coming due, and deliveries whose wake-up was lost
                                   "webhooks": {"task": DELIVER_TASK, "schedule": settings.sweep_interval_seconds}})
    # Every Redis key and channel of the transport under SERAPH_REDIS_PREFIX, as CeleryQueue pushes them.
    app.conf.broker_transport_options = dict(app.conf.broker_transport_options,
                                             **broker_transport_options(broker, settings.redis_prefix))
    app.seraph_settings = settings
    _LOGGING["settings"] = settings
    worker_init.connect(_check_schema_at_start, weak=False, dispatch_uid="seraph-schema-check")
    worker_init.connect(_start_metrics, weak=False, dispatch_uid="seraph-worker-metrics")
    setup_logging.connect(_setup_logging, weak=False, dispatch_uid="seraph-logging")
    quiet_per_task_logs()
    register(app)
    return app


def _quiet_per_task_logs(**_kwargs) -> None:
    """"Task received" and "Task succeeded" lines cost more than the move itself at hundreds per second;
    failures and retries are still logged (WARNING and above, and the task's own log.exception)."""
    for name in ("celery.app.trace", "celery.worker.strategy"):
        logging.getLogger(name).setLevel(logging.WARNING)


def _setup_logging(loglevel=None, **_kwargs) -> None:
    """Celery's setup_logging signal: with a receiver Celery leaves logging alone, and the worker (and beat) log
    as the API does (shared/logs.py: JSON lines with the game and move ids, no tokens)."""
    from shared.logs import configure_logging

    settings = _LOGGING.get("settings") or from_env()
    configure_logging(settings.with_(log_level=_level_name(loglevel) or settings.log_level))
    _quiet_per_task_logs()


def _level_name(level) -> str | None:
    if isinstance(level, int):
        return logging.getLevelName(level)
    return str(level).upper() if level else None


def _start_metrics(sender=None, **_kwargs) -> None:
    """At worker start: export the service's metrics and, when SERAPH_WORKER_METRICS_PORT is set, serve them
    (every prefork child's too, with PROMETHEUS_MULTIPROC_DIR)."""
    from shared.adapters.metrics import clear_multiprocess_dir, install, start_worker_server

    clear_multiprocess_dir()  # before the pool forks and before this process writes any metric
    install()
    settings = getattr(getattr(sender, "app", None), "seraph_settings", None)
    if settings is not None and settings.worker_metrics_port:
        start_worker_server(settings.worker_metrics_port)


def _check_schema_at_start(sender=None, **_kwargs) -> None:
    """A distributed worker never migrates: before it consumes anything, it checks that `seraph migrate` has run,
    and if not exits with one line (SchemaNotReady) instead of failing every task."""
    settings = getattr(getattr(sender, "app", None), "seraph_settings", None)
    if settings is None or settings.mode != DISTRIBUTED:
        return
    from shared.bootstrap import SchemaNotReady, require_schema

    try:
        require_schema(settings)
    except SchemaNotReady as exc:
        print(exc, file=sys.stderr, flush=True)
        raise SystemExit(exc.exit_code) from None

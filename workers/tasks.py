"""Thin tasks: ids in, the application service does the work, Celery retries what failed.

A failed step has already been counted and logged in one line by the service (shared.service.commands:
StepFailed); the task only asks Celery to try again later, with Celery's own exponential backoff and jitter. The
bound is the service's (SERAPH_MAX_ATTEMPTS, counted in the database, so it holds across worker restarts and the
sweeper's wake-ups): at the last attempt the service rejects the move or stalls the game and raises nothing, so
`max_retries` is only a backstop for failures the service does not count (e.g. the database unreachable).
"""
from __future__ import annotations

import logging
import threading

from celery.signals import worker_ready

log = logging.getLogger(__name__)
# The tasks' names, which the app's beat schedule (workers/celery_app.py) and the senders use.
PROCESS_TASK = "seraph.process_game"  # shared.adapters.queue.PROCESS_TASK
BOTS_TASK = "seraph.play_bots"  # shared.adapters.queue.BOTS_TASK: process_game on the bots lane (issue 31 §3)
SWEEP_TASK = "seraph.sweep"
DELIVER_TASK = "seraph.deliver_webhooks"  # shared.adapters.webhook_delivery.DELIVER_TASK
_wired = {}
_lock = threading.Lock()


def wired(app):
    """The bootstrapped application for this worker process, built once on first use."""
    with _lock:
        if "app" not in _wired:
            from shared.adapters.metrics import install
            from shared.bootstrap import bootstrap

            install()  # idempotent: a prefork child exports its own counts (PROMETHEUS_MULTIPROC_DIR sums them)
            _wired["app"] = bootstrap(app.seraph_settings, migrate=False, run_queue=False)
            _wired["app"].webhooks.start_pump()  # this process delivers webhooks on its own thread
        return _wired["app"]


def deliver_from_ready(app) -> None:
    """Start this process's webhook deliverer when the worker is ready, not at its first task: a worker restarted
    after a crash sends what the dead one left at once, instead of at beat's first wake-up (issue 27 item 4). A
    prefork pool's children still start theirs at their first task: the parent that forks them holds nothing."""
    def ready(sender=None, **_kwargs):
        if "prefork" not in type(getattr(sender, "pool", None)).__module__:
            wired(app)

    worker_ready.connect(ready, weak=False)


def retry_options(settings) -> dict:
    """Celery's retry options for process_game: backoff doubling from 1 s up to SERAPH_RETRY_BACKOFF_MAX, with
    full jitter, for at most SERAPH_MAX_ATTEMPTS retries of one wake-up."""
    return dict(autoretry_for=(Exception,), retry_backoff=True,
                retry_backoff_max=max(1, int(settings.retry_backoff_max)), retry_jitter=True,
                max_retries=max(1, settings.max_attempts))


def register(app) -> None:
    """Register the tasks on a Celery app, and start the webhook deliverer when its worker is ready."""
    deliver_from_ready(app)

    @app.task(name=PROCESS_TASK, shared=False, **retry_options(app.seraph_settings))  # shared: every later app
    def process_game(game_id: str) -> int:
        return wired(app).service.process_game(game_id)

    @app.task(name=BOTS_TASK, shared=False, **retry_options(app.seraph_settings))
    def play_bots(game_id: str) -> int:
        """A slow bot's turn, on the queue `bots` (the moves lane handed it over): thought, then committed."""
        return wired(app).service.process_game(game_id, lane="bots")

    @app.task(name=SWEEP_TASK, shared=False)
    def sweep() -> int:
        return len(wired(app).service.sweep())

    @app.task(name=DELIVER_TASK, shared=False)
    def deliver_webhooks() -> int:
        """Wake this process's webhook deliverer thread (docs/WEBHOOKS.md): the POSTs never hold a task slot."""
        wired(app).webhooks.wake()
        return 0

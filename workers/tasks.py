"""Thin tasks: ids in, the application service does the work, errors are retried."""
from __future__ import annotations

import logging
import threading

log = logging.getLogger(__name__)
_wired = {}
_lock = threading.Lock()


def wired(app):
    """The bootstrapped application for this worker process, built once on first use."""
    with _lock:
        if "app" not in _wired:
            from shared.bootstrap import bootstrap

            _wired["app"] = bootstrap(app.seraph_settings, migrate=False, run_queue=False)
        return _wired["app"]


def register(app) -> None:
    """Register the tasks on a Celery app."""
    from workers.celery_app import PROCESS_TASK, SWEEP_TASK

    @app.task(name=PROCESS_TASK, bind=True, max_retries=5)
    def process_game(self, game_id: str) -> int:
        try:
            return wired(app).service.process_game(game_id)
        except Exception as exc:
            # Bounded: the moves stay pending in the database, so the beat sweeper keeps retrying after this.
            log.exception("process_game %s failed; retrying", game_id)
            raise self.retry(exc=exc, countdown=min(30, 2 ** self.request.retries))

    @app.task(name=SWEEP_TASK)
    def sweep() -> int:
        return len(wired(app).service.sweep())

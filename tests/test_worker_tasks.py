"""The Celery task retries failed steps with Celery's own backoff options; nothing connects to build it."""
from types import SimpleNamespace

import pytest

from shared.config import Settings
from shared.service.errors import StepFailed
from workers import tasks
from workers.celery_app import PROCESS_TASK, create_celery


@pytest.fixture(scope="module")
def celery_app():  # one app: Celery keeps a task name to the first callable registered under it
    app = create_celery(Settings(mode="distributed", broker_url="memory://", max_attempts=3, retry_backoff_max=30))
    app.conf.task_always_eager = True
    return app


def test_process_game_retries_with_celerys_exponential_backoff_and_jitter_up_to_the_attempt_bound(celery_app):
    task = celery_app.tasks[PROCESS_TASK]
    assert task.autoretry_for == (Exception,)
    assert task.retry_backoff is True and task.retry_backoff_max == 30 and task.retry_jitter is True
    assert task.max_retries == 3


def test_a_failed_step_is_retried_until_the_service_settles_it(celery_app, monkeypatch):
    calls = []

    def process_game(game_id):
        calls.append(game_id)
        if len(calls) < 3:
            raise StepFailed(game_id, len(calls), 1.0, RuntimeError("boom"))
        return 1  # the last attempt: the service rejected the move or stalled the game, and raised nothing

    monkeypatch.setattr(tasks, "wired", lambda _app: SimpleNamespace(service=SimpleNamespace(process_game=process_game)))
    result = celery_app.tasks[PROCESS_TASK].apply(args=["g1"])
    assert result.successful() and result.get() == 1 and calls == ["g1"] * 3


def test_a_worker_starts_its_webhook_deliverer_when_it_is_ready_not_at_its_first_task(celery_app, monkeypatch):
    from celery.concurrency.prefork import TaskPool as PreforkPool
    from celery.concurrency.thread import TaskPool as ThreadPool
    from celery.signals import worker_ready

    class Consumer:  # what Celery sends worker_ready with: the consumer, its app and its pool
        def __init__(self, pool_class):
            self.app, self.pool = celery_app, pool_class.__new__(pool_class)

    started = []
    monkeypatch.setattr(tasks, "wired", started.append)
    worker_ready.send(sender=Consumer(ThreadPool))
    assert celery_app in started, "a restarted worker sends what a killed one left without waiting for a task"
    started.clear()
    worker_ready.send(sender=Consumer(PreforkPool))
    assert started == [], "a prefork parent holds no connections its children would inherit"

"""Shared fixtures: a GameService with an in-memory notifier and a recording queue, on a temporary SQLite file
and again on PostgreSQL (a private schema), since each database has its own statements on the hot path."""
import os

import pytest

from shared.adapters.notify import InMemoryNotifier
from shared.adapters.store import SqlStore
from shared.config import Settings
from shared.service.handlers import GameService
from shared.service.ports import RecordingQueue


class FakeClock:
    """A clock the test moves by hand."""

    def __init__(self, now=1_000_000.0):
        self.now = now

    def __call__(self):
        return self.now


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture(scope="session")
def pg_schema():
    """A private PostgreSQL schema for the session; skipped without PostgreSQL, except on CI where it fails."""
    from tests.integration.harness import PgSchema, postgres_problem

    problem = postgres_problem()
    if problem:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"PostgreSQL unavailable on CI: {problem}", pytrace=False)
        pytest.skip(problem)
    schema = PgSchema("seraph_unit").create()
    yield schema
    schema.drop()


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request, tmp_path):
    if request.param == "sqlite":
        s = SqlStore(f"sqlite:///{tmp_path}/seraph.db")
        s.migrate()
    else:
        s = SqlStore(request.getfixturevalue("pg_schema").url)
        with s.engine.begin() as conn:
            conn.exec_driver_sql("TRUNCATE seat_clocks, events, moves, seats, games")
    yield s
    s.close()


@pytest.fixture
def queue():
    return RecordingQueue()


@pytest.fixture
def svc(store, queue, clock):
    service = GameService(store, InMemoryNotifier(), queue, Settings(pending_timeout_seconds=30), clock=clock)
    queue.bind(service.process_game, service.sweep)
    return service

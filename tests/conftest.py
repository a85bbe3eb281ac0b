"""Shared fixtures: a GameService on a temporary SQLite file, an in-memory notifier and a recording queue."""
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


@pytest.fixture
def store(tmp_path):
    s = SqlStore(f"sqlite:///{tmp_path}/seraph.db")
    s.migrate()
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

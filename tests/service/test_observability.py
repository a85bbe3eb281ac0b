"""The move path's observability: the game and move ids on every log line (shared.service.logcontext), the counters
and latencies it records (shared.service.metrics), their Prometheus export (shared.adapters.metrics, also across
processes) and the age of the oldest pending move. SQLite and PostgreSQL."""
import logging
import os
import subprocess
import sys

import pytest

from shared.adapters.notify import InMemoryNotifier
from shared.config import Settings
from shared.service import logcontext, metrics
from shared.service.errors import StaleVersion, StepFailed
from shared.service.handlers import GameService
from tests.service.test_dead_letters import poison
from tests.service.test_moves import active_human, create

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class Lines(logging.Handler):
    """Records as a configured process's handler sees them: through the context filter."""

    def __init__(self):
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []
        self.addFilter(logcontext.ContextFilter())

    def emit(self, record):
        self.records.append(record)


@pytest.fixture
def lines():
    handler, root = Lines(), logging.getLogger()
    level = root.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    yield handler.records
    root.removeHandler(handler)
    root.setLevel(level)


@pytest.fixture(autouse=True)
def fresh_counters():
    metrics.reset()
    yield
    metrics.reset()


def test_the_fields_are_bound_for_a_block_and_undone_after_it():
    assert logcontext.current() == {}
    with logcontext.bound(game_id="g", move_id=None):
        logcontext.put(move_id="m")
        assert logcontext.current() == {"game_id": "g", "move_id": "m"}
    assert logcontext.current() == {}


def test_every_line_logged_while_a_move_is_admitted_carries_its_game_and_move_ids(svc, queue, lines, monkeypatch):
    created = create(svc)
    seat, _ = active_human(svc, created)
    monkeypatch.setattr(queue, "enqueue", lambda game_id, countdown=None: logging.getLogger("wake").info("sent"))
    out = svc.submit_move(created["id"], seat, svc.legal_actions(created["id"], seat)["actions"][0])
    line = next(r for r in lines if r.name == "wake")
    assert (line.game_id, line.move_id) == (created["id"], out["move_id"])
    assert logcontext.current() == {}, "nothing leaks past the call"


def test_every_line_of_a_worker_step_carries_its_game_and_move_ids(store, queue, clock, lines, monkeypatch):
    svc = GameService(store, InMemoryNotifier(), queue, Settings(max_attempts=2), clock=clock)
    created = create(svc)
    seat, _ = active_human(svc, created)
    legal = svc.legal_actions(created["id"], seat)["actions"]
    move = svc.submit_move(created["id"], seat, legal[0])
    poison(monkeypatch, "check", legal[0])
    with pytest.raises(StepFailed):
        svc.process_game(created["id"])
    svc.process_game(created["id"])  # the last attempt: rejected, a dead letter logged
    step_lines = [r for r in lines if r.name == "shared.service.handlers"]
    assert len(step_lines) >= 2 and all((r.game_id, r.move_id) == (created["id"], move["move_id"])
                                        for r in step_lines)
    assert logcontext.current() == {}


def test_admitted_applied_and_rejected_moves_are_counted_by_game_with_their_latencies(svc, queue, clock):
    created = create(svc)
    seat, _ = active_human(svc, created)
    svc.submit_move(created["id"], seat, svc.legal_actions(created["id"], seat)["actions"][0], expected_version=0)
    assert metrics.value("moves_admitted", game="falling") == 1
    assert metrics.observed("move_admission_seconds", game="falling")[0] == 1
    clock.now += 0.25
    queue.drain()
    assert metrics.value("moves_applied", game="falling") == 1
    assert metrics.observed("move_apply_seconds", game="falling") == (1, 0.25)
    with pytest.raises(StaleVersion):
        svc.submit_move(created["id"], seat, {"type": "anything"}, expected_version=99)
    assert metrics.value("moves_rejected", game="falling", stage="admission") == 1


def test_a_move_the_worker_rejects_is_counted_once_its_step_commits(store, queue, clock, monkeypatch):
    svc = GameService(store, InMemoryNotifier(), queue, Settings(max_attempts=1), clock=clock)
    created = create(svc)
    seat, _ = active_human(svc, created)
    legal = svc.legal_actions(created["id"], seat)["actions"]
    svc.submit_move(created["id"], seat, legal[0])
    poison(monkeypatch, "check", legal[0])
    svc.process_game(created["id"])
    assert metrics.value("moves_rejected", game="falling", stage="apply") == 1
    assert metrics.value("moves_applied", game="falling") == 0 and metrics.value("dead_letters", kind="move") == 1


def test_the_sweeper_counts_its_re_enqueues_and_the_oldest_pending_move_has_an_age(svc, queue, clock):
    assert svc.oldest_pending_age() is None
    created = create(svc)
    seat, _ = active_human(svc, created)
    svc.submit_move(created["id"], seat, svc.legal_actions(created["id"], seat)["actions"][0])
    clock.now += 40  # past the pending timeout (30 s)
    assert svc.oldest_pending_age() == pytest.approx(40)
    queue.enqueued.clear()
    assert svc.sweep() == [created["id"]]
    assert metrics.value("sweeper_requeues") == 1
    queue.drain()
    assert svc.oldest_pending_age() is None


def test_the_service_counters_are_exported_to_prometheus_as_they_happen():
    from prometheus_client import REGISTRY

    from shared.adapters.metrics import install

    install()
    before = REGISTRY.get_sample_value("seraph_dead_letters_total", {"kind": "game"}) or 0
    metrics.inc("dead_letters", kind="game")
    metrics.observe("move_apply_seconds", 0.02, game="falling")
    assert REGISTRY.get_sample_value("seraph_dead_letters_total", {"kind": "game"}) == before + 1
    assert REGISTRY.get_sample_value("seraph_move_apply_seconds_bucket", {"game": "falling", "le": "0.025"}) >= 1


COUNTING_PROCESS = """
import os
from shared.adapters.metrics import install, set_open_streams
from shared.service import metrics
install()
metrics.inc("moves_admitted", game="falling")
set_open_streams(3)
print(os.getpid())
"""
RENDERING_PROCESS = """
import sys
from shared.adapters.metrics import mark_process_dead, render
for pid in sys.argv[1:]:
    mark_process_dead(int(pid))
print(render()[0].decode())
"""


def test_with_a_multiprocess_directory_a_scrape_sums_every_process(tmp_path, monkeypatch):
    from shared.adapters.metrics import clear_multiprocess_dir

    (tmp_path / "counter_99999.db").write_bytes(b"left by a previous run")
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(tmp_path))
    assert clear_multiprocess_dir() == 1 and not list(tmp_path.iterdir())
    env = dict(os.environ, PROMETHEUS_MULTIPROC_DIR=str(tmp_path), PYTHONPATH=ROOT)
    pids = [subprocess.run([sys.executable, "-c", COUNTING_PROCESS], env=env, cwd=ROOT, check=True, timeout=30,
                           capture_output=True, text=True).stdout.strip() for _ in range(2)]
    before, after = (subprocess.run([sys.executable, "-c", RENDERING_PROCESS, *dead], env=env, cwd=ROOT, check=True,
                                    timeout=30, capture_output=True, text=True).stdout for dead in ([], pids))
    assert 'seraph_moves_admitted_total{game="falling"} 2.0' in before
    # The open-streams gauge sums the processes alive: until gunicorn's child_exit marks them dead, both count.
    assert "seraph_open_streams 6.0" in before and "seraph_open_streams 6.0" not in after
    assert 'seraph_moves_admitted_total{game="falling"} 2.0' in after, "counters outlive their processes"

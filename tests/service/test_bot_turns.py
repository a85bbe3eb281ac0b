"""Bots' turns as ordinary worker steps (issue 31 §3): a bot thinks outside the game's lock, its decision is applied
only while the game is where it was, and slow bots' turns go to a lane of their own."""
import contextlib
import threading

import pytest
import sqlalchemy as sa

from shared.engine import bots
from shared.service.ports import RecordingQueue


class ProbeBot(bots.RandomBot):
    """A random bot that records each decision's seed and whether a write transaction was open meanwhile; `during`
    runs inside its first decision (what happens while it thinks)."""

    name = "probe"

    def __init__(self, store, slow=False):
        self.store, self.slow, self.seeds, self.locked, self.during = store, slow, [], [], None

    def choose(self, game, state, seat, actions, seed):
        self.seeds.append(seed)
        self.locked.append(self.store.writing > 0)
        if self.during is not None:
            during, self.during = self.during, None
            during()
        return super().choose(game, state, seat, actions, seed)


@pytest.fixture
def probe(svc, monkeypatch):
    """The probe bot, and the store counting its open write transactions."""
    store, write = svc.store, svc.store.write
    store.writing = 0

    @contextlib.contextmanager
    def counted():
        store.writing += 1
        try:
            with write() as tx:
                yield tx
        finally:
            store.writing -= 1

    monkeypatch.setattr(store, "write", counted)
    bot = ProbeBot(store)
    monkeypatch.setitem(bots.BOTS, "probe", bot)
    return bot


def human_and_probe(svc):
    """Falling, seat 0 a human and seat 1 the probe bot: both choose at once at the start."""
    return svc.create_game("falling", {}, [{"kind": "human"}, {"kind": "bot", "bot": "probe"}], 5)["id"]


def moves_of(svc, game_id):
    with svc.store.read() as tx:
        rows = tx.core(sa.text(f"SELECT seat, kind, version, status FROM moves WHERE game_id = '{game_id}' "
                               "ORDER BY id"))
    return [(r["seat"], r["kind"], r["version"], r["status"]) for r in rows]


def test_a_bot_decision_is_computed_with_no_write_transaction_open(svc, queue, probe):
    game_id = human_and_probe(svc)
    queue.drain()
    assert probe.seeds and probe.locked == [False] * len(probe.seeds)
    assert moves_of(svc, game_id) == [(1, "bot", 1, "applied")]


def test_a_human_move_committed_while_the_bot_thinks_drops_the_bots_action_and_it_thinks_again(svc, queue, probe):
    game_id = human_and_probe(svc)
    action = svc.legal_actions(game_id, 0)["actions"][0]
    # Under the lock this would wait for the worker's own transaction (SQLite) or the row lock (PostgreSQL).
    probe.during = lambda: svc.submit_move(game_id, 0, action, expected_version=0)
    queue.drain()
    assert [s.rsplit(":", 2)[1:] for s in probe.seeds[:2]] == [["0", "1"], ["1", "1"]]  # version 0, then 1
    made = moves_of(svc, game_id)
    assert made[:2] == [(0, "human", 1, "applied"), (1, "bot", 2, "applied")]
    assert [m for m in made if m[1] == "human"] == [(0, "human", 1, "applied")]  # applied exactly once
    assert [m[2] for m in made] == list(range(1, len(made) + 1)) and len(probe.seeds) == len(made)
    assert svc.replay(game_id)["ok"]


def test_the_bots_action_is_the_one_thought_for_the_games_seed_version_and_seat(svc, queue, probe):
    game_id = human_and_probe(svc)
    queue.drain()
    with svc.store.read() as tx:
        head = tx.game_head(game_id)
    assert probe.seeds == [f"{head['seed']}:0:1"]
    assert svc.replay(game_id)["ok"]


def test_each_bot_decision_is_timed_and_one_that_reaches_the_bots_cap_is_counted(svc, queue, probe):
    from shared.service.metrics import REGISTRY

    timed, capped = REGISTRY.observed("bot_decision_seconds", game="falling", bot="probe")[0], \
        REGISTRY.value("bot_cap_hits", bot="probe")
    probe.cap_seconds = 0.0  # every decision reaches it
    human_and_probe(svc)
    queue.drain()
    assert REGISTRY.observed("bot_decision_seconds", game="falling", bot="probe")[0] - timed == len(probe.seeds) >= 1
    assert REGISTRY.value("bot_cap_hits", bot="probe") - capped == len(probe.seeds)


class LaneQueue(RecordingQueue):
    """A recording queue with a bots lane: wake-ups handed to it are recorded apart."""

    bots_lane = True

    def __init__(self):
        super().__init__()
        self.bots: list[str] = []

    def enqueue_bots(self, game_id):
        self.bots.append(game_id)


@pytest.fixture
def lanes(svc):
    lane_queue = LaneQueue()
    svc.commands.queue = lane_queue
    return lane_queue


def test_a_slow_bots_turn_is_handed_to_the_bots_lane_and_played_there(svc, probe, lanes):
    probe.slow = True
    game_id = human_and_probe(svc)
    assert svc.process_game(game_id) == 0  # the moves lane thinks nothing
    assert probe.seeds == [] and lanes.bots == [game_id] and moves_of(svc, game_id) == []
    assert svc.process_game(game_id, lane="bots") == 1
    assert moves_of(svc, game_id) == [(1, "bot", 1, "applied")] and probe.locked == [False]


def test_the_bots_lane_plays_one_turn_a_wake_up_and_hands_the_game_back_to_the_end_of_the_lane(svc, probe, lanes):
    probe.slow = True
    game_id = svc.create_game("falling", {}, [{"kind": "bot", "bot": "probe"}, {"kind": "bot", "bot": "probe"}],
                              5)["id"]
    assert svc.process_game(game_id, lane="bots") == 1
    assert lanes.bots == [game_id] and len(moves_of(svc, game_id)) == 1


def test_a_fast_bots_turn_is_played_on_the_moves_lane(svc, probe, lanes):
    game_id = human_and_probe(svc)
    assert svc.process_game(game_id) == 1
    assert lanes.bots == [] and moves_of(svc, game_id) == [(1, "bot", 1, "applied")]


def test_the_search_bots_are_slow_and_the_others_are_not():
    assert {name for name in bots.BOTS if bots.is_slow(name)} == {"search-fast", "search"}


def test_the_inline_queues_bots_lane_runs_on_a_thread_of_its_own():
    from shared.adapters.queue import InlineQueue

    seen, done = [], threading.Event()

    def handler(game_id, lane="moves"):
        seen.append((game_id, lane, threading.current_thread().name))
        done.set()

    inline = InlineQueue(sweep_interval=60, bots_lane=True)
    inline.bind(handler, lambda: None)
    try:
        inline.enqueue_bots("g1")
        assert done.wait(5)
    finally:
        inline.close()
    assert seen == [("g1", "bots", "seraph-inline-bots")]

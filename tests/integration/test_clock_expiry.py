"""Exactly-once expiry with real processes (issue 20 §1): a worker running beat is SIGKILLed while it holds a claimed
deadline's transaction open; nothing of the claim or its handling is left, and the next worker's scan handles the
expiry once. PostgreSQL, a private Redis, `seraph serve` and `seraph worker --beat` (tests/integration/conftest.py)."""
from __future__ import annotations

import time

import orjson
import pytest

from tests.integration.harness import wait_until

pytestmark = pytest.mark.integration


def _timeouts(schema, game_id):
    events = schema.query("SELECT body FROM events WHERE game_id = :g ORDER BY seq", g=game_id)
    return [e["body"] for e in events if '"timed_out"' in e["body"]]


def test_a_deadline_whose_worker_and_beat_are_killed_midway_is_handled_once_by_the_next(healthy_worker, client,
                                                                                         schema):
    stack = healthy_worker
    stack.worker.stop()  # warm shutdown: from now on only the faulty worker (and its beat) scans
    game = client.create_game([{}, {}], seed=5, options={"clock": {"per_move": "1s", "remind_at": 0}})
    gid = game["id"]
    faulty = stack.start_worker(concurrency=1, beat=True, name="faulty-clock-worker",
                                SERAPH_FAULT_PAUSE_BEFORE_COMMIT=5)
    try:
        wait_until(lambda: "pausing before committing the deadline" in faulty.log(), 15, interval=0.05,
                   what="the faulty worker to pause inside a deadline's transaction")
        time.sleep(0.3)
    finally:
        faulty.kill()  # SIGKILL the process group: the worker and its embedded beat
    assert not faulty.alive()
    assert _timeouts(schema, gid) == [], "the killed transaction leaked"
    due = schema.query("SELECT seat FROM seat_clocks WHERE game_id = :g AND due_at IS NOT NULL ORDER BY seat",
                       g=gid)
    assert [r["seat"] for r in due] == [0, 1], "the claim was rolled back with the kill"

    stack.worker = stack.start_worker(concurrency=2, beat=True)
    wait_until(lambda: len(_timeouts(schema, gid)) >= 2, 20, interval=0.1, what="both seats to time out")
    time.sleep(1.5)  # three more scans: each finds nothing left to do
    # A player who never moves times out on each of its turns, but each turn's deadline once.
    turns = [(body["seat"], body["data"]["deadline"]) for body in map(orjson.loads, _timeouts(schema, gid))]
    assert len(turns) == len(set(turns)), turns
    assert sorted(seat for seat, _deadline in turns[:2]) == [0, 1]
    moves = schema.query("SELECT version FROM moves WHERE game_id = :g AND status = 'applied' ORDER BY version",
                         g=gid)
    assert [m["version"] for m in moves] == list(range(1, len(moves) + 1))

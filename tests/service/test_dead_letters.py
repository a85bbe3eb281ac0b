"""Dead letters: a move the worker keeps failing on is rejected after its last attempt, a game whose own step keeps
failing is stalled until an operator retries it; each is logged once and counted. SQLite and PostgreSQL."""
import logging

import orjson
import pytest
import sqlalchemy as sa

from shared.adapters.db import moves as moves_table
from shared.adapters.notify import InMemoryNotifier
from shared.config import Settings
from shared.engine import get_game
from shared.engine.contract import strip_label
from shared.service import commands, metrics
from shared.service.errors import GameStalled, StepFailed
from shared.service.handlers import GameService
from tests.factories import GameRequestFactory
from tests.service.test_moves import active_human, create, first_legal

FALLING = get_game("falling")
LOGGER = "shared.service.handlers"


@pytest.fixture(autouse=True)
def fresh_counters():
    metrics.reset()
    yield
    metrics.reset()


def poison(monkeypatch, method: str, bad: dict | None = None):
    """Make the rules' `method` raise a RuntimeError (for the action `bad` only, when given)."""
    real = getattr(FALLING, method)

    def broken(state, seat, *rest):
        if bad is None or strip_label(rest[0]) == strip_label(bad):
            raise RuntimeError(f"boom in {method}")
        return real(state, seat, *rest)

    monkeypatch.setattr(FALLING, method, broken)


def attempts_of(store, move_id):
    with store.read() as tx:
        return tx.core(sa.select(moves_table.c.attempts).where(moves_table.c.move_id == move_id))[0]["attempts"]


def dead_letter_lines(caplog):
    return [r for r in caplog.records if r.name == LOGGER and r.levelno == logging.WARNING
            and r.getMessage().startswith("dead letter")]


def test_a_poison_move_is_rejected_with_internal_error_after_three_attempts_and_a_later_move_applies(
        svc, queue, store, clock, monkeypatch, caplog):
    caplog.set_level(logging.INFO, logger=LOGGER)
    created = create(svc)
    gid = created["id"]
    seat, _ = active_human(svc, created)
    legal = svc.legal_actions(gid, seat)["actions"]
    assert len(legal) >= 2
    bad = svc.submit_move(gid, seat, legal[0])
    queue.enqueued.clear()
    poison(monkeypatch, "check", legal[0])
    for attempt in (1, 2):
        with pytest.raises(StepFailed) as failed:
            svc.process_game(gid)
        assert failed.value.attempt == attempt and failed.value.retry_in == 2.0 ** (attempt - 1)
        assert svc.move_status(gid, bad["move_id"])["status"] == "pending"
        assert attempts_of(store, bad["move_id"]) == attempt
    # The count is in the database: a restarted worker makes the last attempt.
    restarted = GameService(store, InMemoryNotifier(), queue, Settings(pending_timeout_seconds=30), clock=clock)
    restarted.process_game(gid)
    status = svc.move_status(gid, bad["move_id"])
    assert status["status"] == "rejected" and status["error"]["code"] == "internal_error"
    assert "boom" not in status["error"]["message"], "the cause goes to the log, not to the client"
    assert svc.read_game(gid, None)["status"] == "active"
    later = svc.submit_move(gid, seat, legal[1], expected_version=0)
    queue.drain()
    assert svc.move_status(gid, later["move_id"]) == {"move_id": later["move_id"], "status": "applied",
                                                     "version": 1, "error": None}
    lines = dead_letter_lines(caplog)
    assert len(lines) == 1, [r.getMessage() for r in lines]
    text = lines[0].getMessage()
    assert gid in text and bad["move_id"] in text and "RuntimeError: boom in check" in text
    assert "\n" not in text and lines[0].exc_info is None
    retries = [r for r in caplog.records if r.name == LOGGER and "retrying" in r.getMessage()]
    assert len(retries) == 2 and all(r.levelno == logging.INFO and r.exc_info is None for r in retries)
    assert metrics.value("dead_letters", kind="move") == 1 and metrics.value("dead_letters", kind="game") == 0
    assert metrics.value("step_failures", kind="move") == 2


def test_a_crash_inside_the_rules_apply_is_a_dead_letter_at_once_logged_in_one_line_and_counted(
        svc, queue, monkeypatch, caplog):
    caplog.set_level(logging.INFO, logger=LOGGER)
    created = create(svc)
    seat, _ = active_human(svc, created)
    move = svc.submit_move(created["id"], seat, first_legal(svc, created["id"], seat))
    poison(monkeypatch, "apply_in_place")
    queue.drain()  # the rules are deterministic: no second attempt
    assert svc.move_status(created["id"], move["move_id"])["error"]["code"] == "internal_error"
    [line] = dead_letter_lines(caplog)
    assert move["move_id"] in line.getMessage() and "RuntimeError: boom in apply_in_place" in line.getMessage()
    assert line.exc_info is None and metrics.value("dead_letters", kind="move") == 1


def test_the_number_of_attempts_is_a_setting(store, queue, clock, monkeypatch):
    svc = GameService(store, InMemoryNotifier(), queue, Settings(max_attempts=1), clock=clock)
    created = create(svc)
    seat, _ = active_human(svc, created)
    move = svc.submit_move(created["id"], seat, first_legal(svc, created["id"], seat))
    poison(monkeypatch, "check")
    svc.process_game(created["id"])
    assert svc.move_status(created["id"], move["move_id"])["error"]["code"] == "internal_error"


def test_the_sweeper_leaves_a_move_that_just_failed_alone_until_the_pending_timeout_passes(svc, queue, clock,
                                                                                            monkeypatch):
    created = create(svc)
    seat, _ = active_human(svc, created)
    svc.submit_move(created["id"], seat, first_legal(svc, created["id"], seat))
    poison(monkeypatch, "check")
    clock.now += 31
    assert svc.sweep() == [created["id"]]
    with pytest.raises(StepFailed):
        svc.process_game(created["id"])
    assert svc.sweep() == [], "just attempted"
    clock.now += 31
    assert svc.sweep() == [created["id"]]


def stall_a_bot_game(svc, monkeypatch, clock):
    """A game whose bot turn crashes the bot every time, driven to its last attempt: the game's own step fails."""
    body = GameRequestFactory.with_kinds("bot", "human")
    created = svc.create_game(body["game"], body["options"], body["seats"], body["seed"],
                              public=True)  # listed (issue 19: games are private by default)
    gid = created["id"]

    def crashing_bot(*_args, **_kwargs):
        raise RuntimeError("the bot crashed")

    monkeypatch.setattr(commands, "decide", crashing_bot)
    for attempt in (1, 2):
        with pytest.raises(StepFailed) as failed:
            svc.process_game(gid)
        assert failed.value.attempt == attempt
        assert svc.process_game(gid) == 0, "a machine turn waits out its backoff"
        clock.now += failed.value.retry_in
    assert svc.process_game(gid) == 1  # the last attempt stalls the game (a step: the game_stalled event)
    return created


def test_a_game_whose_machine_turn_keeps_failing_is_stalled_skipped_by_the_sweeper_and_refuses_moves(
        svc, queue, store, clock, monkeypatch, caplog):
    caplog.set_level(logging.INFO, logger=LOGGER)
    created = stall_a_bot_game(svc, monkeypatch, clock)
    gid = created["id"]
    game = svc.read_game(gid, 1)
    assert game["status"] == "stalled" and game["actions"] == [] and game["prompt"] is None
    assert [g["status"] for g in svc.list_games()] == ["stalled"]
    assert [g["id"] for g in svc.list_games(status="stalled")] == [gid]
    assert svc.game_status(gid)["status"] == "stalled"
    assert svc.events_after(gid, 0, 1)[-1]["type"] == "game_stalled"
    clock.now += 3600
    assert svc.sweep() == [], "a stalled game waits for an operator"
    assert svc.process_game(gid) == 0
    with pytest.raises(GameStalled) as err:
        svc.submit_move(gid, 1, {"type": "pass"})
    assert err.value.code == "game_stalled"
    [row] = svc.stalled_games()
    assert row["id"] == gid and row["game"] == "falling" and row["stalled_at"] == clock.now - 3600
    assert row["stalled_reason"] == "RuntimeError: the bot crashed" and row["attempts"] == 3
    lines = dead_letter_lines(caplog)
    assert len(lines) == 1 and "game stalled" in lines[0].getMessage() and gid in lines[0].getMessage()
    assert metrics.value("dead_letters", kind="game") == 1 and metrics.value("step_failures", kind="game") == 2


def test_retry_game_brings_a_stalled_game_back_and_it_proceeds_once_the_fault_is_fixed(svc, queue, clock,
                                                                                       monkeypatch):
    created = stall_a_bot_game(svc, monkeypatch, clock)
    gid = created["id"]
    monkeypatch.undo()  # the hot-fix
    queue.enqueued.clear()
    assert svc.retry_game(gid)["status"] == "active"
    assert queue.enqueued == [(gid, None)] and svc.stalled_games() == []
    queue.drain()
    game = svc.read_game(gid, None)
    assert game["status"] == "active" and game["version"] >= 1
    types = [e["type"] for e in svc.events_after(gid, 0, None)]
    assert types.index("game_stalled") < types.index("game_resumed") < len(types) - 1
    with pytest.raises(Exception) as err:
        svc.retry_game(gid)
    assert err.value.code == "conflict"


def test_a_pending_move_on_a_snapshot_the_rules_cannot_read_stalls_the_game_instead_of_blaming_the_move(
        svc, queue, store, clock, monkeypatch):
    created = create(svc)
    gid = created["id"]
    seat, _ = active_human(svc, created)
    move = svc.submit_move(gid, seat, first_legal(svc, gid, seat))
    with store.write() as tx:  # a snapshot that no longer parses
        tx.update_game(gid, state='{"broken": ')
    svc.commands._hot = type(svc.commands._hot)()  # a worker that never held it
    for _ in range(2):
        with pytest.raises(StepFailed):
            svc.process_game(gid)
    svc.process_game(gid)
    assert svc.move_status(gid, move["move_id"])["status"] == "pending", "not the move's fault"
    assert svc.game_status(gid)["status"] == "stalled"
    fresh = GameService(store, InMemoryNotifier(), queue, Settings(), clock=clock)  # reads it from the database
    game = fresh.read_game(gid, seat)
    assert game["status"] == "stalled" and game["view"] == {} and game["actions"] == []
    assert fresh.seat_state(gid, seat, game["version"])["status"] == "stalled"
    assert [e["type"] for e in fresh.events_after(gid, 0, seat, with_state=True)][-1] == "game_stalled"


def test_a_stream_follows_a_game_through_its_stall_and_its_retry(svc, queue, clock, monkeypatch):
    from services.api.sse import event_stream

    created = stall_a_bot_game(svc, monkeypatch, clock)
    gid = created["id"]
    monkeypatch.undo()
    stream = event_stream(svc, svc.notifier, gid, 1, 0, keepalive=0.05, max_seconds=0.3, with_state=True)
    chunks = [next(stream), next(stream)]
    assert b"event: game_stalled" in chunks[1] and b'"status":"stalled"' in chunks[1]
    svc.retry_game(gid)
    queue.drain()
    rest = b"".join(stream)
    assert b"event: game_resumed" in rest and b'"status":"active"' in rest


def test_the_counters_registry_counts_per_label_set():
    metrics.inc("dead_letters", kind="move")
    metrics.inc("dead_letters", kind="move")
    metrics.inc("dead_letters", kind="game")
    assert metrics.value("dead_letters", kind="move") == 2 and metrics.total("dead_letters") == 3
    assert metrics.collect()["dead_letters"] == [({"kind": "game"}, 1), ({"kind": "move"}, 2)]
    with pytest.raises(ValueError):
        metrics.inc("dead_letters", -1, kind="move")


def test_a_moves_attempts_start_at_zero_in_the_database(svc, store):
    created = create(svc)
    seat, _ = active_human(svc, created)
    move = svc.submit_move(created["id"], seat, first_legal(svc, created["id"], seat))
    assert attempts_of(store, move["move_id"]) == 0
    with store.read() as tx:
        assert tx.game_head(created["id"])["attempts"] == 0
    assert orjson.loads(orjson.dumps(svc.stalled_games())) == []


def test_the_chaos_suites_poison_move_hook_fails_only_moves_with_the_configured_id_prefix(
        svc, store, queue, clock, caplog):
    caplog.set_level(logging.INFO, logger=LOGGER)
    created = create(svc)
    seat, _ = active_human(svc, created)
    move = svc.submit_move(created["id"], seat, first_legal(svc, created["id"], seat))
    hooked = GameService(store, InMemoryNotifier(), queue,
                         Settings(fault_raise_on_move_prefix=move["move_id"][:12]), clock=clock)
    hooked.process_game(created["id"])
    status = svc.move_status(created["id"], move["move_id"])
    assert status["status"] == "rejected" and status["error"]["code"] == "internal_error"
    [line] = dead_letter_lines(caplog)
    assert "fault injection" in line.getMessage()
    later = svc.submit_move(created["id"], seat, first_legal(svc, created["id"], seat))
    hooked.process_game(created["id"])
    assert svc.move_status(created["id"], later["move_id"])["status"] == "applied"

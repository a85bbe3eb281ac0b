"""The move pipeline through the application service, with the worker side driven by hand."""
import orjson
import pytest
import sqlalchemy as sa

from shared.adapters.db import seats as seats_table
from shared.adapters.notify import InMemoryNotifier
from shared.adapters.store import SqlStore
from shared.config import Settings
from shared.engine import get_game
from shared.service.handlers import GameService
from shared.service.errors import (BadRequest, IdempotencyConflict, IllegalAction, InvalidOptions, NotFound,
                                   NotYourTurn, StaleVersion, Unauthorized, Unavailable, UnknownGame)
from tests.factories import GameRequestFactory, MoveRequestFactory

FALLING = get_game("falling")


def create(svc, *kinds, **kw):
    body = GameRequestFactory.with_kinds(*(kinds or ("human", "human")), **kw)
    return svc.create_game(body["game"], body["options"], body["seats"], body["seed"])


def active_human(svc, created):
    """(seat, token) of an active human seat."""
    game = svc.read_game(created["id"], None)
    for seat in game["active_seats"]:
        if created["seats"][seat]["kind"] == "human":
            return seat, created["seats"][seat]["token"]
    raise AssertionError("no human seat is active")


def first_legal(svc, game_id, seat):
    return svc.legal_actions(game_id, seat)["actions"][0]


def test_creating_a_game_returns_a_distinct_strong_token_per_seat(svc, store):
    created = create(svc, "human", "human", "bot")
    tokens = [s["token"] for s in created["seats"]]
    assert len(set(tokens)) == 3 and all(len(t) >= 22 for t in tokens)  # 24 random bytes, url-safe
    with store.read() as tx:
        hashes = [r["token_hash"] for r in tx.core(sa.select(seats_table.c.token_hash))]
    assert not set(tokens) & set(hashes)


def test_a_token_identifies_its_seat_and_a_wrong_token_is_refused(svc):
    created = create(svc)
    assert svc.authenticate(created["id"], created["seats"][1]["token"]) == 1
    assert svc.authenticate(created["id"], None) is None
    with pytest.raises(Unauthorized):
        svc.authenticate(created["id"], "not-a-token")
    with pytest.raises(NotFound):
        svc.authenticate("nope", None)


def test_unknown_games_bad_seats_and_bad_options_are_refused_before_anything_is_stored(svc, store):
    with pytest.raises(UnknownGame):
        svc.create_game("chess", {}, [{}, {}])
    with pytest.raises(InvalidOptions):
        svc.create_game("falling", {"no_such_option": 1}, [{}, {}])
    with pytest.raises(InvalidOptions):
        svc.create_game("falling", {}, [{}] * 7)
    with pytest.raises(BadRequest):
        svc.create_game("falling", {"automa_delay_seconds": -1}, [{}, {}])
    assert svc.list_games() == []


def test_an_accepted_move_is_applied_once_even_when_its_wake_up_is_delivered_twice(svc, queue):
    created = create(svc)
    seat, _ = active_human(svc, created)
    body = MoveRequestFactory(action=first_legal(svc, created["id"], seat), expected_version=0)
    move = svc.submit_move(created["id"], seat, body["action"], expected_version=body["expected_version"])
    assert move["status"] == "pending"
    queue.enqueued.append(queue.enqueued[-1])
    queue.drain()
    status = svc.move_status(created["id"], move["move_id"])
    assert status["status"] == "applied" and status["version"] == 1
    assert svc.read_game(created["id"], None)["version"] == 1


def test_a_stale_expected_version_is_refused_at_once_with_the_current_version(svc, queue):
    created = create(svc)
    for _ in range(60):  # until a move hands the decision to a seat that had none before it
        before = svc.read_game(created["id"], None)
        seat, _ = active_human(svc, created)
        svc.submit_move(created["id"], seat, first_legal(svc, created["id"], seat), expected_version=before["version"])
        queue.drain()
        fresh = [s for s in svc.read_game(created["id"], None)["active_seats"] if s not in before["active_seats"]]
        if fresh:
            break
    with pytest.raises(StaleVersion) as err:
        svc.submit_move(created["id"], fresh[0], first_legal(svc, created["id"], fresh[0]),
                        expected_version=before["version"])
    assert err.value.details["current_version"] == before["version"] + 1


def test_a_seat_naming_the_same_version_twice_while_its_first_move_is_in_flight_gets_409(svc, queue):
    created = create(svc)
    seat = svc.read_game(created["id"], None)["active_seats"][0]
    svc.submit_move(created["id"], seat, first_legal(svc, created["id"], seat), expected_version=0)
    with pytest.raises(StaleVersion):
        svc.submit_move(created["id"], seat, first_legal(svc, created["id"], seat), expected_version=0)


def test_a_seat_that_is_not_active_is_refused_at_once(svc, queue):
    created = create(svc)
    for _ in range(20):
        active = svc.read_game(created["id"], None)["active_seats"]
        idle = [s["seat"] for s in created["seats"] if s["seat"] not in active]
        if idle:
            break
        seat, _ = active_human(svc, created)
        svc.submit_move(created["id"], seat, first_legal(svc, created["id"], seat))
        queue.drain()
    assert idle, "some seat waits within the first 20 decisions"
    with pytest.raises(NotYourTurn):
        svc.submit_move(created["id"], idle[0], {"type": "pass"})


def test_an_illegal_action_is_refused_at_once_with_a_reason_and_changes_nothing(svc, queue):
    created = create(svc)
    seat, _ = active_human(svc, created)
    with pytest.raises(IllegalAction) as err:
        svc.submit_move(created["id"], seat, {"type": "teleport"})
    assert "teleport" in err.value.reason
    assert queue.enqueued == [] and svc.read_game(created["id"], None)["version"] == 0


def test_an_illegal_action_behind_pending_moves_ends_rejected_with_the_same_code(svc, queue):
    created = create(svc)
    seat, _ = active_human(svc, created)
    svc.submit_move(created["id"], seat, first_legal(svc, created["id"], seat))
    late = svc.submit_move(created["id"], seat, {"type": "teleport"})
    queue.drain()
    status = svc.move_status(created["id"], late["move_id"])
    assert status["status"] == "rejected"
    assert status["error"]["code"] in ("illegal_action", "not_your_turn")


def test_a_repeated_idempotency_key_returns_the_original_move_and_a_changed_body_conflicts(svc, queue):
    created = create(svc)
    seat, _ = active_human(svc, created)
    action = first_legal(svc, created["id"], seat)
    first = svc.submit_move(created["id"], seat, action, idempotency_key="k1")
    again = svc.submit_move(created["id"], seat, action, idempotency_key="k1")
    assert again["move_id"] == first["move_id"]
    queue.drain()
    assert svc.submit_move(created["id"], seat, action, idempotency_key="k1")["status"] == "applied"
    with pytest.raises(IdempotencyConflict):
        svc.submit_move(created["id"], seat, {"type": "other"}, idempotency_key="k1")


def test_bots_play_their_turns_as_their_own_persisted_steps(svc, queue):
    created = create(svc, "bot", "bot")
    assert queue.enqueued, "a game that opens on bot decisions schedules them"
    queue.drain()
    game = svc.read_game(created["id"], None)
    assert game["status"] == "finished" and game["result"] is not None
    events = svc.events_after(created["id"], 0, None, limit=100000)
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    assert events[-1]["type"] == "game_ended" and [e["type"] for e in events].count("game_ended") == 1
    assert events[-1]["result"] == game["result"], "the rules' own end event carries the stored result"
    assert svc.replay(created["id"])["ok"]


def test_automa_delay_spaces_machine_steps_and_the_sweeper_finds_due_ones(svc, queue, clock):
    created = create(svc, "bot", "bot", options={"automa_delay_seconds": 2})
    assert queue.enqueued[-1][1] == pytest.approx(2)
    queue.enqueued.clear()
    assert svc.sweep() == []
    clock.now += 2
    assert svc.sweep() == [created["id"]]
    svc.process_game(created["id"])
    assert svc.read_game(created["id"], None)["version"] == 1
    assert queue.enqueued[-1] == (created["id"], pytest.approx(2))


def test_the_log_shows_every_sequence_number_to_everyone_and_private_content_only_to_its_owner(svc, queue):
    created = create(svc, "bot", "bot", "bot")
    queue.drain()
    for viewer in (None, 0, 1, 2):
        events = svc.events_after(created["id"], 0, viewer, limit=100000)
        assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
        state = orjson.loads(_stored_state(svc, created["id"]))
        shown = orjson.dumps(events)
        for secret in FALLING.hidden_from(state, viewer):
            assert secret.encode() not in shown


def _stored_state(svc, game_id):
    with svc.store.read() as tx:
        return tx.game_state(game_id)


def test_replay_rebuilds_the_stored_snapshot_from_the_seed_and_the_log(svc, queue):
    created = create(svc, "human", "bot")
    for _ in range(30):
        queue.drain()
        game = svc.read_game(created["id"], None)
        if game["status"] == "finished":
            break
        seat, _ = active_human(svc, created)
        svc.submit_move(created["id"], seat, first_legal(svc, created["id"], seat))
    queue.drain()
    outcome = svc.replay(created["id"])
    assert outcome["ok"] and outcome["moves"] == svc.read_game(created["id"], None)["version"]


def test_the_cost_of_a_move_does_not_grow_with_the_length_of_the_game(svc, queue, store):
    created = create(svc, "human", "human")
    counts = []
    for _ in range(60):
        seat, _ = active_human(svc, created)
        action = first_legal(svc, created["id"], seat)
        before = store.statements
        svc.submit_move(created["id"], seat, action)
        queue.enqueued.clear()
        svc._step(created["id"])
        counts.append(store.statements - before)
    assert min(counts) > 0 and max(counts[5:]) == min(counts[5:]), counts


def test_a_rules_failure_rejects_the_move_instead_of_wedging_the_game(svc, queue, monkeypatch):
    created = create(svc)
    seat, _ = active_human(svc, created)
    move = svc.submit_move(created["id"], seat, first_legal(svc, created["id"], seat))

    def broken(*_args):
        raise RuntimeError("boom")

    monkeypatch.setattr(FALLING, "apply_in_place", broken)
    queue.drain()
    status = svc.move_status(created["id"], move["move_id"])
    assert status["status"] == "rejected" and status["error"]["code"] == "internal_error"
    assert svc.read_game(created["id"], None)["version"] == 0


def _queued(store, game_id):
    with store.read() as tx:
        return tx.game_head(game_id)["queued"]


def test_a_move_at_the_version_just_read_is_admitted_in_one_statement_on_postgresql(svc, queue, store):
    created = create(svc)
    seat, _ = active_human(svc, created)
    game = svc.read_game(created["id"], seat)
    before = store.statements
    svc.submit_move(created["id"], seat, game["actions"][0], expected_version=game["version"])
    # SQLite has no single-statement form, so it takes the locked path (head, pending versions, insert, count).
    assert store.statements - before == (1 if store.is_postgres else 4)
    queue.drain()
    assert svc.read_game(created["id"], None)["version"] == 1


def test_the_count_of_pending_moves_follows_every_admission_and_every_outcome(svc, queue, store):
    created = create(svc)
    seat, _ = active_human(svc, created)
    game = svc.read_game(created["id"], seat)
    svc.submit_move(created["id"], seat, game["actions"][0], expected_version=0)
    svc.submit_move(created["id"], seat, {"type": "teleport"})  # queued behind: judged by the worker
    assert _queued(store, created["id"]) == 2
    queue.drain()
    assert _queued(store, created["id"]) == 0
    seat, _ = active_human(svc, created)
    svc.submit_move(created["id"], seat, first_legal(svc, created["id"], seat), expected_version=1)
    assert _queued(store, created["id"]) == 1


def test_a_second_move_on_the_same_version_is_stale_whichever_path_admitted_the_first(svc, queue, store):
    created = create(svc)
    seat, _ = active_human(svc, created)
    action = svc.read_game(created["id"], seat)["actions"][0]
    svc.submit_move(created["id"], seat, action, expected_version=0)
    with pytest.raises(StaleVersion) as err:
        svc.submit_move(created["id"], seat, action, expected_version=0)
    assert "in flight" in err.value.reason
    assert _queued(store, created["id"]) == 1


def test_a_key_reused_for_a_later_move_conflicts_on_the_one_statement_path_too(svc, queue):
    created = create(svc)
    seat, _ = active_human(svc, created)
    svc.submit_move(created["id"], seat, first_legal(svc, created["id"], seat), expected_version=0,
                    idempotency_key="k")
    queue.drain()
    for _ in range(60):
        now_seat, _ = active_human(svc, created)
        game = svc.read_game(created["id"], now_seat)
        if now_seat == seat:
            break
        svc.submit_move(created["id"], now_seat, game["actions"][0], expected_version=game["version"])
        queue.drain()
    assert now_seat == seat, "the first seat acts again within 60 decisions"
    with pytest.raises(IdempotencyConflict):
        svc.submit_move(created["id"], seat, game["actions"][0], expected_version=game["version"],
                        idempotency_key="k")
    assert svc.read_game(created["id"], None)["version"] == game["version"]


def test_a_process_whose_first_request_was_a_move_still_serves_the_seats_state(svc, queue, store, clock):
    created = create(svc)
    seat, _ = active_human(svc, created)
    action = first_legal(svc, created["id"], seat)
    fresh = GameService(store, InMemoryNotifier(), queue, Settings(), clock=clock)  # e.g. a restarted API process
    fresh.submit_move(created["id"], seat, action, expected_version=0)  # the locked path caches the snapshot
    state = fresh.seat_state(created["id"], seat, 0)
    assert state == svc.read_game(created["id"], seat)
    assert fresh.seat_state(created["id"], seat, 5) is None, "not at that version"


def test_the_store_refuses_to_update_a_game_column_it_does_not_know(store):
    with pytest.raises(ValueError):
        with store.write() as tx:
            tx.update_game("no-such-game", seed=7)


def test_a_killed_database_connection_fails_one_call_and_leaves_the_pool_usable(pg_schema, queue, clock):
    store = SqlStore(pg_schema.url)  # PostgreSQL only: the connections are killed server-side
    svc = GameService(store, InMemoryNotifier(), queue, Settings(), clock=clock)
    created = create(svc)
    held = [store.read_engine.raw_connection() for _ in range(3)]  # three pooled connections, then back
    pids = [c.driver_connection.info.backend_pid for c in held]
    for c in held:
        c.close()
    with store.write() as tx:  # from the other pool, so the kill cannot hit the connection sending it
        tx.core(sa.text(f"SELECT pg_terminate_backend(pid) FROM unnest(ARRAY{pids}) AS pid"))
    outcomes = []
    for _ in range(len(pids) + 2):
        try:
            outcomes.append(svc.game_status(created["id"])["version"])
        except Unavailable:
            outcomes.append("503")
    assert outcomes[-1] == 0 and outcomes.count(0) >= 2
    assert outcomes.count("503") <= len(pids), "each dead pooled connection fails at most once"
    store.close()


def test_an_unreachable_database_is_a_retryable_unavailable_error_not_a_crash(tmp_path, queue, clock):
    store = SqlStore("postgresql://nobody@127.0.0.1:1/none?connect_timeout=1")  # nothing listens on port 1
    service = GameService(store, InMemoryNotifier(), queue, Settings(), clock=clock)
    with pytest.raises(Unavailable) as err:
        service.game_status("g1")
    assert err.value.code == "service_unavailable" and "127.0.0.1" not in err.value.reason
    store.close()


def test_a_move_the_rules_log_nothing_for_still_advances_the_sequence_that_streams_follow(svc, queue, monkeypatch):
    created = create(svc)
    seat, _ = active_human(svc, created)
    before = svc.read_game(created["id"], None)
    apply_in_place = type(FALLING).apply_in_place

    def silent(self, state, seat_, action):  # the same step, with its events dropped
        apply_in_place(self, state, seat_, action)
        return []
    monkeypatch.setattr(type(FALLING), "apply_in_place", silent)
    svc.submit_move(created["id"], seat, first_legal(svc, created["id"], seat), expected_version=0)
    queue.drain()
    log = svc.events_after(created["id"], 0, None)
    assert before["version"] == 0 and [e["seq"] for e in log] == list(range(1, len(log) + 1))
    assert log[-1]["type"] == "game_advanced" and log[-1]["seat"] == seat and log[-1]["version"] == 1

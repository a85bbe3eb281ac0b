"""The webhook outbox (issue 19 §4): rows written exactly when the change that caused them commits, on SQLite and
PostgreSQL, with the worker side driven by hand."""
import orjson
import pytest
import sqlalchemy as sa

from shared.adapters.webhook_tables import webhook_deliveries
from shared.config import Settings
from shared.service.apps import AppRegistry
from shared.service.commands import Attempt
from shared.service.webhook_endpoints import WebhookRegistry
from shared.service.webhooks import payload

SETTINGS = Settings(pending_timeout_seconds=30)


@pytest.fixture
def clean(store):
    """The webhook and app tables emptied (the PostgreSQL schema lives for the session)."""
    with store.engine.begin() as conn:
        for table in ("webhook_attempts", "webhook_deliveries", "webhook_endpoints", "apps"):
            conn.exec_driver_sql(f"DELETE FROM {table}")
    return store


def registry(store, clock):
    return WebhookRegistry(store, SETTINGS, check_url=lambda url: None, clock=clock)


def app_with_endpoint(store, clock, events=("your_turn", "game_started", "game_finished", "player_joined")):
    app = AppRegistry(store, clock=clock).create("frontend")["id"]
    endpoint, _ = registry(store, clock).register(app, "https://hooks.example/seraph", list(events))
    return app, endpoint["id"]


def bound_game(svc, app_id):
    """A Falling game of two human seats bound to the app's players p0 and p1: active at once."""
    return svc.create_game("falling", {}, [{"name": "Ann", "player_id": "p0"}, {"name": "Bob", "player_id": "p1"}],
                           app_id=app_id)


def rows(store, **where):
    q = sa.select(webhook_deliveries).order_by(webhook_deliveries.c.id)
    for column, value in where.items():
        q = q.where(webhook_deliveries.c[column] == value)
    with store.read() as tx:
        return tx.core(q)


def play_one(svc, game_id):
    """Submit the first legal action of the first active seat and apply it; the seat that moved."""
    seat = svc.read_game(game_id, None)["active_seats"][0]
    svc.submit_move(game_id, seat, svc.legal_actions(game_id, seat)["actions"][0])
    svc._step(game_id)
    return seat


def test_a_game_created_with_bound_seats_records_game_started_and_the_first_your_turn(svc, clean, clock):
    app, endpoint = app_with_endpoint(clean, clock)
    created = bound_game(svc, app)
    active = svc.read_game(created["id"], None)["active_seats"]
    started = rows(clean, event="game_started")
    assert sorted((r["seat"], r["player_id"]) for r in started) == [(0, "p0"), (1, "p1")]
    turns = rows(clean, event="your_turn")
    assert [r["seat"] for r in turns] == active and all(r["endpoint_id"] == endpoint for r in turns)
    assert all(r["status"] == "pending" and r["next_attempt_at"] == clock.now for r in turns)


def fresh_decisions(store, game_id) -> list[int]:
    """The seats whose decision dates from the game's current version (games.seat_since)."""
    with store.read() as tx:
        head = tx.game_head(game_id)
    since = orjson.loads(head["seat_since"] or "{}")
    return sorted(int(seat) for seat, (version, _key) in since.items() if version == head["version"])


def test_a_your_turn_row_is_written_exactly_when_the_move_commits(svc, clean, clock):
    app, _ = app_with_endpoint(clean, clock)
    created = bound_game(svc, app)
    for _ in range(6):
        before = rows(clean, event="your_turn")
        seat = svc.read_game(created["id"], None)["active_seats"][0]
        svc.submit_move(created["id"], seat, svc.legal_actions(created["id"], seat)["actions"][0])
        assert rows(clean, event="your_turn") == before, "admitting a move writes no webhook"
        svc._step(created["id"])
        fresh = rows(clean, event="your_turn")[len(before):]
        # the mover if it acts again, and every seat with a new decision; not a seat whose decision stands while
        # another seat moved (simultaneous choices): it was told already
        active = svc.read_game(created["id"], None)["active_seats"]
        expected = set(fresh_decisions(clean, created["id"])) | ({seat} & set(active))
        assert sorted(r["seat"] for r in fresh) == sorted(expected)
        with clean.read() as tx:
            assert all(r["seq"] == tx.game_head(created["id"])["last_seq"] for r in fresh)


def test_a_step_that_rolls_back_leaves_no_webhook_row(svc, clean, clock, monkeypatch):
    app, _ = app_with_endpoint(clean, clock)
    created = bound_game(svc, app)
    play_one(svc, created["id"])  # the simultaneous first choice: the next move gives a seat a new decision
    before = len(rows(clean))
    seat = svc.read_game(created["id"], None)["active_seats"][0]
    svc.submit_move(created["id"], seat, svc.legal_actions(created["id"], seat)["actions"][0])

    real = svc.commands.outbox.record_step

    def record_then_crash(tx, *args, **kwargs):
        wrote = real(tx, *args, **kwargs)
        tx.flush()  # PostgreSQL: the held INSERT reaches the server inside the transaction
        assert wrote, "the step wrote its your_turn rows"
        raise RuntimeError("the transaction fails after the outbox rows were written")

    monkeypatch.setattr(svc.commands.outbox, "record_step", record_then_crash)
    with pytest.raises(RuntimeError, match="outbox rows were written"):
        svc._try_step(created["id"], Attempt())
    assert len(rows(clean)) == before
    assert svc.read_game(created["id"], None)["version"] == 1


def test_game_finished_goes_to_every_bound_seat_and_payloads_hold_no_game_state(svc, clean, clock, monkeypatch):
    from shared.engine import get_game

    app, _ = app_with_endpoint(clean, clock)
    created = bound_game(svc, app)
    play_one(svc, created["id"])
    seat = svc.read_game(created["id"], None)["active_seats"][0]
    svc.submit_move(created["id"], seat, svc.legal_actions(created["id"], seat)["actions"][0])
    turns = len(rows(clean, event="your_turn"))
    rules = type(get_game("falling"))  # this move ends the game (a whole game is the e2e test's)
    monkeypatch.setattr(rules, "check", lambda self, state, seat, action: action)
    monkeypatch.setattr(rules, "is_over", lambda self, state: True)
    monkeypatch.setattr(rules, "result", lambda self, state: {"winners": [0], "scores": {}})
    monkeypatch.setattr(rules, "active_seats", lambda self, state: [])
    svc._step(created["id"])
    assert svc.read_game(created["id"], None)["status"] == "finished"
    assert len(rows(clean, event="your_turn")) == turns, "nobody's turn once the game is over"
    finished = rows(clean, event="game_finished")
    assert sorted(r["seat"] for r in finished) == [0, 1]
    assert len({r["message_id"] for r in finished}) == 2
    body = payload(finished[0])
    assert set(orjson.loads(body)) == {"type", "timestamp", "data"}
    assert set(orjson.loads(body)["data"]) == {"game_id", "seat", "player_id", "seq"}


def test_only_subscribed_endpoints_of_the_seats_app_get_rows(svc, clean, clock):
    app, _ = app_with_endpoint(clean, clock, events=("game_finished",))
    app_with_endpoint(clean, clock)  # another app, every event: it has no seat
    bound_game(svc, app)
    assert rows(clean) == [], "your_turn and game_started are not subscribed; the other app has no seat"
    created = svc.create_game("falling", {}, [{}, {}])  # no app: no row, and no statement per move
    play_one(svc, created["id"])
    assert rows(clean) == []


def test_an_unbound_game_costs_no_webhook_statement_per_move(svc, clean, clock, store):
    created = svc.create_game("falling", {}, [{}, {}])
    play_one(svc, created["id"])  # the first step reads the game's bindings once
    seat = svc.read_game(created["id"], None)["active_seats"][0]
    svc.submit_move(created["id"], seat, svc.legal_actions(created["id"], seat)["actions"][0])
    before = store.statements
    svc._step(created["id"])
    unbound = store.statements - before
    svc.commands.outbox._bound[created["id"]] = frozenset({0, 1})  # as if bound: one INSERT more
    seat = svc.read_game(created["id"], None)["active_seats"][0]
    svc.submit_move(created["id"], seat, svc.legal_actions(created["id"], seat)["actions"][0])
    before = store.statements
    svc._step(created["id"])
    assert store.statements - before == unbound + 1


def test_a_join_records_player_joined_for_the_creator_app_and_the_last_join_starts_the_game(svc, clean, clock):
    from shared.service.invitations import Invitations

    creator, creator_hook = app_with_endpoint(clean, clock)
    joiner, joiner_hook = app_with_endpoint(clean, clock)
    created = svc.create_game("falling", {}, [{"kind": "open"}, {"kind": "open"}], app_id=creator)
    codes = [s["invitation"] for s in created["seats"]]
    joins = Invitations(svc)
    joins.join(created["id"], codes[0], joiner, "j0")
    joined = rows(clean, event="player_joined")
    assert {(r["endpoint_id"], r["player_id"]) for r in joined} == {(creator_hook, None), (joiner_hook, "j0")}
    assert rows(clean, event="game_started") == []
    joins.join(created["id"], codes[1], creator, "c1")
    started = rows(clean, event="game_started")
    assert sorted((r["endpoint_id"], r["seat"]) for r in started) == sorted([(joiner_hook, 0), (creator_hook, 1)])
    active = svc.read_game(created["id"], None)["active_seats"]
    assert sorted(r["seat"] for r in rows(clean, event="your_turn")) == sorted(active)

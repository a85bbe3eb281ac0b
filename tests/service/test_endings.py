"""Resign, abort and rematch through the application service (issue 20 §4), with the worker driven by hand;
the result's reason (shared.engine.result, shared/service/endings.py)."""
import orjson
import pytest
import sqlalchemy as sa

from shared.adapters.db import games, moves
from shared.engine.result import make_result, result_problems
from shared.service import endings, rematch
from shared.service.errors import Conflict, NotYourTurn
from tests.factories import GameRequestFactory
from tests.service.migrated import migrated_sqlite, store  # noqa: F401 (fixtures)

#: the service logic alone (cold paths, SQLAlchemy Core): once; the statements PostgreSQL runs differently are
#: covered by the other tests, on both databases
SQLITE_ONLY = pytest.mark.parametrize("store", ["sqlite"], indirect=True)


def create(svc, *kinds, game="falling", **options):
    body = GameRequestFactory.with_kinds(*kinds, game=game, options=options)
    return svc.create_game(body["game"], body["options"], body["seats"], body["seed"])


def play_first(svc, queue, game_id, seat):
    """Seat `seat` plays its first legal action; the worker applies it."""
    game = svc.read_game(game_id, seat)
    out = svc.submit_move(game_id, seat, game["actions"][0], expected_version=game["version"])
    queue.drain()
    return svc.move_status(game_id, out["move_id"])


def play_humans_until(svc, queue, game_id, humans, done, limit=200):
    """Human seats play their first legal action until `done(game)` or the game is over."""
    for _ in range(limit):
        game = svc.read_game(game_id, None)
        if done(game) or game["status"] != "active":
            return game
        seat = next(s for s in game["active_seats"] if s in humans)
        play_first(svc, queue, game_id, seat)
    raise AssertionError("the condition never came")


def test_a_resignation_in_a_two_seat_game_ends_it_and_the_other_seat_wins(svc, queue):
    created = create(svc, "human", "human")
    gid = created["id"]
    out = endings.resign(svc.commands, gid, 1)
    assert out["status"] == "finished" and out["seats_out"] == {"1": "resigned"}
    result = out["result"]
    assert result["reason"] == "resigned" and result["winners"] == [0] and result["ranking"] == [0, 1]
    assert result_problems(result, 2) == []
    game = svc.read_game(gid, 0)
    assert game["status"] == "finished" and game["actions"] == [] and game["active_seats"] == []
    assert game["result"] == result and game["fairness"] is not None
    types = [e["type"] for e in svc.events_after(gid, 0, None)]
    assert types[-2:] == ["seat_left", "game_ended"]
    assert svc.replay(gid)["ok"] and svc.verify(gid)["ok"]


@SQLITE_ONLY
def test_a_finished_game_refuses_another_resignation_and_every_move(svc, queue):
    gid = create(svc, "human", "human")["id"]
    endings.resign(svc.commands, gid, 0)
    with pytest.raises(Conflict):
        endings.resign(svc.commands, gid, 1)
    with pytest.raises(NotYourTurn):
        svc.submit_move(gid, 1, {"type": "pass"})


def test_in_a_four_seat_game_a_resigned_seat_is_played_by_its_default_action(svc, queue, store):
    gid = create(svc, "human", "human", "human", "human")["id"]
    out = endings.resign(svc.commands, gid, 2)
    assert out["status"] == "active" and out["result"] is None and out["version"] == 1
    with pytest.raises(NotYourTurn):
        svc.submit_move(gid, 2, {"type": "pass"})
    play_humans_until(svc, queue, gid, {0, 1, 3}, lambda g: _kinds(store, gid, 2) != [])
    assert set(_kinds(store, gid, 2)) == {endings.DEFAULT_KIND}  # the worker played it, by the rules' default
    assert svc.replay(gid)["ok"]


@SQLITE_ONLY
def test_a_four_seat_game_ends_when_one_seat_is_left_in_play(svc, queue):
    gid = create(svc, "human", "human", "human", "human")["id"]
    endings.resign(svc.commands, gid, 2)
    endings.resign(svc.commands, gid, 1)
    out = endings.resign(svc.commands, gid, 3)
    assert out["status"] == "finished" and out["result"]["reason"] == "resigned"
    assert out["result"]["winners"] == [0] and out["result"]["ranking"] == [0, 3, 1, 2]
    assert svc.verify(gid)["ok"]


def test_the_seats_abort_a_game_once_every_human_seat_voted(svc, queue):
    gid = create(svc, "human", "human", "bot")["id"]
    first = endings.vote_abort(svc.commands, gid, 0)
    assert first["status"] == "active" and first["abort_votes"] == [0]
    again = endings.vote_abort(svc.commands, gid, 0)
    assert again == first  # a repeated vote changes nothing
    out = endings.vote_abort(svc.commands, gid, 1)  # the bot seat has no vote
    assert out["status"] == "aborted" and out["result"]["reason"] == "aborted" and out["result"]["winners"] == []
    assert result_problems(out["result"], 3) == []
    game = svc.read_game(gid, 0)
    assert game["status"] == "aborted" and game["actions"] == []
    types = [e["type"] for e in svc.events_after(gid, 0, None)]
    assert types.count("abort_voted") == 2 and types[-1] == "game_ended"
    assert svc.verify(gid)["ok"]


@SQLITE_ONLY
def test_a_four_seat_game_is_aborted_only_by_every_seat_in_play(svc, queue):
    gid = create(svc, "human", "human", "human", "human")["id"]
    endings.resign(svc.commands, gid, 3)
    for seat in (0, 1):
        assert endings.vote_abort(svc.commands, gid, seat)["status"] == "active"
    assert endings.vote_abort(svc.commands, gid, 2)["status"] == "aborted"


@SQLITE_ONLY
def test_a_game_cannot_be_aborted_once_its_moves_reach_the_option(svc, queue):
    gid = create(svc, "human", "human", abort_moves=1)["id"]
    for _ in range(2):
        game = svc.read_game(gid, None)
        play_first(svc, queue, gid, game["active_seats"][0])
    with pytest.raises(Conflict):
        endings.vote_abort(svc.commands, gid, 0)


def test_a_rematch_has_the_same_seats_and_options_a_new_seed_and_is_made_once(svc, queue, store):
    created = create(svc, "human", "human", spectator_chat=True)
    gid = created["id"]
    with pytest.raises(Conflict):
        rematch.rematch(svc.commands, gid, 0)  # not over yet
    endings.resign(svc.commands, gid, 0)
    out = rematch.rematch(svc.commands, gid, 1)
    assert out["created"] and out["rematch_of"] == gid and out["status"] == "active"
    assert out["seats"] == [{k: v for k, v in s.items() if k != "token"} for s in created["seats"]]
    again = rematch.rematch(svc.commands, gid, 0)
    assert again["id"] == out["id"] and not again["created"]
    assert svc.authenticate(out["id"], created["seats"][1]["token"]) == 1  # each seat's own token
    with store.read() as tx:
        rows = {r["id"]: r for r in tx.core(sa.select(games).where(games.c.id.in_([gid, out["id"]])))}
    assert rows[gid]["rematch_id"] == out["id"] and rows[out["id"]]["rematch_of"] == gid
    assert rows[out["id"]]["seed"] != rows[gid]["seed"] and rows[out["id"]]["options"] == rows[gid]["options"]
    assert orjson.loads(rows[out["id"]]["play_options"]) == {"spectator_chat": True}
    assert svc.events_after(gid, 0, None)[-1]["type"] == "rematch_created"


@SQLITE_ONLY
def test_a_rematch_of_a_clocked_game_runs_the_same_clock(svc, queue):
    gid = create(svc, "human", "human", clock="1d")["id"]
    endings.resign(svc.commands, gid, 1)
    new = rematch.rematch(svc.commands, gid, 0)["id"]
    old_clock, new_clock = svc.read_game(gid, None)["clock"], svc.read_game(new, None)["clock"]
    assert new_clock is not None and {k: v for k, v in new_clock.items() if k != "seats"} == {
        k: v for k, v in old_clock.items() if k != "seats"}
    assert [s["deadline"] is not None for s in new_clock["seats"]] == [
        s in svc.read_game(new, None)["active_seats"] for s in (0, 1)]


def test_the_result_format_accepts_a_reason_and_refuses_an_unknown_one():
    base = make_result("competitive", {0: 1, 1: 0}, [0, 1], [0], [[0], [1]])
    assert result_problems(dict(base, reason="timed_out"), 2) == []
    assert result_problems(dict(base, reason="bored"), 2)


def test_a_normal_end_keeps_the_rules_result_and_the_seats_out_lose():
    rules_result = make_result("competitive", {0: 5, 1: 9, 2: 7}, [1, 2, 0], [1], [[0], [1], [2]])
    stored = endings.final_result(rules_result, {1: "timed_out"})
    assert stored["reason"] == "normal" and stored["winners"] == [] and stored["ranking"] == [2, 0, 1]
    assert endings.final_result(rules_result, {}) == dict(rules_result, reason="normal")


@SQLITE_ONLY
def test_play_options_are_checked_and_never_reach_the_rules(svc):
    from shared.service.errors import BadRequest

    with pytest.raises(BadRequest):
        create(svc, "human", "human", abort_moves="two")
    with pytest.raises(BadRequest):
        create(svc, "human", "human", spectator_chat="yes")


def _kinds(store, gid, seat):
    with store.read() as tx:
        return [r["kind"] for r in tx.core(sa.select(moves.c.kind).where(
            moves.c.game_id == gid, moves.c.seat == seat, moves.c.status == "applied"))]


def test_migration_0008_leaves_older_games_playable_and_resignable(tmp_path, queue, clock):
    from alembic import command

    from shared.adapters.notify import InMemoryNotifier
    from shared.adapters.store import SqlStore
    from shared.config import Settings
    from shared.engine import get_game
    from shared.engine.contract import SeatSpec
    from shared.service.handlers import GameService
    from tests.service.test_migrations import _alembic

    url = f"sqlite:///{tmp_path}/old.db"
    command.upgrade(_alembic(url), "0007")
    rules = get_game("falling")
    options, specs = rules.prepare({}, [SeatSpec(0, "Ann"), SeatSpec(1, "Bob")])
    state = rules.setup(5, options, specs)
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        conn.execute(sa.text("INSERT INTO games (id, game, seed, options, status, version, last_seq, state, "
                             "active_seats, created_at, updated_at) VALUES ('g', 'falling', 5, :options, 'active', "
                             "0, 1, :state, :active, 1.0, 1.0)"),
                     {"options": orjson.dumps(options).decode(), "state": orjson.dumps(state).decode(),
                      "active": orjson.dumps(rules.active_seats(state)).decode()})
        for spec in specs:
            conn.execute(sa.text("INSERT INTO seats (game_id, seat, name, kind, token_hash) "
                                 "VALUES ('g', :seat, :name, 'human', :hash)"),
                         {"seat": spec.seat, "name": spec.name, "hash": f"h{spec.seat}"})
    engine.dispose()
    command.upgrade(_alembic(url), "head")  # nobody out, no vote, no play option, no snapshot
    svc = GameService(SqlStore(url), InMemoryNotifier(), queue, Settings(), clock=clock)
    queue.bind(svc.process_game, svc.sweep)
    play_first(svc, queue, "g", svc.read_game("g", None)["active_seats"][0])
    assert endings.resign(svc.commands, "g", 0)["result"]["reason"] == "resigned"
    assert svc.read_game("g", 1)["status"] == "finished"
    svc.store.close()

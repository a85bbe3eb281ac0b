"""Undo through the application service (issue 20 §5): a seat takes back its own last moves up to the engine's
barrier; the kept states are pruned at each barrier; replay skips the moves undone and still matches."""
import pytest
import sqlalchemy as sa

from shared.adapters.db import moves
from shared.adapters.play_tables import snapshots
from shared.service import undo
from shared.service.errors import BadRequest, Conflict, StaleVersion
from tests.factories import GameRequestFactory
from tests.service.migrated import migrated_sqlite, store  # noqa: F401 (fixtures)

SEED = 1000  # Fallen Angel: seats 0 and 1 choose at once, 5 moves each; Falling: seat 1's first choice is a barrier


def create(svc, game):
    body = GameRequestFactory.with_kinds("human", "human", game=game, seed=SEED)
    return svc.create_game(body["game"], body["options"], body["seats"], body["seed"])["id"]


def play_first(svc, queue, gid, seat):
    game = svc.read_game(gid, seat)
    out = svc.submit_move(gid, seat, game["actions"][0], expected_version=game["version"])
    queue.drain()
    assert svc.move_status(gid, out["move_id"])["status"] == "applied"
    return out["move_id"]


def statuses(store, gid):
    with store.read() as tx:
        return {r["move_id"]: r["status"] for r in tx.core(sa.select(moves.c.move_id, moves.c.status).where(
            moves.c.game_id == gid))}


def kept(store, gid):
    with store.read() as tx:
        return [r["version"] for r in tx.core(sa.select(snapshots.c.version).where(snapshots.c.game_id == gid))]


def test_a_seat_takes_back_its_own_last_moves_and_replay_still_matches(svc, queue, store):
    gid = create(svc, "fallen_angel")
    play_first(svc, queue, gid, 0)
    at_one = svc.read_game(gid, 0)
    taken = [play_first(svc, queue, gid, 0) for _ in range(2)]
    assert sorted(kept(store, gid)) == [0, 1, 2]
    out = undo.undo(svc.commands, gid, 0, expected_version=3, to_version=1)
    assert out["version"] == 4 and out["restored"] == 1 and out["undone"] == taken
    now = svc.read_game(gid, 0)
    assert now["view"] == at_one["view"] and now["actions"] == at_one["actions"] and now["version"] == 4
    assert [statuses(store, gid)[m] for m in taken] == ["undone", "undone"]
    assert svc.move_status(gid, taken[0])["status"] == "undone"
    ev = svc.events_after(gid, 0, None)[-1]
    assert ev["type"] == "moves_undone" and ev["moves"] == taken and ev["to_version"] == 1
    assert svc.replay(gid)["ok"]
    play_first(svc, queue, gid, 0)  # play on from the state taken back to
    assert svc.replay(gid)["ok"]


def test_a_seat_cannot_take_back_once_another_seat_moved(svc, queue):
    gid = create(svc, "fallen_angel")
    play_first(svc, queue, gid, 0)
    play_first(svc, queue, gid, 1)
    with pytest.raises(Conflict, match="another seat"):
        undo.undo(svc.commands, gid, 0, expected_version=2, to_version=0)
    assert svc.read_game(gid, None)["version"] == 2


def test_undo_stops_at_the_barrier_and_works_after_it(svc, queue, store):
    gid = create(svc, "falling")
    play_first(svc, queue, gid, 0)
    play_first(svc, queue, gid, 1)  # a barrier: every kept state is dropped
    assert kept(store, gid) == []
    play_first(svc, queue, gid, 1)  # no barrier: the state it left is kept
    assert kept(store, gid) == [2]
    with pytest.raises(Conflict, match="barrier"):
        undo.undo(svc.commands, gid, 1, expected_version=3, to_version=1)
    assert undo.undo(svc.commands, gid, 1, expected_version=3, to_version=2)["version"] == 4
    assert svc.replay(gid)["ok"]


def test_bad_undo_requests_are_refused_and_change_nothing(svc, queue, store):
    gid = create(svc, "fallen_angel")
    play_first(svc, queue, gid, 0)
    with pytest.raises(StaleVersion):
        undo.undo(svc.commands, gid, 0, expected_version=0, to_version=0)
    with pytest.raises(BadRequest):
        undo.undo(svc.commands, gid, 0, expected_version=1, to_version=1)
    with pytest.raises(Conflict, match="another seat"):
        undo.undo(svc.commands, gid, 1, expected_version=1, to_version=0)  # seat 0's move is not seat 1's
    game = svc.read_game(gid, 0)
    svc.submit_move(gid, 0, game["actions"][0], expected_version=1)  # in flight, not applied yet
    with pytest.raises(Conflict, match="in flight"):
        undo.undo(svc.commands, gid, 0, expected_version=1, to_version=0)
    queue.drain()
    assert svc.read_game(gid, None)["version"] == 2 and "undone" not in statuses(store, gid).values()

"""Fair seeds: the server draws the seed, a caller's seed is allowed only where settings say so and is shown, and
every deal is committed to at creation and revealed and verifiable at the end. SQLite and PostgreSQL."""
import hashlib

import orjson
import pytest
import sqlalchemy as sa

from shared.adapters.db import games as games_table
from shared.adapters.db import moves as moves_table
from shared.adapters.notify import InMemoryNotifier
from shared.config import Settings, from_env
from shared.service.errors import FixedSeedNotAllowed
from shared.service.handlers import GameService

TWO_BOTS = [{"kind": "bot"}, {"kind": "bot"}]
TWO_HUMANS = [{"name": "Ann"}, {"name": "Bo"}]


def service(store, queue, clock, **settings):
    svc = GameService(store, InMemoryNotifier(), queue, Settings(**settings), clock=clock)
    queue.bind(svc.process_game, svc.sweep)
    return svc


def stored(store, game_id):
    with store.read() as tx:
        return tx.core(sa.select(games_table).where(games_table.c.id == game_id))[0]


def test_in_distributed_mode_the_server_draws_the_seed_and_a_callers_seed_is_refused(store, queue, clock):
    svc = service(store, queue, clock, mode="distributed")
    created = svc.create_game("falling", {}, TWO_HUMANS, public=True)  # listed (issue 19: private by default)
    assert created["fixed_seed"] is False
    other = svc.create_game("falling", {}, TWO_HUMANS, public=True)
    assert stored(store, created["id"])["seed"] != stored(store, other["id"])["seed"]
    with pytest.raises(FixedSeedNotAllowed) as err:
        svc.create_game("falling", {}, TWO_HUMANS, seed=7)
    assert err.value.code == "fixed_seed_not_allowed"
    assert len(svc.list_games()) == 2, "nothing stored for the refused game"
    with pytest.raises(FixedSeedNotAllowed):
        svc.create_game("falling", {}, TWO_HUMANS, seed=0)


def test_the_setting_is_read_from_seraph_allow_fixed_seed():
    assert from_env({}).allow_fixed_seed is False
    assert from_env({"SERAPH_ALLOW_FIXED_SEED": "true"}).allow_fixed_seed is True
    assert from_env({"SERAPH_ALLOW_FIXED_SEED": "no"}).allow_fixed_seed is False


@pytest.mark.parametrize("settings", [dict(mode="distributed", allow_fixed_seed=True), dict(mode="embedded")])
def test_a_game_with_a_callers_seed_shows_fixed_seed_to_every_seat_in_every_listing_and_its_created_event(
        store, queue, clock, settings):
    svc = service(store, queue, clock, **settings)
    fixed = svc.create_game("falling", {}, TWO_HUMANS, seed=42, public=True)  # listed (issue 19)
    drawn = svc.create_game("falling", {}, TWO_HUMANS, public=True)
    assert fixed["fixed_seed"] is True and stored(store, fixed["id"])["seed"] == 42
    for viewer in (None, 0, 1):
        assert svc.read_game(fixed["id"], viewer)["fixed_seed"] is True
        assert svc.read_game(drawn["id"], viewer)["fixed_seed"] is False
    assert {g["id"]: g["fixed_seed"] for g in svc.list_games()} == {fixed["id"]: True, drawn["id"]: False}
    created_event = svc.events_after(fixed["id"], 0, None)[0]
    assert created_event["type"] == "game_created" and created_event["fixed_seed"] is True


def test_the_commitment_is_published_at_creation_and_is_the_sha256_of_the_seed_and_salt_revealed_at_the_end(
        svc, queue, store):
    created = svc.create_game("falling", {}, TWO_BOTS, public=True)  # listed (issue 19: private by default)
    commitment = created["commitment"]
    assert len(commitment) == 64 and int(commitment, 16) >= 0
    assert svc.events_after(created["id"], 0, None)[0]["commitment"] == commitment
    assert [g["commitment"] for g in svc.list_games()] == [commitment]
    before = svc.read_game(created["id"], 0)
    assert before["commitment"] == commitment and before["fairness"] is None, "nothing revealed before the end"
    assert stored(store, created["id"])["seed_salt"] not in orjson.dumps(before).decode()
    queue.drain()
    after = svc.read_game(created["id"], None)
    assert after["status"] == "finished" and after["commitment"] == commitment
    fairness = after["fairness"]
    assert set(fairness) == {"seed", "salt", "commitment"} and fairness["commitment"] == commitment
    assert hashlib.sha256(f"{fairness['seed']}:{fairness['salt']}".encode()).hexdigest() == commitment
    assert "fairness" not in after["result"], "the engine's result format is left as it is"
    # a stream's state message for the final version reveals it too, even from a process that saw the game running
    fresh = GameService(store, InMemoryNotifier(), queue, Settings())
    fresh.read_game(created["id"], None)
    assert fresh.seat_state(created["id"], None, after["version"])["fairness"] == fairness


def test_two_games_get_different_salts_so_equal_seeds_do_not_show_equal_commitments(svc):
    a = svc.create_game("falling", {}, TWO_HUMANS, seed=5)
    b = svc.create_game("falling", {}, TWO_HUMANS, seed=5)
    assert a["commitment"] != b["commitment"]


def test_verification_succeeds_on_a_finished_game(svc, queue):
    created = svc.create_game("falling", {}, TWO_BOTS)
    queue.drain()
    outcome = svc.verify(created["id"])
    assert outcome["ok"] and outcome["problems"] == [] and outcome["moves"] == outcome["version"] > 0
    assert outcome["commitment"] == created["commitment"]


def test_verification_refuses_a_game_that_is_not_finished(svc):
    created = svc.create_game("falling", {}, TWO_HUMANS)
    outcome = svc.verify(created["id"])
    assert not outcome["ok"] and outcome["seed"] is None and "not finished" in outcome["problems"][0]


def test_verification_fails_when_the_move_log_is_tampered_with(svc, queue, store):
    created = svc.create_game("falling", {}, TWO_BOTS)
    queue.drain()
    with store.read() as tx:
        log = tx.applied_moves(created["id"])
    first, second = log[0], next(r for r in log[1:] if r["action"] != log[0]["action"])
    with store.write() as tx:  # one action of the log swapped for another
        tx.core(sa.update(moves_table).where(moves_table.c.game_id == created["id"],
                                             moves_table.c.version == first["version"])
                .values(action=second["action"]))
    outcome = svc.verify(created["id"])
    assert not outcome["ok"] and outcome["problems"]


def test_verification_fails_when_the_revealed_seed_does_not_match_the_commitment(svc, queue, store):
    created = svc.create_game("falling", {}, TWO_BOTS)
    queue.drain()
    with store.write() as tx:
        tx.core(sa.update(games_table).where(games_table.c.id == created["id"])
                .values(seed=games_table.c.seed + 1))
    outcome = svc.verify(created["id"])
    assert not outcome["ok"] and any("commitment" in p for p in outcome["problems"])

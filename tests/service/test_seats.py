"""Seats with roles and named bots, the rules catalog, the prompt, and the per-seat staleness guard."""
import random

import orjson
import pytest
import sqlalchemy as sa

from shared.adapters.db import seats as seats_table
from shared.engine import get_game
from shared.engine.bots import BOTS
from shared.service.bot_ratings import game_bots
from shared.service.errors import BadRequest, InvalidOptions, StaleVersion, UnknownGame
from shared.service.handlers import _check_fresh, _seat_since
from shared.service.words import SERVER_CATALOG

FALLING = get_game("falling")


def create(svc, seats, options=None, seed=7):
    return svc.create_game("falling", options or {}, seats, seed)


def legal(svc, game_id, seat):
    return svc.legal_actions(game_id, seat)["actions"]


def stored_state(svc, game_id):
    with svc.store.read() as tx:
        return orjson.loads(tx.game_state(game_id))


# -- roles and named bots ---------------------------------------------------------------------------
def test_roles_and_bots_are_filled_in_stored_echoed_read_and_listed(svc, store):
    created = svc.create_game("falling", {}, [{"name": "Ann", "kind": "human", "role": "yellow"},
                                              {"kind": "bot", "bot": "greedy"}, {"kind": "bot"}], 7,
                              public=True)  # listed to everyone (issue 19: private by default)
    expected = [{"seat": 0, "name": "Ann", "kind": "human", "role": "yellow"},
                {"seat": 1, "name": "Seat 2", "kind": "bot", "role": "red", "bot": "greedy"},
                {"seat": 2, "name": "Seat 3", "kind": "bot", "role": "blue", "bot": "random"}]
    assert [{k: v for k, v in s.items() if k != "token"} for s in created["seats"]] == expected
    assert svc.read_game(created["id"], None)["seats"] == expected
    assert svc.list_games()[0]["seats"] == expected
    assert svc.events_after(created["id"], 0, None)[0]["seats"] == expected
    with store.read() as tx:
        rows = tx.core(sa.select(seats_table.c.role, seats_table.c.bot).order_by(seats_table.c.seat))
    assert rows == [{"role": "yellow", "bot": None}, {"role": "red", "bot": "greedy"}, {"role": "blue", "bot": "random"}]


@pytest.mark.parametrize("seats,error", [
    ([{"role": "purple"}, {}], InvalidOptions),
    ([{"role": "red"}, {"role": "red"}], InvalidOptions),
    ([{"kind": "bot", "bot": "genius"}, {}], InvalidOptions),
    ([{"kind": "human", "bot": "greedy"}, {}], InvalidOptions),
    ([{"role": 5}, {}], BadRequest),
    ([{"kind": "bot", "bot": ["greedy"]}, {}], BadRequest),
])
def test_a_bad_role_or_bot_is_refused_before_anything_is_stored(svc, seats, error):
    with pytest.raises(error):
        create(svc, seats)
    assert svc.list_games() == []


class SpyBot:
    """Records the seats it decides for and chooses like the random bot (fast)."""

    def __init__(self, name):
        self.name, self.text, self.seats = name, "spy", set()

    def choose(self, game, state, seat, actions, seed):
        self.seats.add(seat)
        return random.Random(seed).choice(actions)


def test_each_bot_seat_is_played_by_its_named_bot_and_the_game_replays(svc, queue, monkeypatch):
    greedy, rand = SpyBot("greedy"), SpyBot("random")
    monkeypatch.setitem(BOTS, "greedy", greedy)
    monkeypatch.setitem(BOTS, "random", rand)
    created = create(svc, [{"kind": "bot", "bot": "greedy"}, {"kind": "bot"}])
    queue.drain()
    assert svc.read_game(created["id"], None)["status"] == "finished"
    assert greedy.seats == {0} and rand.seats == {1}
    assert svc.replay(created["id"])["ok"]


# -- catalog and prompt -----------------------------------------------------------------------------
def test_the_catalog_lists_every_game_and_bot_and_one_game_adds_its_glossary_and_templates(svc):
    catalog = svc.rules_catalog()
    assert dict(FALLING.catalog(), bots=game_bots("falling")) in catalog["games"]
    assert {b["name"] for b in catalog["bots"]} >= {"random", "greedy"} and all(b["text"] for b in catalog["bots"])
    assert svc.game_rules("falling") == {**FALLING.catalog(), "bots": game_bots("falling"),
                                         "glossary": FALLING.glossary(), "templates": FALLING.catalog_words(),
                                         "server_templates": SERVER_CATALOG}
    with pytest.raises(UnknownGame):
        svc.game_rules("chess")


def test_an_active_seat_reads_its_prompt_and_a_spectator_or_idle_seat_none(svc):
    created = create(svc, [{}, {}, {}], options={"first_player": "0"})
    game = svc.read_game(created["id"], None)
    state = stored_state(svc, created["id"])
    assert game["prompt"] is None
    for seat in range(3):
        mine = svc.read_game(created["id"], seat)
        wanted = FALLING.prompt(state, seat) if seat in game["active_seats"] else None
        assert mine["prompt"] == wanted and svc.seat_state(created["id"], seat, 0) == mine


# -- the per-seat staleness guard -------------------------------------------------------------------
class StubRules:
    """Active seats and decision keys by hand."""

    def __init__(self, keys):
        self.keys = keys

    def active_seats(self, state):
        return sorted(self.keys)

    def decision_key(self, state, seat):
        return self.keys[seat]


def test_a_seat_keeps_its_since_version_while_its_known_decision_key_stays_the_same():
    before = {"0": [3, [7]], "1": [4, [1]], "2": [4, None]}
    since = _seat_since(StubRules({0: (7,), 1: [2], 2: None, 3: [9]}), {}, 6, before)
    assert since == {"0": [3, [7]], "1": [6, [2]], "2": [6, None], "3": [6, [9]]}


@pytest.mark.parametrize("seat,expected,pending,stale", [
    (0, None, [], False), (0, 5, [], False), (0, 3, [], False), (0, 4, [], False),
    (0, 2, [], True),  # older than the change of its own decision
    (0, 6, [], True),  # a version that does not exist yet
    (1, 4, [], True),  # its decision changed at 5
    (2, 5, [], False), (2, 4, [], True),  # no entry (not active): only the exact version
    (0, 4, [(0, 4)], True),  # the same seat already has a move in flight on that version
    (0, 4, [(1, 4), (0, 5)], False),
])
def test_a_move_is_stale_only_if_its_own_seats_decision_changed_since_its_version(seat, expected, pending, stale):
    head = {"version": 5, "seat_since": orjson.dumps({"0": [3, [7]], "1": [5, None]}).decode()}
    if stale:
        with pytest.raises(StaleVersion) as err:
            _check_fresh(head, seat, expected, pending)
        assert err.value.details["current_version"] == 5
    else:
        _check_fresh(head, seat, expected, pending)


def test_a_game_row_without_seat_since_keeps_the_strict_rule():
    with pytest.raises(StaleVersion):
        _check_fresh({"version": 5, "seat_since": None}, 0, 4)
    _check_fresh({"version": 5, "seat_since": None}, 0, 5)


def test_simultaneous_supply_choices_naming_the_same_version_are_both_applied(svc, queue):
    created = create(svc, [{}, {}, {}])
    gid = created["id"]
    assert svc.read_game(gid, None)["active_seats"] == [0, 1, 2], "round 1 opens on the Supply choice"
    moves = [svc.submit_move(gid, seat, legal(svc, gid, seat)[0], expected_version=0) for seat in (0, 1)]
    queue.drain()
    assert sorted(svc.move_status(gid, m["move_id"])["version"] for m in moves) == [1, 2]
    late = svc.submit_move(gid, 2, legal(svc, gid, 2)[0], expected_version=0)  # the snapshot is at 2 now
    queue.drain()
    assert svc.move_status(gid, late["move_id"])["status"] == "applied"


def test_a_seat_naming_a_version_older_than_its_own_decisions_change_gets_409(svc, queue):
    created = create(svc, [{}, {}], options={"first_player": "0"})
    gid = created["id"]
    for seat in (0, 1):
        svc.submit_move(gid, seat, legal(svc, gid, seat)[0])
        queue.drain()
    game = svc.read_game(gid, None)
    seat, version = game["active_seats"][0], game["version"]
    with pytest.raises(StaleVersion) as err:
        svc.submit_move(gid, seat, legal(svc, gid, seat)[0], expected_version=version - 1)
    assert err.value.details["current_version"] == version
    assert svc.read_game(gid, None)["version"] == version


def test_the_worker_rejects_a_queued_move_whose_seats_decision_changed_while_it_waited(svc, queue):
    created = create(svc, [{}, {}], options={"first_player": "0"})
    gid = created["id"]
    for _ in range(200):
        game, state = svc.read_game(gid, None), stored_state(svc, gid)
        mover = game["active_seats"][0]
        action = legal(svc, gid, mover)[0]
        after = FALLING.apply(state, mover, action).state
        idle = [s for s in FALLING.active_seats(after) if s not in game["active_seats"]]
        svc.submit_move(gid, mover, action, expected_version=game["version"])
        if idle:  # `idle` names the version before its decision began; admitted behind the move in flight
            late = svc.submit_move(gid, idle[0], {"type": "pass"}, expected_version=game["version"])
            queue.drain()
            assert svc.move_status(gid, late["move_id"])["error"]["code"] == "stale_version"
            return
        queue.drain()
    raise AssertionError("no seat became active within 200 decisions")


def test_a_game_stored_without_seat_since_refuses_any_older_version(svc, queue, store):
    created = create(svc, [{}, {}])
    gid = created["id"]
    svc.submit_move(gid, 0, legal(svc, gid, 0)[0], expected_version=0)
    queue.drain()
    with store.write() as tx:  # as a row written before migration 0003 would read after its next admission
        tx.update_game(gid, seat_since=None)
    with pytest.raises(StaleVersion):
        svc.submit_move(gid, 1, legal(svc, gid, 1)[0], expected_version=0)

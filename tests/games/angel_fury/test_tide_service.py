"""A solo game against the evil tide through the application service and over HTTP: the worker plays the tide's
turns, one persisted step (version) per group move, refill card, battle round and score, and a spectator watches
the whole game over SSE (AF-58..AF-68)."""
import random

import pytest

from tests.games.solo_http import solo_client, watch_a_solo_game
from tests.service.migrated import migrated_sqlite, sqlite_store  # noqa: F401 (fixtures)

SEATS = [{"name": "You", "kind": "human"}, {"name": "the evil tide", "kind": "automa"}]
#: the events that mark one of the tide's steps: a group's move or attack, a refill card, a round, the score
MARKERS = {"tide_moved", "tide_attacked", "tide_card_drawn", "battle_rolled", "turn_ended"}
#: events a tide step may carry beside its marker (a refill's arrivals, an attack's win)
FOLLOWERS = {"tide_card_drawn": {"tide_moved"}, "battle_rolled": {"tide_moved"}}


def tide_steps_by_version(events: list, tide: int) -> dict:
    """version -> the marker events of the tide's steps in it (a round counted when the tide attacks)."""
    out: dict = {}
    for e in events:
        if e["seat"] == tide and e["type"] in MARKERS:
            out.setdefault(e["version"], []).append(e["type"])
    return out


def one_step_each(steps: dict) -> bool:
    """Each version holds one tide step: one marker, or a marker and the arrivals it brought."""
    for kinds in steps.values():
        head, rest = kinds[0], kinds[1:]
        if any(k not in FOLLOWERS.get(head, set()) for k in rest):
            return False
    return True


def pick(rnd: random.Random, actions: list) -> dict:
    """A random legal choice that mostly ends the angels' turn when it may (keeps the game short)."""
    ends = [a for a in actions if a["type"] == "end_turn"]
    return ends[0] if ends and rnd.random() < 0.8 else rnd.choice(actions)


@pytest.fixture
def store(sqlite_store):
    """SQLite only: the PostgreSQL hot path is the same for every game (tests/service), and this game is long."""
    return sqlite_store


def test_a_solo_game_runs_through_the_service_with_each_tide_step_its_own_version(svc, queue):
    created = svc.create_game("angel_fury", {"difficulty": "hard"}, SEATS, 5)
    gid, rnd = created["id"], random.Random(5)
    for _ in range(3000):
        queue.drain()  # the worker: the tide's steps, one transaction each
        game = svc.read_game(gid, 0)
        if game["status"] == "finished":
            break
        assert game["active_seats"] == [0]  # the tide never waits: its steps were played
        action = pick(rnd, svc.legal_actions(gid, 0)["actions"])
        svc.submit_move(gid, 0, action, expected_version=game["version"])
    else:
        raise AssertionError("the solo game never finished")
    result = game["result"]
    assert result["mode"] == "solo" and result["details"]["solo"]["difficulty"] == "hard"
    events = svc.events_after(gid, 0, 0, limit=100000)
    steps = tide_steps_by_version(events, 1)
    assert {"tide_moved", "tide_card_drawn"} <= {k for kinds in steps.values() for k in kinds}
    assert one_step_each(steps)
    assert svc.replay(gid)["ok"]


@pytest.fixture
def client(tmp_path):
    client, wired = solo_client(tmp_path)
    yield client
    wired.close()


def test_a_whole_solo_game_over_http_the_tide_played_by_the_worker_watched_over_sse(client):
    created = client.post("/v1/games", json={"game": "angel_fury", "seed": 8, "seats": SEATS,
                                             "options": {"difficulty": "normal", "automa_delay_seconds": 0.001}})
    assert created.status_code == 201, created.get_json()
    game = created.get_json()
    assert [s["kind"] for s in game["seats"]] == ["human", "automa"]
    events, final = watch_a_solo_game(client, game, 8, pick)
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1)) and events[-1]["type"] == "game_ended"
    assert final["status"] == "finished" and events[-1]["result"] == final["result"]
    assert final["result"]["mode"] == "solo" and final["result"]["details"]["solo"]["automa"] == 1
    steps = tide_steps_by_version(events, 1)
    assert steps and one_step_each(steps)
    assert any(e["type"] == "tide_card_drawn" for e in events)

"""A solo game against the evil tide through the application service and over HTTP: the worker plays the tide's
turns, one persisted step (version) per group move, refill card, battle round and score, and a spectator watches
the whole game over SSE (AF-58..AF-68)."""
import random
import threading

import orjson
import pytest

from services.api import create_app
from shared.config import Settings

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
def store(tmp_path):
    """SQLite only: the PostgreSQL hot path is the same for every game (tests/service), and this game is long."""
    from shared.adapters.store import SqlStore

    s = SqlStore(f"sqlite:///{tmp_path}/seraph.db")
    s.migrate()
    yield s
    s.close()


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
    from shared.bootstrap import bootstrap

    settings = Settings(database_url=f"sqlite:///{tmp_path}/seraph.db", sse_keepalive_seconds=0.2,
                        sweep_interval_seconds=0.5, pending_timeout_seconds=2.0)
    wired = bootstrap(settings)
    yield create_app(settings, app_obj=wired).test_client()
    wired.close()


def bearer(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def play_as_the_angels(client, gid: str, token: str, seed: int) -> None:
    """The angels' moves over HTTP (a random legal choice each); the tide's turns are the worker's."""
    rnd = random.Random(seed)
    for _ in range(3000):
        read = client.get(f"/v1/games/{gid}", headers=bearer(token)).get_json()
        if read["status"] != "active":
            return
        if read["active_seats"] != [0]:
            continue  # the worker is still playing the tide's steps
        action = pick(rnd, read["actions"])
        client.post(f"/v1/games/{gid}/moves?wait=5", json={"action": action, "expected_version": read["version"]},
                    headers=bearer(token))


def test_a_whole_solo_game_over_http_the_tide_played_by_the_worker_watched_over_sse(client):
    created = client.post("/v1/games", json={"game": "angel_fury", "seed": 8, "seats": SEATS,
                                             "options": {"difficulty": "normal", "automa_delay_seconds": 0.001}})
    assert created.status_code == 201, created.get_json()
    game = created.get_json()
    gid, token = game["id"], game["seats"][0]["token"]
    assert [s["kind"] for s in game["seats"]] == ["human", "automa"]
    mover = threading.Thread(target=play_as_the_angels, args=(client.application.test_client(), gid, token, 8))
    mover.start()
    body = client.get(f"/v1/games/{gid}/events?max_seconds=120").get_data(as_text=True)  # a spectator's stream
    mover.join()
    messages = [dict(line.partition(": ")[::2] for line in block.split("\n") if line and not line.startswith(":"))
                for block in body.split("\n\n")]
    events = [orjson.loads(m["data"]) for m in messages if "id" in m]
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1)) and events[-1]["type"] == "game_ended"
    final = client.get(f"/v1/games/{gid}").get_json()
    assert final["status"] == "finished" and events[-1]["result"] == final["result"]
    assert final["result"]["mode"] == "solo" and final["result"]["details"]["solo"]["automa"] == 1
    steps = tide_steps_by_version(events, 1)
    assert steps and one_step_each(steps)
    assert any(e["type"] == "tide_card_drawn" for e in events)

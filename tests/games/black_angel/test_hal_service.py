"""A solitaire game against Hal through the application service and over HTTP: the worker plays Hal's turns, one
persisted step (version) per decision, and a spectator watches the whole game over SSE (BA-39)."""
import random
import threading

import orjson
import pytest

from services.api import create_app
from shared.config import Settings
from shared.games.black_angel import hal

SEATS = [{"name": "You", "kind": "human"}, {"name": "Hal", "kind": "automa"}]
#: the events that mark one of Hal's decisions: his reveal, die, Sequence B, tile, cube, location, move, placement
MARKERS = {"hal_card_revealed", "die_taken", "sequence_chosen", "tile_taken", "cube_removed", "ravagers_taken",
           "ship_moved", "mission_placed"}


def hal_steps_by_version(events: list, hal: int) -> dict:
    """version -> the marker events of Hal's decisions in it."""
    out: dict = {}
    for e in events:
        if e["seat"] == hal and e["type"] in MARKERS:
            out.setdefault(e["version"], []).append(e["type"])
    return out


def test_a_solitaire_game_runs_through_the_service_with_each_hal_step_its_own_version(svc, queue):
    created = svc.create_game("black_angel", {"difficulty": "easy"}, SEATS, 5)
    gid, rnd = created["id"], random.Random(5)
    for _ in range(3000):
        queue.drain()  # the worker: Hal's steps, one transaction each
        game = svc.read_game(gid, 0)
        if game["status"] == "finished":
            break
        assert game["active_seats"] == [0]  # Hal never waits: his steps were played
        action = rnd.choice(svc.legal_actions(gid, 0)["actions"])
        svc.submit_move(gid, 0, action, expected_version=game["version"])
    else:
        raise AssertionError("the solitaire game never finished")
    result = game["result"]
    assert result["mode"] == "solo" and result["details"]["solo"]["difficulty"] == "easy"
    events = svc.events_after(gid, 0, 0, limit=100000)
    steps = hal_steps_by_version(events, 1)
    assert any(e["type"] == "hal_card_revealed" for e in events) and steps
    assert all(len(kinds) == 1 for kinds in steps.values())
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


def play_as_the_player(client, gid: str, token: str, seed: int) -> None:
    """The player's moves over HTTP (a random legal choice each); Hal's turns are the worker's."""
    rnd = random.Random(seed)
    for _ in range(3000):
        read = client.get(f"/v1/games/{gid}", headers=bearer(token)).get_json()
        if read["status"] != "active":
            return
        if read["active_seats"] != [0]:
            continue  # the worker is still playing Hal's steps
        action = rnd.choice(read["actions"])
        client.post(f"/v1/games/{gid}/moves?wait=5", json={"action": action, "expected_version": read["version"]},
                    headers=bearer(token))


def test_a_whole_solitaire_game_over_http_hal_played_by_the_worker_watched_over_sse(client):
    created = client.post("/v1/games", json={"game": "black_angel", "seed": 8, "options": {"difficulty": "hard"},
                                             "seats": SEATS})
    assert created.status_code == 201, created.get_json()
    game = created.get_json()
    gid, token = game["id"], game["seats"][0]["token"]
    assert [s["kind"] for s in game["seats"]] == ["human", "automa"]
    mover = threading.Thread(target=play_as_the_player, args=(client.application.test_client(), gid, token, 8))
    mover.start()
    body = client.get(f"/v1/games/{gid}/events?max_seconds=120").get_data(as_text=True)  # a spectator's stream
    mover.join()
    messages = [dict(line.partition(": ")[::2] for line in block.split("\n") if line and not line.startswith(":"))
                for block in body.split("\n\n")]
    events = [orjson.loads(m["data"]) for m in messages if "id" in m]
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1)) and events[-1]["type"] == "game_ended"
    final = client.get(f"/v1/games/{gid}").get_json()
    assert final["status"] == "finished" and events[-1]["result"] == final["result"]
    assert final["result"]["mode"] == "solo" and final["result"]["details"]["solo"]["difficulty"] == "hard"
    steps = hal_steps_by_version(events, 1)
    assert steps and all(len(kinds) == 1 for kinds in steps.values())
    assert no_hal_card_named_before_its_reveal(events)


def no_hal_card_named_before_its_reveal(events: list) -> bool:
    """Hal's deck order stays hidden: no event names a Hal card before the event that reveals it."""
    cards = {c["id"] for c in hal.hal_content()["cards"]}
    shown: set = set()
    for e in events:
        if e["type"] == "hal_card_revealed":
            shown.add(e["card"])
        named = {c for c in cards if c in orjson.dumps(e).decode()}
        assert named <= shown, (e, named - shown)
    return bool(shown)

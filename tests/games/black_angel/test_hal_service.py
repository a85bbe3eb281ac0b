"""A solitaire game against Hal through the application service and over HTTP: the worker plays Hal's turns, one
persisted step (version) per decision, and a spectator watches the whole game over SSE (BA-39)."""
import random

import orjson
import pytest

from shared.games.black_angel import hal
from tests.games.solo_http import solo_client, watch_a_solo_game

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
    client, wired = solo_client(tmp_path)
    yield client
    wired.close()


def test_a_whole_solitaire_game_over_http_hal_played_by_the_worker_watched_over_sse(client):
    created = client.post("/v1/games", json={"game": "black_angel", "seed": 8, "options": {"difficulty": "hard"},
                                             "seats": SEATS})
    assert created.status_code == 201, created.get_json()
    game = created.get_json()
    assert [s["kind"] for s in game["seats"]] == ["human", "automa"]
    events, final = watch_a_solo_game(client, game, 8)
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1)) and events[-1]["type"] == "game_ended"
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

"""Words over HTTP (issue 30): every event the log and the stream serve, to each seat and to a spectator, carries
`text`, `template` and `params`, and the template from GET /v1/rules/{game} filled with the params is the text;
labels and prompts carry theirs too. Played over the embedded app for every game whose catalog is whole."""
import time

import orjson
import pytest

from shared.engine.words import render
from tests.api.test_automa_seat_names import SOLO
from tests.api.test_end_to_end import sse_messages
from tests.conformance.test_words import WORDS_PENDING
from tests.factories import GameRequestFactory, SeatFactory

WORDED = sorted(g for g in SOLO if g not in WORDS_PENDING)
MOVES = 12


def bearer(token):
    return {"Authorization": f"Bearer {token}"} if token else {}


def catalogs(client, game: str) -> dict:
    rules = client.get(f"/v1/rules/{game}").get_json()
    assert rules["templates"] and all(t.startswith("server.") or t.startswith("list.")
                                      for t in rules["server_templates"])
    return {**rules["templates"], **rules["server_templates"]}


def human_to_act(client, created) -> int | None:
    """The first active human seat, waiting a little while the server plays an automa's turn."""
    humans = {s["seat"] for s in created["seats"] if s["kind"] == "human"}
    for _ in range(100):
        read = client.get(f"/v1/games/{created['id']}").get_json()
        if read["status"] != "active":
            return None
        mine = [s for s in read["active_seats"] if s in humans]
        if mine:
            return mine[0]
        time.sleep(0.05)
    return None


def play(client, created, moves: int) -> None:
    """Each human seat to act plays its first legal action; its labels and prompt read as words."""
    for _ in range(moves):
        seat = human_to_act(client, created)
        if seat is None:
            return
        headers = bearer(created["seats"][seat]["token"])
        read = client.get(f"/v1/games/{created['id']}", headers=headers).get_json()
        assert all({"label", "template", "params"} <= set(a) for a in read["actions"]), read["actions"][:2]
        assert read["prompt"] is None or {"text", "template", "params"} <= set(read["prompt"])
        resp = client.post(f"/v1/games/{created['id']}/moves?wait=5", headers=headers,
                           json={"action": read["actions"][0], "expected_version": read["version"]})
        assert resp.status_code == 200, resp.get_json()


def problems(events: list[dict], catalog: dict) -> list[str]:
    out = []
    for ev in events:
        if not {"text", "template", "params"} <= set(ev):
            out.append(f"{ev['type']} has no words: {ev}")
        elif render(catalog, ev["template"], ev["params"]) != ev["text"]:
            out.append(f"{ev['type']}: {ev['text']!r} is not its template filled in")
    return out


def served(client, game_id: str, token) -> dict:
    log = client.get(f"/v1/games/{game_id}/log", headers=bearer(token)).get_json()["events"]
    body = client.get(f"/v1/games/{game_id}/events?max_seconds=0.3", headers=bearer(token)).get_data(as_text=True)
    return {"log": log, "stream": [orjson.loads(m["data"]) for m in sse_messages(body)]}


@pytest.mark.parametrize("table", ["players", "automa"])
@pytest.mark.parametrize("game", WORDED)
def test_every_served_event_as_each_seat_and_as_a_spectator_has_text_template_and_params(client, game, table):
    if table == "automa":
        options, seats = SOLO[game]
        body = {"game": game, "options": options, "seats": seats}
    else:
        body = GameRequestFactory(game=game, seats=[SeatFactory(), SeatFactory()])
    resp = client.post("/v1/games", json=body)
    assert resp.status_code == 201, resp.get_json()
    created = resp.get_json()
    play(client, created, MOVES)
    first = created["seats"][0]["token"]
    assert client.post(f"/v1/games/{created['id']}/chat", headers=bearer(first), json={"text": "well played"}
                       ).status_code in (200, 201)
    client.post(f"/v1/games/{created['id']}/resign", headers=bearer(first))
    catalog = catalogs(client, game)
    viewers = [s["token"] for s in created["seats"] if s.get("token") and s["kind"] == "human"] + [None]
    for token in viewers:
        for where, events in served(client, created["id"], token).items():
            assert len(events) > 2, (where, events)
            assert problems(events, catalog) == [], (where, token is None)
    types = {ev["type"] for ev in served(client, created["id"], first)["log"]}
    assert {"game_created", "chat"} <= types


def test_the_rules_of_a_game_serve_its_templates_and_the_servers_by_id(client):
    rules = client.get("/v1/rules/fallen_angel").get_json()
    assert rules["templates"]["list.two"] == "{first} and {second}"
    assert rules["server_templates"]["server.player_joined"] == "{player} joined the game."
    assert not (set(rules["templates"]) - {"list.two", "list.more"}) & set(rules["server_templates"])

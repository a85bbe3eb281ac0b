"""Invitations over HTTP (issue 19 §2): open seats, codes, joining (once; a race has one winner, on SQLite and on
PostgreSQL), cancelling, and no move before the game starts."""
import threading

import pytest

from services.api import create_app
from services.api import schemas as s
from services.api import schemas_apps as sa
from tests.api.apps_helpers import as_app, bearer, create, embedded, new_app


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    """One embedded app for the module: each test makes its own games (and apps)."""
    with embedded(tmp_path_factory.mktemp("invitations")) as (flask_app, wired):
        yield flask_app.test_client(), wired


def log_of(client, game_id, headers):
    return client.get(f"/v1/games/{game_id}/log", headers=headers).get_json()["events"]


def test_an_app_creates_an_open_game_and_gets_only_codes_then_two_players_join_and_it_starts(world):
    client, wired = world
    app = new_app(wired)
    made = create(client, as_app(app), open=True, seats=[{}, {}])
    assert s.GameCreatedSchema().validate(made) == {} and made["status"] == "waiting"
    assert all("token" not in seat and seat["invitation"].startswith("inv_") for seat in made["seats"])
    waiting = client.get(f"/v1/games/{made['id']}", headers=as_app(app)).get_json()
    assert waiting["status"] == "waiting" and waiting["active_seats"] == [] and waiting["actions"] == []
    first = client.post(f"/v1/games/{made['id']}/join", headers=as_app(app),
                        json={"code": made["seats"][0]["invitation"], "player_id": "alice"})
    assert first.status_code == 200 and sa.JoinedSchema().validate(first.get_json()) == {}
    assert first.get_json()["status"] == "waiting"
    refused = client.post(f"/v1/games/{made['id']}/moves", json={"action": {"type": "choose_supply"}},
                          headers=as_app(app, "alice"))
    assert refused.status_code == 409 and refused.get_json()["error"]["code"] == "game_waiting"
    second = client.post(f"/v1/games/{made['id']}/join", headers=as_app(app),
                         json={"code": made["seats"][1]["invitation"], "player_id": "bob"}).get_json()
    assert second["status"] == "active" and second["seat"] == 1
    started = client.get(f"/v1/games/{made['id']}", headers=bearer(second["token"])).get_json()
    assert started["status"] == "active" and started["actions"]
    types = [e["type"] for e in log_of(client, made["id"], as_app(app))]
    assert types == ["game_created", "player_joined", "player_joined", "game_started"]


def test_a_game_created_without_an_app_keeps_every_token_unless_it_has_open_seats(world):
    client, _ = world
    plain = create(client, seats=[{}, {"kind": "bot"}])
    assert plain["status"] == "active" and all("token" in seat for seat in plain["seats"])
    hosted = create(client, seats=[{"name": "Host"}, {"kind": "open"}, {"kind": "bot"}])
    assert [sorted(k for k in ("token", "invitation") if k in seat) for seat in hosted["seats"]] == [
        ["token"], ["invitation"], []]
    joined = client.post(f"/v1/games/{hosted['id']}/join", json={"code": hosted["seats"][1]["invitation"]})
    assert joined.status_code == 200 and joined.get_json()["status"] == "active"


@pytest.mark.parametrize("body,code", [
    ({"code": "inv_nope"}, "unknown_invitation"),
    ({"code": ""}, "bad_request"),
    ({}, "bad_request"),
    ({"code": "x", "extra": 1}, "bad_request"),
    ({"code": "x", "player_id": "alice"}, "bad_request"),  # a player without an app
])
def test_a_bad_join_is_a_4xx_and_changes_nothing(world, body, code):
    client, _ = world
    made = create(client, seats=[{}, {"kind": "open"}])
    before = log_of(client, made["id"], {})
    resp = client.post(f"/v1/games/{made['id']}/join", json=body)
    assert 400 <= resp.status_code < 500 and resp.get_json()["error"]["code"] == code
    assert log_of(client, made["id"], {}) == before


def test_a_duplicate_join_is_refused_and_the_first_seat_token_still_works(world):
    client, wired = world
    app = new_app(wired)
    made = create(client, as_app(app), seats=[{"kind": "open"}, {"kind": "open"}])
    body = {"code": made["seats"][0]["invitation"], "player_id": "alice"}
    token = client.post(f"/v1/games/{made['id']}/join", headers=as_app(app), json=body).get_json()["token"]
    before = log_of(client, made["id"], as_app(app))
    again = client.post(f"/v1/games/{made['id']}/join", headers=as_app(app), json=body)
    assert again.status_code == 409 and again.get_json()["error"]["code"] == "invitation_used"
    assert "token" not in again.get_data(as_text=True)
    other = client.post(f"/v1/games/{made['id']}/join", headers=as_app(app),
                        json={"code": made["seats"][1]["invitation"], "player_id": "alice"})
    assert other.status_code == 409 and other.get_json()["error"]["code"] == "already_seated"
    assert log_of(client, made["id"], as_app(app)) == before
    assert client.get(f"/v1/games/{made['id']}/actions", headers=bearer(token)).status_code == 200


def test_a_waiting_game_is_cancelled_by_its_creator_and_then_refuses_moves_and_joins(world):
    client, wired = world
    app, other = new_app(wired), new_app(wired, "Other")
    made = create(client, as_app(app), seats=[{"player_id": "alice"}, {"kind": "open"}])
    assert client.post(f"/v1/games/{made['id']}/cancel", headers=as_app(other)).status_code == 404
    alice_token = made["seats"][0]["token"]
    assert client.post(f"/v1/games/{made['id']}/cancel", headers=bearer(alice_token)).status_code == 403
    resp = client.post(f"/v1/games/{made['id']}/cancel", headers=as_app(app))
    assert resp.status_code == 200 and resp.get_json() == {"id": made["id"], "status": "cancelled"}
    assert client.post(f"/v1/games/{made['id']}/cancel", headers=as_app(app)).status_code == 200
    move = client.post(f"/v1/games/{made['id']}/moves", json={"action": {"type": "choose_supply"}},
                       headers=bearer(alice_token))
    assert move.status_code == 409 and move.get_json()["error"]["code"] == "game_cancelled"
    join = client.post(f"/v1/games/{made['id']}/join", headers=as_app(app),
                       json={"code": made["seats"][1]["invitation"], "player_id": "bob"})
    assert join.status_code == 409 and join.get_json()["error"]["code"] == "game_cancelled"
    listed = client.get("/v1/games?status=cancelled", headers=as_app(app)).get_json()["games"]
    assert [g["id"] for g in listed] == [made["id"]]


def test_a_game_created_without_an_app_is_cancelled_with_the_hosts_token(world):
    client, _ = world
    made = create(client, seats=[{"name": "Host"}, {"kind": "open"}])
    assert client.post(f"/v1/games/{made['id']}/cancel").status_code == 401
    resp = client.post(f"/v1/games/{made['id']}/cancel", headers=bearer(made["seats"][0]["token"]))
    assert resp.status_code == 200 and resp.get_json()["status"] == "cancelled"


def test_two_joins_racing_for_one_seat_have_exactly_one_winner(db_app_obj, db_settings):
    """Threads through the HTTP layer, on SQLite (BEGIN IMMEDIATE) and on PostgreSQL (row lock + conditional
    UPDATE)."""
    flask_app = create_app(db_settings, app_obj=db_app_obj)
    app = new_app(db_app_obj)
    made = create(flask_app.test_client(), as_app(app), seats=[{"player_id": "host"}, {"kind": "open"}])
    code, start, answers = made["seats"][1]["invitation"], threading.Barrier(6), []

    def join(player):
        client = flask_app.test_client()
        start.wait()
        resp = client.post(f"/v1/games/{made['id']}/join", headers=as_app(app),
                           json={"code": code, "player_id": player})
        answers.append((resp.status_code, resp.get_json()))

    threads = [threading.Thread(target=join, args=(f"p{i}",)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    statuses = sorted(status for status, _ in answers)
    assert statuses == [200] + [409] * 5, answers
    assert all(body["error"]["code"] == "invitation_used" for status, body in answers if status == 409)
    winner = next(body for status, body in answers if status == 200)
    game = flask_app.test_client().get(f"/v1/games/{made['id']}", headers=bearer(winner["token"])).get_json()
    assert game["status"] == "active" and winner["seat"] == 1
    events = flask_app.test_client().get(f"/v1/games/{made['id']}/log", headers=as_app(app)).get_json()["events"]
    assert [e["type"] for e in events].count("player_joined") == 1

"""Clocks over HTTP (issue 20 §1-3): the deadline in the read (RFC 3339, GameState schema), vacation, and the clock
e2e: an app's game whose clock is set to seconds, players who never move, and each timeout policy observed over
HTTP (the log, the read, reclaim) with the reminder and timed_out webhooks at a local receiver."""
import pytest

from services.api import schemas as s


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def create(client, clock, on_timeout=None, **options):
    opts = dict(options, clock=clock, **({"on_timeout": on_timeout} if on_timeout else {}))
    resp = client.post("/v1/games", json={"game": "falling", "options": opts, "seats": [{}, {}], "seed": 7})
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


def test_the_read_shows_each_active_seats_deadline_and_bank(client):
    game = create(client, {"per_move": "1d", "bank_cap": "3d", "vacation_days": 2})
    body = client.get(f"/v1/games/{game['id']}").get_json()
    assert s.GameStateSchema().validate(body) == {}
    seats = body["clock"]["seats"]
    assert [c["deadline"].endswith("Z") for c in seats] == [True, True]
    assert body["clock"]["per_move_seconds"] == 86400 and seats[0]["bank_seconds"] == 0
    assert "clock" not in client.get(f"/v1/games/{create(client, None)['id']}").get_json()


def test_a_bad_clock_is_a_400(client):
    resp = client.post("/v1/games", json={"game": "falling", "options": {"clock": "1 fortnight"}, "seats": [{}, {}]})
    assert resp.status_code == 400 and "clock" in resp.get_json()["error"]["message"]


def test_vacation_over_http(client):
    game = create(client, {"per_move": "1d", "vacation_days": 3})
    url, token = f"/v1/games/{game['id']}/vacation", game["seats"][0]["token"]
    resp = client.post(url, headers=bearer(token), json={"days": 2})
    assert resp.status_code == 200 and resp.get_json()["vacation_days_left"] == 1
    assert client.post(url, headers=bearer(token), json={"days": 2}).status_code == 400
    assert client.post(url, headers=bearer(token), json={"days": "two"}).status_code == 400
    assert client.post(url, json={"days": 1}).status_code == 401
    plain = create(client, None)
    resp = client.post(f"/v1/games/{plain['id']}/vacation", headers=bearer(plain["seats"][0]["token"]),
                       json={"days": 1})
    assert resp.status_code == 409


@pytest.fixture
def embedded(settings):
    """The embedded default, allowed to call the receiver on 127.0.0.1 over http (as the play-by-post e2e)."""
    from shared.bootstrap import bootstrap

    wired = bootstrap(settings.with_(webhook_allow_http=True, webhook_allow_private=True, webhook_timeout=2.0))
    yield wired
    wired.close()


@pytest.mark.parametrize("policy", ["default", "bot", "forfeit"])
def test_absent_players_are_reminded_and_timed_out_under_each_policy_with_webhooks_to_a_receiver(embedded, policy):
    from services.api import create_app
    from shared.service.apps import AppRegistry
    from tests.webhook_receiver import Receiver

    client = create_app(embedded.settings, app_obj=embedded).test_client()
    key = AppRegistry(embedded.store).create("clock-frontend")["key"]
    auth = {"Authorization": f"Bearer {key}"}
    with Receiver() as receiver:
        hook = client.post("/v1/webhooks", headers=auth, json={"url": receiver.url,
                                                               "events": ["reminder", "timed_out"]})
        assert hook.status_code == 201, hook.get_json()
        receiver.secret = hook.get_json()["secret"]
        created = client.post("/v1/games", headers=auth, json={
            "game": "falling", "seats": [{}, {}], "open": True,
            "options": {"clock": {"per_move": "1s", "remind_at": 0.5}, "on_timeout": policy,
                        "automa_delay_seconds": 30}})
        game = created.get_json()
        for player, seat in zip(("ann", "ben"), game["seats"]):  # they join, then never move
            assert client.post(f"/v1/games/{game['id']}/join", headers=auth,
                               json={"code": seat["invitation"], "player_id": player}).status_code == 200

        def sent(kind):
            return [d for d in receiver.deliveries if d["json"]["type"] == kind]
        receiver.wait_for(lambda got: sent("timed_out"), timeout=10)
        reminder, timed_out = sent("reminder")[0], sent("timed_out")[0]
        assert reminder["verified"] and timed_out["verified"]
        data = timed_out["json"]["data"]
        assert data["game_id"] == game["id"] and data["player_id"] == ("ann", "ben")[data["seat"]]
        # The same over HTTP: the events in the log, the policy's outcome in the read.
        ann = dict(auth, **{"X-Seraph-Player": "ann"})
        logged = client.get(f"/v1/games/{game['id']}/log", headers=ann).get_json()["events"]
        kinds = [(e["type"], e["seat"]) for e in logged]
        assert ("reminder", reminder["json"]["data"]["seat"]) in kinds
        assert ("timed_out", data["seat"]) in kinds
        assert [e["policy"] for e in logged if e["type"] == "timed_out"][0] == policy
        body = client.get(f"/v1/games/{game['id']}", headers=ann).get_json()
        if policy == "forfeit":
            assert body["status"] == "finished" and body["result"]["reason"] == "timed_out"
            assert body["result"]["winners"] == [1 - data["seat"]]
        elif policy == "bot":
            assert body["clock"]["seats"][0]["played_by"] == "bot" and ("seat_taken_over", 0) in kinds
            back = client.post(f"/v1/games/{game['id']}/reclaim", headers=ann)  # ann holds seat 0
            assert back.status_code == 200 and back.get_json()["played_by"] is None
            logged = client.get(f"/v1/games/{game['id']}/log", headers=ann).get_json()["events"]
            assert [e["seat"] for e in logged if e["type"] == "seat_reclaimed"] == [0]
        else:
            assert body["version"] > 0  # the default actions were played for the timed-out seats
            assert [e["type"] for e in logged].count("timed_out") >= 1

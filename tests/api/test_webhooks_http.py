"""The webhook routes over HTTP (issue 19 §4): an app registers, lists, rotates and deletes its endpoints and reads
their delivery log; bad input is a clear 4xx and another app's endpoint a 404; a slow receiver never delays a
move."""
import time

import pytest

from services.api import create_app
from shared.bootstrap import bootstrap
from shared.service.apps import AppRegistry
from tests.webhook_receiver import Receiver

HOOK = "https://hooks.example.com/seraph"
EVENTS = ["your_turn", "game_finished"]


def public_dns(host, port):
    """Every name resolves to a public address here (no network in tests); loopback stays loopback."""
    return ["127.0.0.1"] if host in ("127.0.0.1", "localhost") else ["93.184.215.14"]


@pytest.fixture(autouse=True)
def offline_dns(monkeypatch):
    monkeypatch.setattr("shared.adapters.webhook_http.resolve", public_dns)


def app_key(app_obj, name="frontend") -> dict:
    return AppRegistry(app_obj.store).create(name)


def auth(key: str, player: str | None = None) -> dict:
    return {"Authorization": f"Bearer {key}", **({"X-Seraph-Player": player} if player else {})}


def register(client, key, url=HOOK, events=EVENTS):
    return client.post("/v1/webhooks", json={"url": url, "events": events}, headers=auth(key))


def test_an_app_registers_an_endpoint_and_gets_its_secret_once(client, app_obj):
    key = app_key(app_obj)["key"]
    resp = register(client, key)
    assert resp.status_code == 201
    body = resp.get_json()
    assert body["secret"].startswith("whsec_") and body["events"] == sorted(EVENTS) and body["url"] == HOOK
    listed = client.get("/v1/webhooks", headers=auth(key)).get_json()["webhooks"]
    assert [w["id"] for w in listed] == [body["id"]] and "secret" not in listed[0]
    assert "secret" not in client.get(f"/v1/webhooks/{body['id']}", headers=auth(key)).get_json()


def test_a_duplicate_registration_changes_nothing(client, app_obj):
    key = app_key(app_obj)["key"]
    first = register(client, key).get_json()
    again = register(client, key, events=list(reversed(EVENTS)))
    assert again.status_code == 200 and again.get_json() == first
    assert len(client.get("/v1/webhooks", headers=auth(key)).get_json()["webhooks"]) == 1
    assert register(client, key, events=["your_turn"]).status_code == 201, "other events: another endpoint"


@pytest.mark.parametrize("body, fragment", [
    ({"url": HOOK, "events": ["teleported"]}, "unknown event teleported"),
    ({"url": HOOK, "events": []}, "events"),
    ({"url": HOOK}, "events"),
    ({"events": EVENTS}, "url"),
    ({"url": HOOK, "events": EVENTS, "extra": 1}, "extra"),
    ({"url": 7, "events": EVENTS}, "url"),
])
def test_bad_registrations_are_400s_that_say_what_is_wrong(client, app_obj, body, fragment):
    key = app_key(app_obj)["key"]
    resp = client.post("/v1/webhooks", json=body, headers=auth(key))
    assert resp.status_code == 400 and fragment in resp.get_data(as_text=True)
    assert client.get("/v1/webhooks", headers=auth(key)).get_json()["webhooks"] == []


@pytest.mark.parametrize("url, fragment", [
    ("http://hooks.example.com/x", "https"),
    ("https://127.0.0.1/x", "private"),
    ("https://user:pw@hooks.example.com/x", "credentials"),
    ("ftp://hooks.example.com/x", "https"),
    ("not a url", "URL"),
])
def test_unsafe_urls_are_refused_by_default(client, app_obj, url, fragment):
    resp = register(client, app_key(app_obj)["key"], url=url)
    assert resp.status_code == 400 and resp.get_json()["error"]["code"] == "webhook_url_refused"
    assert fragment in resp.get_json()["error"]["message"]


def test_the_routes_need_an_app_key(client, app_obj):
    assert client.get("/v1/webhooks").status_code == 401
    assert client.post("/v1/webhooks", json={"url": HOOK, "events": EVENTS}).status_code == 401
    assert client.get("/v1/webhooks", headers=auth("app_wrong")).status_code == 401


def test_another_apps_endpoint_is_a_404_to_every_route(client, app_obj):
    owner, other = app_key(app_obj)["key"], app_key(app_obj, "other")["key"]
    hook = register(client, owner).get_json()["id"]
    for method, path in (("get", ""), ("delete", ""), ("post", "/rotate"), ("get", "/deliveries")):
        resp = getattr(client, method)(f"/v1/webhooks/{hook}{path}", headers=auth(other))
        assert resp.status_code == 404, (method, path)
    assert client.get(f"/v1/webhooks/{hook}", headers=auth(owner)).status_code == 200
    assert client.get("/v1/webhooks", headers=auth(other)).get_json()["webhooks"] == []


def test_rotation_returns_a_new_secret_and_deletion_removes_the_endpoint(client, app_obj):
    key = app_key(app_obj)["key"]
    hook = register(client, key).get_json()
    rotated = client.post(f"/v1/webhooks/{hook['id']}/rotate", headers=auth(key))
    assert rotated.status_code == 200 and rotated.get_json()["secret"] not in (hook["secret"], None)
    assert client.delete(f"/v1/webhooks/{hook['id']}", headers=auth(key)).status_code == 204
    assert client.delete(f"/v1/webhooks/{hook['id']}", headers=auth(key)).status_code == 404


def test_the_delivery_log_pages_and_refuses_bad_queries(client, app_obj):
    key = app_key(app_obj)["key"]
    hook = register(client, key).get_json()["id"]
    resp = client.get(f"/v1/webhooks/{hook}/deliveries?limit=5", headers=auth(key))
    assert resp.status_code == 200 and resp.get_json() == {"deliveries": [], "next": None}
    for query in ("limit=0", "limit=101", "limit=x", "before=-1", "color=red"):
        assert client.get(f"/v1/webhooks/{hook}/deliveries?{query}", headers=auth(key)).status_code == 400, query


@pytest.fixture
def local_app(settings):
    """An embedded app that may call the tests' receivers on 127.0.0.1 over http, with a 4-second timeout (the
    slow-receiver test tells a move that waited for it from a move slowed by a loaded machine by that margin)."""
    wired = bootstrap(settings.with_(webhook_allow_http=True, webhook_allow_private=True, webhook_timeout=4.0,
                                     sweep_interval_seconds=0.2))
    yield wired
    wired.close()


def test_a_slow_receiver_never_delays_a_move_and_its_timeout_is_in_the_log(local_app):
    client = create_app(local_app.settings, app_obj=local_app).test_client()
    key = app_key(local_app)["key"]
    with Receiver(delay=4.5) as receiver:  # longer than the timeout
        hook = register(client, key, url=receiver.url, events=["your_turn"]).get_json()["id"]
        created = client.post("/v1/games", headers=auth(key), json={
            "game": "falling", "seats": [{"player_id": "p0"}, {"player_id": "p1"}]}).get_json()
        game = created["id"]
        receiver.wait_for(lambda got: got, timeout=5)  # the first your_turn is on its way, and stuck
        for _ in range(3):
            state = client.get(f"/v1/games/{game}", headers=auth(key, "p0")).get_json()
            player = "p0" if 0 in state["active_seats"] else "p1"
            actions = client.get(f"/v1/games/{game}/actions", headers=auth(key, player)).get_json()["actions"]
            started = time.perf_counter()
            move = client.post(f"/v1/games/{game}/moves?wait=5", headers=auth(key, player),
                               json={"action": actions[0]})
            assert move.status_code == 200 and move.get_json()["status"] == "applied"
            # waiting for the receiver would take its 4-second timeout at least
            assert time.perf_counter() - started < 2.5, "the move waited for nobody's receiver"
        log = {}
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            log = client.get(f"/v1/webhooks/{hook}/deliveries", headers=auth(key)).get_json()
            if any(a["error"] for d in log["deliveries"] for a in d["attempt_log"]):
                break
            time.sleep(0.1)
        errors = [a["error"] for d in log["deliveries"] for a in d["attempt_log"] if a["error"]]
        assert errors and "timed out" in errors[0].lower()
        assert all(d["status"] == "pending" and d["next_retry_at"] for d in log["deliveries"] if d["attempts"])

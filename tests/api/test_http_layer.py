"""The HTTP layer against a fake service: parameters reach the service, results and errors are rendered right."""
import io

import orjson
import pytest

from services.api import create_app
from shared.service.errors import (
    BadRequest, IdempotencyConflict, IllegalAction, InvalidOptions, NotFound, NotYourTurn, StaleVersion,
    Unavailable, UnknownGame,
)
from tests.api.fakes import FakeAppObj

AUTH0 = {"Authorization": "Bearer tok-0"}


def _error(resp):
    body = resp.get_json()
    assert resp.mimetype == "application/json"
    assert set(body) == {"error"} and set(body["error"]) == {"code", "message", "details"}
    return body["error"]


def test_creating_a_game_passes_defaulted_seats_to_the_service_and_returns_201_with_a_location(fake, fake_client):
    resp = fake_client.post("/v1/games", json={"game": "falling", "seats": [{"name": "Ann"}, {"kind": "bot"}]})
    assert resp.status_code == 201
    assert resp.headers["Location"] == "/v1/games/g1"
    name, args, kwargs = fake.service.calls[-1]
    assert name == "create_game"
    assert args == ("falling", {}, [{"name": "Ann", "kind": "human", "role": None, "bot": None},
                                    {"name": None, "kind": "bot", "role": None, "bot": None}])
    assert kwargs == {"seed": None}


def test_reading_a_game_with_a_token_uses_that_seat_and_without_one_the_spectator(fake, fake_client):
    fake_client.get("/v1/games/g1", headers=AUTH0)
    assert fake.service.calls[-1] == ("read_game", ("g1", 0), {})
    fake_client.get("/v1/games/g1")
    assert fake.service.calls[-1] == ("read_game", ("g1", None), {})


def test_integer_keys_in_a_view_are_serialised_as_strings(fake_client):
    assert fake_client.get("/v1/games/g1").get_json()["view"]["scores"] == {"0": 1, "1": 2}


@pytest.mark.parametrize("header", ["Bearer nope", "Basic dG9rLTA=", "Bearer", "tok-0", "Bearer " + "x" * 300])
def test_a_bad_or_malformed_token_is_a_401(fake_client, header):
    resp = fake_client.get("/v1/games/g1", headers={"Authorization": header})
    assert resp.status_code == 401
    assert _error(resp)["code"] == "unauthorized"


def test_legal_actions_and_move_status_need_a_token(fake_client):
    assert fake_client.get("/v1/games/g1/actions").status_code == 401
    assert fake_client.get("/v1/games/g1/moves/m1").status_code == 401
    assert fake_client.post("/v1/games/g1/moves", json={"action": {"type": "draw"}}).status_code == 401


def test_an_unknown_game_is_a_404_even_without_a_token(fake_client):
    assert _error(fake_client.get("/v1/games/nope/actions"))["code"] == "not_found"
    assert fake_client.get("/v1/games/" + "x" * 500).status_code == 404


def test_a_move_is_submitted_with_its_version_and_idempotency_key_and_answers_202(fake, fake_client):
    resp = fake_client.post("/v1/games/g1/moves", headers={**AUTH0, "Idempotency-Key": "k-1"},
                            json={"action": {"type": "draw", "label": "Draw"}, "expected_version": 1})
    assert resp.status_code == 202
    assert resp.get_json() == {"move_id": "m1", "status": "pending"}
    assert fake.service.calls[-1] == ("submit_move", ("g1", 0, {"type": "draw", "label": "Draw"}),
                                      {"expected_version": 1, "idempotency_key": "k-1"})


def test_waiting_for_a_move_returns_200_with_its_final_status(fake, fake_client):
    resp = fake_client.post("/v1/games/g1/moves?wait=2.5", headers=AUTH0, json={"action": {"type": "draw"}})
    assert resp.status_code == 200
    assert resp.get_json()["status"] == "applied"
    assert fake.service.calls[-1] == ("wait_move", ("g1", "m1", 2.5), {})


def test_a_move_still_pending_when_the_wait_ends_is_a_202(fake, fake_client):
    fake.service.move_status_value = "pending"
    resp = fake_client.post("/v1/games/g1/moves?wait=1", headers=AUTH0, json={"action": {"type": "draw"}})
    assert resp.status_code == 202 and resp.get_json()["status"] == "pending"


@pytest.mark.parametrize("wait", ["0", "-1", "10.5", "11", "nan", "inf", "abc", ""])
def test_a_wait_outside_0_to_10_seconds_is_a_400(fake, fake_client, wait):
    resp = fake_client.post(f"/v1/games/g1/moves?wait={wait}", headers=AUTH0, json={"action": {"type": "draw"}})
    assert resp.status_code == 400
    assert not any(c[0] == "submit_move" for c in fake.service.calls)


@pytest.mark.parametrize("key", ["", " ", "k" * 256, "a\tb"])
def test_a_bad_idempotency_key_is_a_400(fake_client, key):
    resp = fake_client.post("/v1/games/g1/moves", headers={**AUTH0, "Idempotency-Key": key},
                            json={"action": {"type": "draw"}})
    assert resp.status_code == 400


@pytest.mark.parametrize(
    "exc,status,code",
    [
        (NotYourTurn("seat 0 has no decision to make now", active_seats=[1]), 403, "not_your_turn"),
        (StaleVersion("expected 1 but at 2", current_version=2), 409, "stale_version"),
        (IllegalAction("you must follow suit"), 422, "illegal_action"),
        (IdempotencyConflict("key reused"), 422, "idempotency_conflict"),
        (BadRequest("no"), 400, "bad_request"),
        (NotFound("no game"), 404, "not_found"),
        (Unavailable("the database did not answer", cause="OperationalError"), 503, "service_unavailable"),
    ],
)
def test_service_errors_on_a_move_map_to_their_status_with_reason_and_details(fake, fake_client, exc, status, code):
    fake.service.fail["submit_move"] = exc
    resp = fake_client.post("/v1/games/g1/moves", headers=AUTH0, json={"action": {"type": "draw"}})
    assert resp.status_code == status
    err = _error(resp)
    assert err["code"] == code and err["message"] == exc.reason and err["details"] == exc.details


@pytest.mark.parametrize("exc,status", [(UnknownGame("no game chess"), 400), (InvalidOptions("3 seats max"), 400)])
def test_refused_game_setups_are_400s(fake, fake_client, exc, status):
    fake.service.fail["create_game"] = exc
    resp = fake_client.post("/v1/games", json={"game": "chess", "seats": [{}]})
    assert resp.status_code == status and _error(resp)["code"] == exc.code


def test_a_real_bug_is_a_json_500_without_internals(fake, fake_client):
    fake.service.fail["read_game"] = RuntimeError("secret internals")
    resp = fake_client.get("/v1/games/g1")
    assert resp.status_code == 500
    err = _error(resp)
    assert err["code"] == "internal_error" and "secret" not in resp.get_data(as_text=True)


def test_unknown_routes_and_methods_are_json_404_and_405(fake_client):
    assert _error(fake_client.get("/v1/nothing"))["code"] == "not_found"
    assert _error(fake_client.get("/"))["code"] == "not_found"
    resp = fake_client.delete("/v1/games/g1")
    assert resp.status_code == 405 and _error(resp)["code"] == "method_not_allowed"
    assert "GET" in resp.headers["Allow"]


def test_a_body_over_the_limit_is_a_413_whether_declared_or_streamed(fake, fake_client):
    big = b'{"game": "' + b"x" * (fake.settings.max_body_bytes + 10) + b'"}'
    resp = fake_client.post("/v1/games", data=big, content_type="application/json")
    assert resp.status_code == 413 and _error(resp)["code"] == "payload_too_large"
    resp = fake_client.post("/v1/games/g1/moves", data=big, headers={**AUTH0, "Content-Length": "10"},
                            content_type="application/json")
    assert resp.status_code in (400, 413)


def test_a_chunked_body_over_the_limit_is_a_413(fake, fake_client):
    big = io.BytesIO(b"x" * (fake.settings.max_body_bytes + 1024))
    resp = fake_client.post("/v1/games", input_stream=big,
                            headers={"Transfer-Encoding": "chunked", "Content-Type": "application/json"},
                            environ_overrides={"wsgi.input_terminated": True})
    assert resp.status_code == 413 and _error(resp)["code"] == "payload_too_large"


def test_the_log_passes_after_limit_and_viewer(fake, fake_client):
    resp = fake_client.get("/v1/games/g1/log?after=1&limit=10", headers=AUTH0)
    assert [e["seq"] for e in resp.get_json()["events"]] == [2, 3]
    assert fake.service.calls[-1] == ("events_after", ("g1", 1, 0), {"limit": 10})


def test_listing_games_passes_filters_and_paging(fake, fake_client):
    resp = fake_client.get("/v1/games?status=finished&game=falling&limit=5&offset=10")
    assert resp.status_code == 200 and resp.get_json()["games"][0]["id"] == "g1"
    assert fake.service.calls[-1] == ("list_games", (), {"status": "finished", "game": "falling", "limit": 5,
                                                         "offset": 10})


def test_the_event_stream_resumes_after_last_event_id_and_accepts_a_query_token(fake, fake_client):
    fake.service.status = "finished"
    resp = fake_client.get("/v1/games/g1/events?token=tok-1&after=0", headers={"Last-Event-ID": "2"})
    assert resp.status_code == 200 and resp.mimetype == "text/event-stream"
    assert resp.headers["Cache-Control"] == "no-cache"
    body = resp.get_data(as_text=True)
    assert "id: 3\nevent: turn_passed\ndata: " in body and "id: 2\n" not in body
    assert ("events_after", ("g1", 2, 1), {"limit": 500}) in fake.service.calls


@pytest.mark.parametrize("header", ["-1", "x", "1.5", "99999999999999999999999"])
def test_a_bad_last_event_id_is_a_400(fake_client, header):
    assert fake_client.get("/v1/games/g1/events", headers={"Last-Event-ID": header}).status_code == 400


def test_the_event_stream_refuses_a_bad_query_token_before_streaming(fake_client):
    resp = fake_client.get("/v1/games/g1/events?token=wrong")
    assert resp.status_code == 401 and resp.mimetype == "application/json"


def test_health_is_ok_and_readiness_reports_each_check():
    app_obj = FakeAppObj(ready={"ready": True, "database": True, "queue": True})
    client = create_app(app_obj=app_obj).test_client()
    assert client.get("/healthz").get_json() == {"status": "ok"}
    resp = client.get("/readyz")
    assert resp.status_code == 200 and resp.get_json() == {"status": "ready", "checks": {"database": True, "queue": True}}


@pytest.mark.parametrize("ready", [{"ready": False, "database": False}, {}, RuntimeError("db down")])
def test_readiness_is_a_503_when_a_dependency_is_down(ready):
    client = create_app(app_obj=FakeAppObj(ready=ready)).test_client()
    resp = client.get("/readyz")
    assert resp.status_code == 503 and _error(resp)["code"] == "not_ready"


def test_responses_are_orjson_encoded_json(fake_client):
    resp = fake_client.get("/v1/games/g1/log")
    assert resp.mimetype == "application/json"
    assert orjson.loads(resp.data) == resp.get_json()

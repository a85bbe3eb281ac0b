"""Regressions for contract mismatches the schemathesis fuzzing (test_schemathesis.py) found.

Each test is deterministic: one fixed request, checked against the served OpenAPI document both by
hand and with schemathesis' own response validation (the checks the fuzzer runs).
"""
import json
import re

import pytest
import schemathesis
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)

from schemathesis.core.failures import FailureGroup
from schemathesis.core.transport import Response

from services.api.openapi import openapi_dict
from tests.factories import GameRequestFactory

CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]
EVENTS = "/v1/games/{game_id}/events"
MOVES = "/v1/games/{game_id}/moves"


@pytest.fixture
def spec():
    return openapi_dict()


@pytest.fixture
def game(client):
    resp = client.post("/v1/games", json=GameRequestFactory())
    assert resp.status_code == 201
    return resp.get_json()


def _param(spec, path, method, name):
    return next(p for p in spec["paths"][path][method]["parameters"] if p["name"] == name)


def _validate(app, path, method, **case_kwargs):
    """Send one fixed request through schemathesis and run the fuzzer's response checks; returns the response."""
    operation = schemathesis.openapi.from_wsgi("/v1/openapi.json", app)[path][method]
    case = operation.Case(**case_kwargs)
    response = case.call()
    case.validate_response(response, checks=CHECKS)
    return response


def test_the_event_stream_documents_each_sse_message_not_a_bare_string(app, game, spec):
    # Was {"type": "string"}, then the message as the media type's `schema`: OpenAPI 3.0 tools read it as each
    # message's schema (schemathesis ST108), generators as the whole body's. Now no `schema` (the body is not one
    # JSON value) and an `itemSchema` per message, whose `data` is a JSON string typed by `contentSchema`.
    media = spec["paths"][EVENTS]["get"]["responses"]["200"]["content"]["text/event-stream"]
    assert "schema" not in media and media["itemSchema"] == {"$ref": "#/components/schemas/StreamMessage"}
    event = spec["components"]["schemas"]["StreamEventMessage"]
    # `id` is required on events only: the `state` message (state=true) has none, so Last-Event-ID counts events.
    assert {"id", "event", "data"} <= set(event["required"]) and "id" not in spec["components"]["schemas"][
        "StreamStateMessage"]["required"]
    assert event["properties"]["data"]["contentSchema"] == {"$ref": "#/components/schemas/Event"}
    response = _validate(app, EVENTS, "GET", path_parameters={"game_id": game["id"]}, query={"max_seconds": "0.05"})
    assert response.status_code == 200 and "id: 1\nevent: game_created\ndata: {" in response.text
    response = _validate(app, EVENTS, "GET", path_parameters={"game_id": game["id"]},
                         query={"max_seconds": "0.05", "state": "true"})
    assert response.status_code == 200 and "\nevent: state\ndata: {" in response.text


def test_a_stream_message_whose_data_breaks_the_game_schema_fails_the_check(app, game):
    # The contentSchema is checked, not only read: a `state` message whose view has an unknown key is refused.
    operation = schemathesis.openapi.from_wsgi("/v1/openapi.json", app)[EVENTS]["GET"]
    state = app.test_client().get(f"/v1/games/{game['id']}").get_json()
    state["view"]["not_a_view_key"] = 1
    body = f"event: state\ndata: {json.dumps(state)}\n\n"
    case = operation.Case(path_parameters={"game_id": game["id"]}, query={"max_seconds": "0.05"})
    real = case.call()
    forged = Response(status_code=200, headers=real.headers, content=body.encode(), request=real.request,
                      elapsed=real.elapsed, verify=real.verify)  # the same response, another body
    case.validate_response(real, checks=[response_schema_conformance])
    with pytest.raises(FailureGroup, match="SSE event violates schema"):
        case.validate_response(forged, checks=[response_schema_conformance])


def test_every_message_name_is_listed_with_its_data_schema(spec):
    listing = {m["event"]: m for m in spec["paths"][EVENTS]["get"]["responses"]["200"]["content"][
        "text/event-stream"]["x-sse-messages"]}
    assert listing["state"] == {**listing["state"], "id": False, "data": {"$ref": "#/components/schemas/GameState"}}
    for name in ("game_created", "game_ended", "seat_revoked", "seat_token_replaced", "chat", "tower_fell"):
        assert listing[name]["id"] is True and listing[name]["data"], name
    assert listing["tower_fell"]["data"] == {"$ref": "#/components/schemas/FallingTowerFellEvent"}
    assert listing["chat"]["data"] == {"$ref": "#/components/schemas/ChatEvent"}


def test_an_empty_last_event_id_is_documented_as_accepted(app, client, game, spec):
    # The server treats a blank Last-Event-ID as "no id yet" (what EventSource sends before any event);
    # the spec said integer, so the fuzzer's empty header was "invalid data accepted" (ST201).
    schema = _param(spec, EVENTS, "get", "Last-Event-ID")["schema"]
    assert schema["type"] == "string" and re.search(schema["pattern"], "") and re.search(schema["pattern"], "42")
    assert not re.search(schema["pattern"], "-1") and not re.search(schema["pattern"], "1" * 20)
    resp = client.get(f"/v1/games/{game['id']}/events?max_seconds=0.05", headers={"Last-Event-ID": ""})
    assert resp.status_code == 200 and "id: 1\n" in resp.get_data(as_text=True)
    assert client.get(f"/v1/games/{game['id']}/events?max_seconds=0.05",
                      headers={"Last-Event-ID": "x"}).status_code == 400


@pytest.mark.parametrize("path,method,name", [(MOVES, "post", "wait"), (EVENTS, "get", "max_seconds")])
def test_zero_seconds_is_documented_as_out_of_range(client, game, spec, path, method, name):
    # The server refuses 0 (an exclusive minimum) but apispec dropped min_inclusive=False: the spec allowed 0.
    schema = _param(spec, path, method, name)["schema"]
    assert schema["minimum"] == 0 and schema["exclusiveMinimum"] == 0  # OpenAPI 3.1: the bound, not a flag
    url = path.format(game_id=game["id"]) + f"?{name}=0"
    headers = {"Authorization": f"Bearer {game['seats'][0]['token']}"}
    resp = client.open(url, method=method.upper(), json={"action": {"type": "pass"}}, headers=headers)
    assert resp.status_code == 400 and resp.get_json()["error"]["code"] == "bad_request"


def test_an_empty_idempotency_key_is_documented_as_invalid(client, game, spec):
    schema = _param(spec, MOVES, "post", "Idempotency-Key")["schema"]
    assert schema["minLength"] == 1 and not re.search(schema["pattern"], "   ")
    headers = {"Authorization": f"Bearer {game['seats'][0]['token']}"}
    for key in ("", "   "):
        resp = client.post(f"/v1/games/{game['id']}/moves", json={"action": {"type": "pass"}},
                           headers={**headers, "Idempotency-Key": key})
        assert resp.status_code == 400, key


def test_a_move_action_is_documented_to_need_a_string_type(client, game, spec):
    action = spec["components"]["schemas"]["MoveRequest"]["properties"]["action"]
    # a game's typed action, or any object with a string type (the label may be left out): the server reads that
    assert {"$ref": "#/components/schemas/Action"} in action["anyOf"]
    untyped = spec["components"]["schemas"]["UntypedAction"]
    assert untyped["required"] == ["type"]
    assert untyped["properties"]["type"] == {"type": "string", "minLength": 1, "maxLength": 64}
    headers = {"Authorization": f"Bearer {game['seats'][0]['token']}"}
    for bad in ({}, {"type": ""}, {"type": 5}, {"type": "x" * 65}):
        resp = client.post(f"/v1/games/{game['id']}/moves", json={"action": bad}, headers=headers)
        assert resp.status_code == 400, bad

"""The OpenAPI document covers every route, parameter, body and response, generated from the schemas."""
import re

import pytest

from services.api.openapi import OPERATIONAL_PATHS, openapi_dict


@pytest.fixture
def spec(fake_client):
    resp = fake_client.get("/v1/openapi.json")
    assert resp.status_code == 200 and resp.mimetype == "application/json"
    return resp.get_json()


def _routes(app):
    for rule in app.url_map.iter_rules():
        if rule.endpoint == "static":
            continue
        path = re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule)
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            yield path, method.lower()


def test_the_served_document_is_the_generated_one(spec):
    assert spec == openapi_dict()
    assert spec["openapi"].startswith("3.") and spec["info"]["title"] == "Seraph"


def test_every_route_of_the_app_is_documented(spec, fake_client):
    routes = {(p, m) for p, m in _routes(fake_client.application) if p not in OPERATIONAL_PATHS}
    documented = {(p, m) for p, ops in spec["paths"].items() for m in ops}
    assert routes == documented


def test_the_operational_routes_are_served_but_not_in_the_client_document(spec, fake_client):
    served = {p for p, _ in _routes(fake_client.application)}
    assert OPERATIONAL_PATHS <= served and not OPERATIONAL_PATHS & set(spec["paths"])


def test_every_path_parameter_is_declared(spec):
    for path, ops in spec["paths"].items():
        for op in ops.values():
            declared = {p["name"] for p in op.get("parameters", []) if p["in"] == "path"}
            assert declared == set(re.findall(r"{(\w+)}", path)), path


def _refs(node):
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "$ref":
                yield v
            else:
                yield from _refs(v)
    elif isinstance(node, list):
        for v in node:
            yield from _refs(v)


def test_every_reference_resolves(spec):
    for ref in set(_refs(spec)):
        node = spec
        for part in ref.removeprefix("#/").split("/"):
            assert part in node, ref
            node = node[part]


def test_json_responses_and_bodies_reference_the_schemas(spec):
    schemas = spec["components"]["schemas"]
    for name in ("CreateGameRequest", "GameCreated", "GameState", "LegalActions", "MoveRequest", "MoveStatus",
                 "EventLog", "Event", "GameList", "Error", "ErrorDetail", "Health", "Ready"):
        assert name in schemas
    create = spec["paths"]["/v1/games"]["post"]
    assert create["requestBody"]["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/CreateGameRequest"}
    assert create["responses"]["201"]["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/GameCreated"}
    move = spec["paths"]["/v1/games/{game_id}/moves"]["post"]
    assert {"200", "202", "400", "401", "403", "404", "409", "413", "422"} <= set(move["responses"])
    assert {p["name"] for p in move["parameters"]} == {"game_id", "Idempotency-Key", "wait"}
    err = spec["components"]["responses"]["Error422"]["content"]["application/json"]["schema"]
    assert err == {"$ref": "#/components/schemas/Error"}


def test_every_operation_has_responses_and_an_operation_id(spec):
    ids = [op["operationId"] for ops in spec["paths"].values() for op in ops.values()]
    assert len(ids) == len(set(ids))
    for ops in spec["paths"].values():
        for op in ops.values():
            assert op["responses"]


def test_seat_tokens_are_a_bearer_security_scheme(spec):
    assert spec["components"]["securitySchemes"]["bearerAuth"] == {
        "type": "http", "scheme": "bearer", "description": "the seat token returned when the game was created"}
    # a seat token, or an app key naming its player (issue 19, services/api/openapi_apps.py)
    assert spec["paths"]["/v1/games/{game_id}/actions"]["get"]["security"] == [
        {"bearerAuth": []}, {"appAuth": [], "playerHeader": []}]


def test_query_parameters_come_from_the_query_schemas(spec):
    log_params = {p["name"]: p for p in spec["paths"]["/v1/games/{game_id}/log"]["get"]["parameters"]}
    assert log_params["limit"]["schema"]["maximum"] == 1000
    assert log_params["after"]["schema"]["minimum"] == 0
    events = {p["name"] for p in spec["paths"]["/v1/games/{game_id}/events"]["get"]["parameters"]}
    assert events == {"game_id", "Last-Event-ID", "after", "token", "ticket", "max_seconds", "state"}

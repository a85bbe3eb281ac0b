"""Every game's schemas are components of the OpenAPI document (issue 29 §2, services/api/openapi_games.py), and the
envelopes reach them: a game read, the legal actions, a move and the log are typed by the game."""
import jsonschema_rs
import pytest

from services.api.openapi import openapi_dict
from services.api.openapi_games import camel, declares_schemas
from shared.engine import all_games
from tests.api.test_end_to_end import bearer, create, play_moves, token_of

SCHEMAS = "#/components/schemas/"
TYPED = [g.name for g in all_games() if declares_schemas(g)]


@pytest.fixture(scope="module")
def doc():
    return openapi_dict()


def checker(doc, component: str):
    """A validator of one component, its references resolved inside the whole document."""
    return jsonschema_rs.Draft202012Validator({**doc, "$ref": SCHEMAS + component})


def test_the_document_is_openapi_3_1_whose_dialect_is_the_games_own(doc):
    assert doc["openapi"] == "3.1.0"
    assert not any("$defs" in node for node in _nodes(doc))  # every definition became a component


@pytest.mark.parametrize("game", TYPED)
def test_a_game_that_declares_schemas_has_its_view_action_event_and_result_as_components(doc, game):
    schemas, prefix = doc["components"]["schemas"], camel(game)
    for kind in ("View", "Action", "Event", "Result"):
        assert prefix + kind in schemas, kind
    branches = [ref["$ref"].removeprefix(SCHEMAS) for ref in schemas[prefix + "Action"]["oneOf"]]
    assert branches and all(b.startswith(prefix) and b.endswith("Action") for b in branches)
    mapping = schemas[prefix + "Action"]["discriminator"]["mapping"]
    assert mapping == {schemas[b]["properties"]["type"]["const"]: SCHEMAS + b for b in branches}
    assert {"$ref": SCHEMAS + prefix + "Event"} in schemas["Event"]["anyOf"]
    assert {"$ref": SCHEMAS + prefix + "Action"} in schemas["Action"]["anyOf"]


def test_game_state_is_a_union_of_one_variant_per_registered_game_told_apart_by_its_name(doc):
    state = doc["components"]["schemas"]["GameState"]
    names = [g.name for g in all_games()]
    assert state["discriminator"] == {"propertyName": "game", "mapping": {
        n: f"{SCHEMAS}{camel(n)}GameState" for n in names}}
    for name in names:
        variant = doc["components"]["schemas"][f"{camel(name)}GameState"]
        assert variant["properties"]["game"]["const"] == name
        assert set(variant["required"]) == set(doc["components"]["schemas"]["FallingGameState"]["required"])


def test_the_legal_actions_and_a_move_reach_the_games_actions(doc):
    schemas = doc["components"]["schemas"]
    assert schemas["LegalActions"]["properties"]["actions"]["items"] == {"$ref": SCHEMAS + "Action"}
    assert schemas["EventLog"]["properties"]["events"]["items"] == {"$ref": SCHEMAS + "Event"}
    assert schemas["FallingGameState"]["properties"]["view"]["$ref"] == SCHEMAS + "FallingView"


def test_a_game_played_over_http_conforms_to_the_documents_components(client, doc):
    game = create(client)
    play_moves(client, game, 6)
    for seat in range(len(game["seats"])):
        headers = bearer(token_of(game, seat))
        checker(doc, "GameState").validate(client.get(f"/v1/games/{game['id']}", headers=headers).get_json())
        checker(doc, "LegalActions").validate(client.get(f"/v1/games/{game['id']}/actions", headers=headers).get_json())
        checker(doc, "EventLog").validate(client.get(f"/v1/games/{game['id']}/log", headers=headers).get_json())
    checker(doc, "GameState").validate(client.get(f"/v1/games/{game['id']}").get_json())


def test_the_components_refuse_an_unknown_view_key_and_an_unknown_action_or_event_type(client, doc):
    game = create(client)
    read = client.get(f"/v1/games/{game['id']}", headers=bearer(token_of(game, 0))).get_json()
    assert checker(doc, "GameState").is_valid(read)
    assert not checker(doc, "GameState").is_valid({**read, "view": {**read["view"], "not_a_field": 1}})
    assert not checker(doc, "GameState").is_valid({**read, "game": "chess"})
    assert not checker(doc, "FallingAction").is_valid({"type": "not_an_action", "label": "x"})
    event = client.get(f"/v1/games/{game['id']}/log").get_json()["events"][0]
    assert checker(doc, "FallingEvent").is_valid(event)
    assert not checker(doc, "FallingEvent").is_valid({**event, "type": "not_an_event"})


def test_a_move_may_leave_the_label_out_as_clients_send_it(doc):
    move = checker(doc, "MoveRequest")
    assert move.is_valid({"action": {"type": "pass"}}) and move.is_valid({"action": {"type": "pass", "label": "P"}})
    assert not move.is_valid({"action": {"label": "no type"}})


def test_a_nullable_object_is_a_named_component_not_an_inline_union_a_generator_numbers(doc):
    for name, schema in doc["components"]["schemas"].items():
        for node in _nodes(schema):
            assert not (isinstance(node.get("type"), list) and "object" in node["type"] and "properties" in node), name


def _nodes(node):
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _nodes(value)
    elif isinstance(node, list):
        for value in node:
            yield from _nodes(value)

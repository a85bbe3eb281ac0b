"""GET /v1/rules/{game}/schemas (issue 29 §2): the game's four self-contained JSON Schemas, cacheable with an
ETag; and what the server sends for a game played over HTTP conforms to them (the service's events included)."""
import jsonschema_rs

from shared.engine import get_game
from shared.engine.schemas import game_schemas
from tests.api.test_end_to_end import bearer, create, play_moves, token_of


def test_a_games_schemas_are_served_with_an_etag_and_a_304_for_a_matching_if_none_match(client):
    resp = client.get("/v1/rules/falling/schemas")
    assert resp.status_code == 200 and set(resp.get_json()) == {"view", "action", "event", "result"}
    assert resp.get_json() == game_schemas(get_game("falling"))
    tag = resp.headers["ETag"]
    again = client.get("/v1/rules/falling/schemas", headers={"If-None-Match": tag})
    assert again.status_code == 304 and again.headers["ETag"] == tag and again.data == b""


def test_an_unknown_game_has_no_schemas_a_404(client):
    resp = client.get("/v1/rules/chess/schemas")
    assert resp.status_code == 404 and resp.get_json()["error"]["code"] == "unknown_game"


def test_the_view_actions_and_log_of_a_game_played_over_http_conform_to_the_served_schemas(client):
    docs = client.get("/v1/rules/falling/schemas").get_json()
    check = {kind: jsonschema_rs.Draft202012Validator(doc) for kind, doc in docs.items()}
    game = create(client)
    play_moves(client, game, 6)
    for seat in range(len(game["seats"])):
        headers = bearer(token_of(game, seat))
        read = client.get(f"/v1/games/{game['id']}", headers=headers).get_json()
        check["view"].validate(read["view"])
        for action in client.get(f"/v1/games/{game['id']}/actions", headers=headers).get_json()["actions"]:
            check["action"].validate(action)
        events = client.get(f"/v1/games/{game['id']}/log", headers=headers).get_json()["events"]
        assert events[0]["type"] == "game_created" and len(events) > 6
        for ev in events:
            check["event"].validate(ev)
    check["view"].validate(client.get(f"/v1/games/{game['id']}").get_json()["view"])

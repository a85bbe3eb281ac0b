"""Over HTTP on the embedded app: the rules catalog, seats with roles and named bots, the prompt."""
import pytest

from services.api import schemas as s
from shared.engine import get_game


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def test_the_catalog_lists_every_game_and_the_bots(client):
    resp = client.get("/v1/rules")
    assert resp.status_code == 200
    body = resp.get_json()
    assert s.RulesCatalogSchema().validate(body) == {}
    falling = next(g for g in body["games"] if g["game"] == "falling")
    assert {k: v for k, v in falling.items() if k != "bots"} == get_game("falling").catalog()
    assert {"random", "greedy", "search-fast", "search"} <= {b["name"] for b in body["bots"]}


def test_each_game_lists_its_bots_strongest_first_with_what_they_measured(client):
    from shared.service.bot_ratings import ratings

    for game in client.get("/v1/rules").get_json()["games"]:
        bots = game["bots"]
        assert {b["name"] for b in bots} >= {"random", "greedy", "search-fast", "search"}
        assert all(b["text"] for b in bots)
        measured = [b["elo"] for b in bots if b["elo"] is not None]
        assert measured == sorted(measured, reverse=True)
        assert len(measured) == len(ratings().get(game["game"], {}))


def test_one_games_rules_carry_its_glossary_and_an_unknown_game_is_a_404(client):
    resp = client.get("/v1/rules/falling")
    assert resp.status_code == 200 and s.GameRulesSchema().validate(resp.get_json()) == {}
    assert resp.get_json()["glossary"] == get_game("falling").glossary()
    missing = client.get("/v1/rules/chess")
    assert missing.status_code == 404 and missing.get_json()["error"]["code"] == "unknown_game"
    created = client.post("/v1/games", json={"game": "chess", "seats": [{}, {}]})
    assert created.status_code == 400 and created.get_json()["error"]["code"] == "unknown_game"


def test_roles_and_named_bots_are_echoed_by_create_read_and_list(client):
    resp = client.post("/v1/games", json={"game": "falling", "seed": 3, "options": {"automa_delay_seconds": 60},
                                          "public": True,  # listed to everyone (issue 19: private by default)
                                          "seats": [{"name": "Ann", "kind": "human", "role": "yellow"},
                                                    {"kind": "bot", "bot": "greedy"}]})
    assert resp.status_code == 201 and s.GameCreatedSchema().validate(resp.get_json()) == {}
    seats = [{k: v for k, v in seat.items() if k != "token"} for seat in resp.get_json()["seats"]]
    assert seats == [{"seat": 0, "name": "Ann", "kind": "human", "role": "yellow"},
                     {"seat": 1, "name": "Seat 2", "kind": "bot", "role": "red", "bot": "greedy"}]
    game_id = resp.get_json()["id"]
    read = client.get(f"/v1/games/{game_id}").get_json()
    assert s.GameStateSchema().validate(read) == {} and read["seats"] == seats
    listed = client.get("/v1/games").get_json()
    assert s.GameListSchema().validate(listed) == {} and listed["games"][0]["seats"] == seats


@pytest.mark.parametrize("seats", [
    [{"role": "purple"}, {}],
    [{"role": "red"}, {"role": "red"}],
    [{"kind": "bot", "bot": "genius"}, {}],
    [{"bot": "greedy"}, {}],
])
def test_a_bad_role_or_bot_is_a_400_invalid_options(client, seats):
    resp = client.post("/v1/games", json={"game": "falling", "seats": seats})
    assert resp.status_code == 400 and resp.get_json()["error"]["code"] == "invalid_options", resp.get_json()
    assert client.get("/v1/games").get_json()["games"] == []


def test_a_seats_read_carries_its_prompt_and_a_spectators_none(client):
    created = client.post("/v1/games", json={"game": "falling", "seats": [{}, {}], "seed": 4}).get_json()
    game_id = created["id"]
    spectator = client.get(f"/v1/games/{game_id}").get_json()
    assert spectator["prompt"] is None
    seat = spectator["active_seats"][0]
    mine = client.get(f"/v1/games/{game_id}", headers=bearer(created["seats"][seat]["token"])).get_json()
    assert s.GameStateSchema().validate(mine) == {} and "prompt" in mine

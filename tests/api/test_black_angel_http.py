"""A whole 3-player Black Angel game over HTTP: the API over the embedded service, every move through /moves."""
import random

from tests.api.test_end_to_end import bearer


def test_a_three_player_black_angel_game_is_played_to_its_result_over_http(client):
    # a fixed seed: the random walk's outcome is checked, so a failure must replay the same game
    created = client.post("/v1/games", json={"game": "black_angel", "seed": 3,
                                             "seats": [{"name": "Ann"}, {"name": "Bo"}, {"name": "Cy"}]})
    assert created.status_code == 201, created.get_json()
    game = created.get_json()
    gid, tokens = game["id"], [seat["token"] for seat in game["seats"]]
    assert [seat["role"] for seat in game["seats"]] == ["blue", "red", "white"]
    rnd, moves = random.Random(3), 0
    while True:
        read = client.get(f"/v1/games/{gid}").get_json()
        if read["status"] != "active":
            break
        seat = read["active_seats"][0]
        listed = client.get(f"/v1/games/{gid}/actions", headers=bearer(tokens[seat])).get_json()
        action = rnd.choice(listed["actions"])
        resp = client.post(f"/v1/games/{gid}/moves?wait=5", json={"action": action, "expected_version":
                                                                    read["version"]}, headers=bearer(tokens[seat]))
        assert resp.status_code == 200 and resp.get_json()["status"] == "applied", resp.get_json()
        moves += 1
        assert moves < 5000, "the game should end"
    final = client.get(f"/v1/games/{gid}").get_json()
    result = final["result"]
    assert final["status"] == "finished" and sorted(result["ranking"]) == [0, 1, 2] and result["winners"]
    assert result["details"], "the score breakdown is in details"
    mine = client.get(f"/v1/games/{gid}", headers=bearer(tokens[0])).get_json()
    assert mine["version"] == final["version"] == moves and mine["view"] and mine["result"] == result

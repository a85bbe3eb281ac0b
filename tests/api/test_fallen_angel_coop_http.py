"""A whole Shadow of Fallen Angel co-op game over HTTP (rows 55-66): 2 humans and the Shadow's automa seat, every
move through /moves; when both humans decide at once (the starting hand, Hero Arrival, Enlistment) they post
concurrently, each with the version it read."""
import random
import threading

from tests.api.test_end_to_end import bearer


def post_move(client, gid, token, action, version):
    """POST one move; the response's JSON and status."""
    resp = client.post(f"/v1/games/{gid}/moves?wait=5", json={"action": action, "expected_version": version},
                       headers=bearer(token))
    return resp.status_code, resp.get_json()


def move_seat(app, gid, token, version, rnd, out):
    """A seat's thread: list its actions and post a random one (own test client)."""
    client = app.test_client()
    listed = client.get(f"/v1/games/{gid}/actions", headers=bearer(token)).get_json()
    if listed.get("actions"):
        out.append(post_move(client, gid, token, rnd.choice(listed["actions"]), version))


def test_a_two_player_coop_game_against_the_shadow_is_played_to_its_result_over_http(app, client):
    # a fixed seed: the walk must meet a concurrent decision on every run, and a failure must replay the same deal
    created = client.post("/v1/games", json={"game": "fallen_angel", "options": {"difficulty": "easy"}, "seed": 5,
                                             "seats": [{"name": "Ann"}, {"name": "Bo"},
                                                       {"name": "the Shadow", "kind": "automa"}]})
    assert created.status_code == 201, created.get_json()
    game = created.get_json()
    gid, tokens = game["id"], [seat.get("token") for seat in game["seats"]]
    assert [seat["role"] for seat in game["seats"]][:2] == ["blue", "yellow"]
    rnd, concurrent, moves = random.Random(5), 0, 0
    while True:
        read = client.get(f"/v1/games/{gid}").get_json()
        if read["status"] != "active":
            break
        active = read["active_seats"]
        assert 2 not in active, "the Shadow never decides"
        out: list = []
        threads = [threading.Thread(target=move_seat, args=(app, gid, tokens[s], read["version"],
                                                            random.Random(rnd.random()), out)) for s in active]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert all(code in (200, 409) for code, _ in out), out
        applied = sum(1 for code, body in out if code == 200 and body["status"] == "applied")
        concurrent += len(active) > 1 and applied > 1
        moves += applied
        assert moves < 6000, "the game should end"
    result = client.get(f"/v1/games/{gid}").get_json()["result"]
    assert result["mode"] == "coop" and result["teams"] == [[0, 1], [2]]
    assert result["winners"] in ([0, 1], [2]) and "shadow" in result["details"]
    assert concurrent > 0, "both humans acted on one version at least once"

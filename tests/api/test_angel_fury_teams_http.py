"""A whole Angel Fury Battle for the Soul (2 against 2) over HTTP: on a side's turn both teammates are active and
post their moves concurrently, each with the version it read; both apply when neither changed the other's
decision (AF-10, AF-54). Moves that started a multi-step action take the floor: the teammate's concurrent move is
then refused as stale (409) and changes nothing."""
import random
import threading

from tests.api.test_end_to_end import bearer

#: how often a seat on the team-turn menu ends its part, so random games stay short
DONE_RATE = 0.5
#: the game's seed: picks commute within a team round, so the game is the same whichever thread posts first
SEED = 1


def post_move(client, gid, token, action, version):
    """POST one move; the response's status code and JSON."""
    resp = client.post(f"/v1/games/{gid}/moves?wait=5", json={"action": action, "expected_version": version},
                       headers=bearer(token))
    return resp.status_code, resp.get_json()


def pick(actions: list, rnd: random.Random) -> dict:
    """A random action; on the team-turn menu `done` at DONE_RATE."""
    done = [a for a in actions if a["type"] == "done"]
    if done and rnd.random() < DONE_RATE:
        return done[0]
    others = [a for a in actions if a["type"] != "done"] or actions
    return rnd.choice(others)


def move_seat(app, gid, token, version, rnd, out):
    """A seat's thread: list its actions and post one (own test client)."""
    client = app.test_client()
    listed = client.get(f"/v1/games/{gid}/actions", headers=bearer(token)).get_json()
    if listed.get("actions"):
        out.append(post_move(client, gid, token, pick(listed["actions"], rnd), version))


def test_a_two_against_two_angel_fury_game_ends_over_http_with_teammates_moving_concurrently(app, client):
    # a fixed seed (embedded mode): with these picks the game ends in about 65 moves, 15 of them concurrent pairs
    created = client.post("/v1/games", json={"game": "angel_fury", "seed": SEED,
                                             "seats": [{"name": n} for n in ("Ann", "Bo", "Cy", "Di")]})
    assert created.status_code == 201, created.get_json()
    game = created.get_json()
    gid, tokens = game["id"], [seat["token"] for seat in game["seats"]]
    assert [seat["role"] for seat in game["seats"]] == ["black", "yellow", "red", "white"]
    rnd, both_applied, moves = random.Random(11), 0, 0
    while True:
        read = client.get(f"/v1/games/{gid}").get_json()
        if read["status"] != "active":
            break
        assert read["view"]["scenario"] == "battle_for_the_soul"
        active, out = read["active_seats"], []
        threads = [threading.Thread(target=move_seat, args=(app, gid, tokens[s], read["version"],
                                                            random.Random(rnd.random()), out)) for s in active]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert all(code in (200, 409) for code, _ in out), out
        applied = sum(1 for code, body in out if code == 200 and body["status"] == "applied")
        assert applied >= 1, out
        both_applied += applied > 1
        moves += applied
        assert moves < 8000, "the game should end"
    result = client.get(f"/v1/games/{gid}").get_json()["result"]
    assert result["mode"] == "team" and sorted(result["teams"]) == [[0, 2], [1, 3]]
    assert result["winners"] in ([0, 2], [1, 3])
    assert both_applied > 0, "both teammates' moves on one version applied at least once"

"""POST /v1/games/{id}/resign, /abort and /rematch over HTTP (issue 20 §4): the result's reason, 2- and 4-seat
games, and bad requests answered 4xx with nothing changed."""
from services.api.schemas_play import EndingSchema, RematchSchema
from tests.api.play import bearer, migrated_sqlite, new_game, play_first, read, settings  # noqa: F401 (fixtures)


def test_a_seat_resigns_a_two_seat_game_and_the_result_says_why(client):
    gid, tokens = new_game(client)
    resp = client.post(f"/v1/games/{gid}/resign", headers=bearer(tokens[0]))
    assert resp.status_code == 200 and EndingSchema().validate(resp.get_json()) == {}
    game = read(client, gid, tokens[1])
    assert game["status"] == "finished" and game["result"]["reason"] == "resigned"
    assert game["result"]["winners"] == [1] and game["actions"] == []
    again = client.post(f"/v1/games/{gid}/resign", headers=bearer(tokens[1]))
    assert again.status_code == 409 and again.get_json()["error"]["code"] == "conflict"


def test_a_resigned_seat_of_a_four_seat_game_can_no_longer_move_and_the_game_goes_on(client):
    gid, tokens = new_game(client, seats=4)
    body = client.post(f"/v1/games/{gid}/resign", headers=bearer(tokens[3])).get_json()
    assert body["status"] == "active" and body["seats_out"] == {"3": "resigned"}
    game = read(client, gid)
    assert game["status"] == "active" and game["result"] is None
    refused = client.post(f"/v1/games/{gid}/moves", headers=bearer(tokens[3]), json={"action": {"type": "pass"}})
    assert refused.status_code == 403 and "out of play" in refused.get_json()["error"]["message"]
    seat = game["active_seats"][0]
    play_first(client, gid, tokens[seat])


def test_resign_abort_and_rematch_need_a_seat_of_the_game(client):
    gid, tokens = new_game(client)
    for headers in ({}, {"Authorization": "Bearer junk"}):
        for path in ("resign", "abort", "rematch"):
            assert client.post(f"/v1/games/{gid}/{path}", headers=headers).status_code == 401
    assert read(client, gid)["status"] == "active"
    for path in ("resign", "abort", "rematch", "undo", "chat"):
        assert client.post(f"/v1/games/nope/{path}", headers=bearer(tokens[0]), json={}).status_code == 404


def test_both_seats_vote_to_abort_and_the_game_is_aborted(client):
    gid, tokens = new_game(client)
    first = client.post(f"/v1/games/{gid}/abort", headers=bearer(tokens[0])).get_json()
    assert first["status"] == "active" and first["abort_votes"] == [0]
    done = client.post(f"/v1/games/{gid}/abort", headers=bearer(tokens[1]))
    assert done.status_code == 200 and done.get_json()["status"] == "aborted"
    game = read(client, gid)
    assert game["status"] == "aborted" and game["result"]["reason"] == "aborted" and game["result"]["winners"] == []
    assert client.get(f"/v1/games?status=aborted").status_code == 200


def test_a_four_seat_game_cannot_be_aborted_after_its_first_moves(client):
    gid, tokens = new_game(client, seats=4, abort_moves=0)
    resp = client.post(f"/v1/games/{gid}/abort", headers=bearer(tokens[0]))
    assert resp.status_code == 409 and read(client, gid)["status"] == "active"


def test_a_finished_game_offers_one_rematch_with_the_same_seats(client):
    gid, tokens = new_game(client)
    assert client.post(f"/v1/games/{gid}/rematch", headers=bearer(tokens[0])).status_code == 409  # not over
    client.post(f"/v1/games/{gid}/resign", headers=bearer(tokens[0]))
    made = client.post(f"/v1/games/{gid}/rematch", headers=bearer(tokens[1]))
    assert made.status_code == 201 and RematchSchema().validate(made.get_json()) == {}
    new_id = made.get_json()["id"]
    same = client.post(f"/v1/games/{gid}/rematch", headers=bearer(tokens[0]))
    assert same.status_code == 200 and same.get_json()["id"] == new_id
    game = read(client, new_id, tokens[0])
    assert game["status"] == "active"
    assert [s["name"] for s in game["seats"]] == [s["name"] for s in read(client, gid)["seats"]]
    seat = game["active_seats"][0]
    play_first(client, new_id, tokens[seat])  # the old tokens play the rematch

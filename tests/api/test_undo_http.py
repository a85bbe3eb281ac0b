"""POST /v1/games/{id}/undo over HTTP (issue 20 §5): a seat takes back its own last moves; bad requests are 4xx
and change nothing."""
from services.api.schemas import MoveStatusSchema
from services.api.schemas_play import UndoneSchema
from tests.api.play import bearer, migrated_sqlite, new_game, play_first, read, settings  # noqa: F401 (fixtures)


def test_a_seat_takes_back_its_last_moves_and_the_log_says_so(client):
    gid, tokens = new_game(client, game="fallen_angel")
    play_first(client, gid, tokens[0])
    before = read(client, gid, tokens[0])
    moved = [play_first(client, gid, tokens[0])["move_id"] for _ in range(2)]
    resp = client.post(f"/v1/games/{gid}/undo", headers=bearer(tokens[0]),
                       json={"expected_version": 3, "to_version": 1})
    assert resp.status_code == 200 and UndoneSchema().validate(resp.get_json()) == {}
    assert resp.get_json()["undone"] == moved
    after = read(client, gid, tokens[0])
    assert after["version"] == 4 and after["view"] == before["view"] and after["actions"] == before["actions"]
    status = client.get(f"/v1/games/{gid}/moves/{moved[0]}", headers=bearer(tokens[0])).get_json()
    assert status["status"] == "undone" and MoveStatusSchema().validate(status) == {}
    log = client.get(f"/v1/games/{gid}/log").get_json()["events"]
    assert log[-1]["type"] == "moves_undone" and log[-1]["moves"] == moved


BAD = [({"expected_version": 1}, 400, "bad_request"),
       ({"expected_version": "1", "to_version": 0}, 400, "bad_request"),
       ({"expected_version": 1, "to_version": -1}, 400, "bad_request"),
       ({"expected_version": 1, "to_version": 0, "extra": 1}, 400, "bad_request"),
       ({"expected_version": 0, "to_version": 0}, 409, "stale_version"),
       ({"expected_version": 1, "to_version": 1}, 400, "bad_request")]


def test_a_bad_undo_is_refused_and_changes_nothing(client):
    gid, tokens = new_game(client, game="fallen_angel")
    play_first(client, gid, tokens[0])
    for body, status, code in BAD:
        resp = client.post(f"/v1/games/{gid}/undo", headers=bearer(tokens[0]), json=body)
        assert resp.status_code == status and resp.get_json()["error"]["code"] == code, body
    assert read(client, gid)["version"] == 1


def test_another_seats_move_cannot_be_taken_back(client):
    gid, tokens = new_game(client, game="fallen_angel")
    play_first(client, gid, tokens[0])
    resp = client.post(f"/v1/games/{gid}/undo", headers=bearer(tokens[1]),
                       json={"expected_version": 1, "to_version": 0})
    assert resp.status_code == 409 and read(client, gid)["version"] == 1
    assert client.post(f"/v1/games/{gid}/undo", json={"expected_version": 1, "to_version": 0}).status_code == 401

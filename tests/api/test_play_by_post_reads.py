"""Play-by-post over HTTP (issue 20, the web client's gaps): the read and the stream's `state` say how far the seat
can take back and where the abort vote stands; DELETE .../vacation ends a vacation early; a finished or aborted
game's spent stream is a 204 on the Flask path (the async front: tests/streams/test_spent_streams.py)."""
import orjson

from services.api import schemas as s
from tests.api.play import bearer, migrated_sqlite, new_game, play_first, read, settings  # noqa: F401 (fixtures)


def states(client, gid, token=None) -> list[dict]:
    """The `state` messages of a short stream opened with state=true (as the seat, or as a spectator)."""
    query = f"state=true&max_seconds=0.3{f'&token={token}' if token else ''}"
    resp = client.get(f"/v1/games/{gid}/events?{query}")
    assert resp.status_code == 200
    blocks = [b for b in resp.data.decode().split("\n\n") if b.startswith("event: state")]
    return [orjson.loads(b.split("data: ", 1)[1]) for b in blocks]


def test_the_read_and_the_stream_say_how_far_the_seat_can_take_back_and_that_undo_takes_it(client):
    gid, tokens = new_game(client, game="fallen_angel")
    for _ in range(2):
        play_first(client, gid, tokens[0])
    mine = read(client, gid, tokens[0])
    assert s.GameStateSchema().validate(mine) == {}
    assert mine["undo"] == {"to_version": 0, "versions": [0, 1]} == states(client, gid, tokens[0])[-1]["undo"]
    assert read(client, gid, tokens[1])["undo"] is None and read(client, gid)["undo"] is None
    assert states(client, gid)[-1]["undo"] is None  # a spectator's stream names nothing either
    resp = client.post(f"/v1/games/{gid}/undo", headers=bearer(tokens[0]),
                       json={"expected_version": mine["version"], "to_version": mine["undo"]["to_version"]})
    assert resp.status_code == 200 and read(client, gid, tokens[0])["undo"] is None  # back at the start


def test_the_read_and_the_stream_show_the_abort_rule_and_the_votes(client):
    gid, tokens = new_game(client, game="fallen_angel", abort_moves=3)
    assert client.post(f"/v1/games/{gid}/abort", headers=bearer(tokens[1])).status_code == 200
    rule = {"moves_per_seat": 3, "before_version": 6, "votes": [1], "needed": [0, 1], "possible": True}
    assert read(client, gid)["abort"] == rule == states(client, gid, tokens[0])[-1]["abort"]
    assert client.post(f"/v1/games/{gid}/abort", headers=bearer(tokens[0])).status_code == 200
    over = read(client, gid, tokens[0])
    assert over["status"] == "aborted" and over["abort"]["possible"] is False and over["undo"] is None
    assert s.GameStateSchema().validate(over) == {}


def clocked(client, days=3):
    resp = client.post("/v1/games", json={"game": "falling", "seats": [{}, {}], "seed": 7,
                                          "options": {"clock": {"per_move": "1d", "vacation_days": days}}})
    assert resp.status_code == 201
    created = resp.get_json()
    return created["id"], [seat["token"] for seat in created["seats"]]


def test_a_seat_ends_its_vacation_early_and_gets_the_days_not_begun_back(client):
    gid, tokens = clocked(client)
    url = f"/v1/games/{gid}/vacation"
    assert client.post(url, headers=bearer(tokens[0]), json={"days": 3}).get_json()["vacation_days_left"] == 0
    resp = client.delete(url, headers=bearer(tokens[0]))
    body = resp.get_json()
    assert resp.status_code == 200 and s.SeatClockSchema().validate(body) == {}
    assert body["vacation_until"] is None and body["vacation_days_left"] == 2  # the day under way is used
    seat = read(client, gid)["clock"]["seats"][0]
    assert seat["vacation_until"] is None and seat["deadline"] == body["deadline"]
    log = client.get(f"/v1/games/{gid}/log").get_json()["events"]
    assert log[-1]["type"] == "vacation_ended" and log[-1]["days_returned"] == 2


def test_ending_a_vacation_that_is_not_running_is_refused_and_changes_nothing(client):
    gid, tokens = clocked(client)
    url = f"/v1/games/{gid}/vacation"
    last = client.get(f"/v1/games/{gid}/log").get_json()["events"][-1]["seq"]
    resp = client.delete(url, headers=bearer(tokens[0]))
    assert resp.status_code == 409 and resp.get_json()["error"]["code"] == "conflict"
    assert client.delete(url).status_code == 401
    assert client.delete(url, headers=bearer("not-a-token")).status_code == 401
    assert client.delete("/v1/games/nosuchgame/vacation", headers=bearer(tokens[0])).status_code == 404
    plain, plain_tokens = new_game(client)
    assert client.delete(f"/v1/games/{plain}/vacation", headers=bearer(plain_tokens[0])).status_code == 409
    assert client.get(f"/v1/games/{gid}/log").get_json()["events"][-1]["seq"] == last


def test_a_spent_stream_of_a_game_over_is_a_204_even_with_state_and_for_a_spectator_kept_from_the_chat(client):
    gid, tokens = new_game(client)
    for token in tokens:
        assert client.post(f"/v1/games/{gid}/abort", headers=bearer(token)).status_code == 200
    ended = client.get(f"/v1/games/{gid}/log").get_json()["events"][-1]
    assert ended["type"] == "game_ended"
    for query in ("state=true", f"state=true&token={tokens[0]}", f"token={tokens[1]}"):
        resp = client.get(f"/v1/games/{gid}/events?{query}", headers={"Last-Event-ID": str(ended["seq"])})
        assert resp.status_code == 204 and resp.data == b"", query
    said = client.post(f"/v1/games/{gid}/chat", headers=bearer(tokens[0]), json={"text": "gg"}).get_json()["seq"]
    spectator = client.get(f"/v1/games/{gid}/events?state=true", headers={"Last-Event-ID": str(ended["seq"])})
    assert spectator.status_code == 204  # the chat after the end is not the spectator's to read
    seat = client.get(f"/v1/games/{gid}/events?token={tokens[1]}", headers={"Last-Event-ID": str(ended["seq"])})
    assert seat.status_code == 200 and f"id: {said}".encode() in seat.data
    again = client.get(f"/v1/games/{gid}/events?token={tokens[1]}", headers={"Last-Event-ID": str(said)})
    assert again.status_code == 204

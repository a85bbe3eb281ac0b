"""One bucket per seat (issue 27 §3): every per-seat limit (moves, chat) counts the seat the request's credential
resolves to (game id and seat), never the text of its headers. A seat token however spelled, and an app acting
for the seat's player however it spells the player header, all draw on the seat's one bucket."""
from contextlib import contextmanager

from services.api.ratelimit import seat_key
from tests.api.apps_helpers import FIRST_0, as_app, create, embedded, new_app

MOVE = {"action": {"type": "no_such_action"}}  # refused by the rules (422) after the limit let it through


def spellings(app: dict, token: str) -> list[dict]:
    """Headers that all name seat 0 (alice's): the token in three spellings, then the app for alice in three."""
    return [{"Authorization": f"Bearer {token}"}, {"Authorization": f"bearer {token}"},
            {"Authorization": f"  BEARER   {token}  "},
            {**as_app(app), "X-Seraph-Player": " alice"}, {**as_app(app), "X-Seraph-Player": "alice  "},
            {"Authorization": f"Bearer  {app['key']}", "X-Seraph-Player": "alice"}]


@contextmanager
def table(tmp_path, **rates):
    """(client, app, game id, alice's seat-0 token) of an app's game where alice holds seat 0 and bob seat 1."""
    with embedded(tmp_path, **rates) as (flask_app, wired):
        app, client = new_app(wired), flask_app.test_client()
        game = create(client, as_app(app), options=FIRST_0, seats=[{"player_id": "alice"}, {"player_id": "bob"}])
        yield client, app, game["id"], game["seats"][0]["token"]


def test_chat_messages_of_one_seat_share_one_bucket_whatever_the_header_spelling(tmp_path):
    with table(tmp_path, rate_chat="3/minute") as (client, app, gid, token):
        codes = [client.post(f"/v1/games/{gid}/chat", headers=h, json={"text": "hi"}).status_code
                 for h in spellings(app, token)]
        assert codes == [201, 201, 201, 429, 429, 429]
        bob = client.post(f"/v1/games/{gid}/chat", headers=as_app(app, "bob"), json={"text": "hello"})
        assert bob.status_code == 201, "another seat of the same app has its own bucket"
        stored = client.get(f"/v1/games/{gid}/chat", headers=as_app(app, "alice")).get_json()["messages"]
        assert [m["seat"] for m in stored] == [0, 0, 0, 1]


def test_moves_of_one_seat_share_one_bucket_whatever_the_header_spelling(tmp_path):
    with table(tmp_path, rate_moves="3/minute") as (client, app, gid, token):
        codes = [client.post(f"/v1/games/{gid}/moves", headers=h, json=MOVE).status_code
                 for h in spellings(app, token)]
        assert codes == [422, 422, 422, 429, 429, 429]
        assert client.post(f"/v1/games/{gid}/moves", headers=as_app(app, "bob"), json=MOVE).status_code == 422


def test_a_refused_credential_is_not_counted_against_any_seat(tmp_path):
    with table(tmp_path, rate_chat="1/minute") as (client, _app, gid, token):
        for _ in range(3):
            wrong = client.post(f"/v1/games/{gid}/chat", headers={"Authorization": "Bearer nope"}, json={"text": "x"})
            assert wrong.status_code == 401
        mine = client.post(f"/v1/games/{gid}/chat", headers={"Authorization": f"Bearer {token}"}, json={"text": "me"})
        assert mine.status_code == 201


def test_a_seat_bucket_is_named_by_its_game_and_seat_and_holds_no_credential():
    assert seat_key("g1", 0) == "g1:0" and seat_key("g1", 1) != seat_key("g1", 0) != seat_key("g2", 0)

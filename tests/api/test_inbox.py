"""The inbox (issue 19 §3): GET /v1/players/{player_id}/games, its filters, and keyset pages that stay stable
while games move (a game that changes moves behind the cursor and shows again; none is skipped)."""
import pytest

from services.api import schemas_apps as sa
from tests.api.apps_helpers import as_app, create, embedded, new_app


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    with embedded(tmp_path_factory.mktemp("inbox")) as (flask_app, wired):
        yield flask_app.test_client(), wired


@pytest.fixture
def world(site):
    """A client and an app of its own: each test's players are its app's alone."""
    client, wired = site
    return client, new_app(wired)


def new_games(client, app, n):
    return [create(client, as_app(app), seats=[{"player_id": "alice"}, {"player_id": "bob"}])["id"]
            for _ in range(n)]


def inbox(client, app, player="alice", **query):
    resp = client.get(f"/v1/players/{player}/games", headers=as_app(app), query_string=query)
    assert resp.status_code == 200, resp.get_json()
    body = resp.get_json()
    assert sa.InboxSchema().validate(body) == {}
    return body


def walk(client, app, **query):
    """Every page, following `next`, and the pages' entries."""
    pages, cursor = [], None
    while True:
        body = inbox(client, app, **({"cursor": cursor} if cursor else {}), **query)
        pages.append(body["games"])
        cursor = body["next"]
        if cursor is None:
            return pages


def play(client, app, game_id, player):
    actions = client.get(f"/v1/games/{game_id}/actions", headers=as_app(app, player)).get_json()["actions"]
    resp = client.post(f"/v1/games/{game_id}/moves?wait=5", json={"action": actions[0]},
                       headers=as_app(app, player))
    assert resp.status_code == 200 and resp.get_json()["status"] == "applied", resp.get_json()


def test_an_entry_says_who_acts_whether_it_is_mine_when_it_changed_and_its_last_seq(world):
    client, app = world
    [game_id] = new_games(client, app, 1)
    [entry] = inbox(client, app)["games"]
    assert entry["id"] == game_id and entry["seat"] == 0 and entry["active_seats"] == [0, 1]
    assert entry["my_turn"] is True and entry["status"] == "active" and entry["updated_at"].endswith("Z")
    log = client.get(f"/v1/games/{game_id}/log", headers=as_app(app)).get_json()["events"]
    assert entry["last_seq"] == log[-1]["seq"]
    play(client, app, game_id, "alice")
    [after] = inbox(client, app)["games"]
    assert after["my_turn"] is False and after["updated_at"] > entry["updated_at"] and after["last_seq"] > 1


def test_the_turn_filter_splits_mine_waiting_and_finished(world):
    client, app = world
    mine, theirs = new_games(client, app, 2)
    play(client, app, theirs, "alice")  # alice has chosen: only bob acts there now
    waiting = create(client, as_app(app), seats=[{"player_id": "alice"}, {"kind": "open"}])["id"]
    cancelled = create(client, as_app(app), seats=[{"player_id": "alice"}, {"kind": "open"}])["id"]
    assert client.post(f"/v1/games/{cancelled}/cancel", headers=as_app(app)).status_code == 200
    ids = {turn: [g["id"] for g in inbox(client, app, turn=turn)["games"]] for turn in ("mine", "waiting", "finished")}
    assert ids["mine"] == [mine]
    assert sorted(ids["waiting"]) == sorted([theirs, waiting])
    assert ids["finished"] == [cancelled]
    assert len(inbox(client, app)["games"]) == 4


def test_pages_are_ordered_by_update_and_a_game_that_moves_while_paging_is_seen_again_not_skipped(world):
    client, app = world
    games = new_games(client, app, 5)
    first = inbox(client, app, limit=2)
    assert [g["id"] for g in first["games"]] == games[:2] and first["next"]
    play(client, app, games[0], "alice")  # already listed: moves behind the cursor
    play(client, app, games[3], "alice")  # not listed yet: moves behind the cursor as well
    rest, cursor = [], first["next"]
    while cursor:
        page = inbox(client, app, limit=2, cursor=cursor)
        rest.extend(page["games"])
        cursor = page["next"]
    assert [g["id"] for g in rest] == [games[2], games[4], games[0], games[3]]
    stamps = [g["updated_at"] for g in first["games"] + rest]
    assert stamps[2:] == sorted(stamps[2:])
    assert all(not g["my_turn"] for g in rest[2:]), "the moved games show their new state"
    assert {g["id"] for g in first["games"] + rest} == set(games)


def test_a_filtered_walk_skips_nothing_and_ends_with_a_null_cursor(world):
    client, app = world
    games = new_games(client, app, 5)
    for game_id in games[1::2]:
        play(client, app, game_id, "alice")
    pages = walk(client, app, turn="mine", limit=1)
    seen = [g["id"] for page in pages for g in page]
    assert seen == [games[0], games[2], games[4]] and all(len(page) <= 1 for page in pages)


@pytest.mark.parametrize("query,code", [
    ({"turn": "later"}, "bad_request"),
    ({"limit": "0"}, "bad_request"),
    ({"limit": "101"}, "bad_request"),
    ({"cursor": "not-a-cursor"}, "bad_request"),
    ({"cursor": "WzEsMl0"}, "bad_request"),  # [1,2]: well-formed base64 JSON, not a cursor
])
def test_bad_inbox_queries_are_a_400(world, query, code):
    client, app = world
    new_games(client, app, 1)
    resp = client.get("/v1/players/alice/games", headers=as_app(app), query_string=query)
    assert resp.status_code == 400 and resp.get_json()["error"]["code"] == code


def test_an_unknown_player_or_a_bad_player_id_is_a_404_or_400(world):
    client, app = world
    new_games(client, app, 1)
    assert client.get("/v1/players/nobody/games", headers=as_app(app)).status_code == 404
    assert client.get("/v1/players/bad%20id/games", headers=as_app(app)).status_code == 400

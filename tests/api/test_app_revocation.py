"""Revoked means revoked everywhere (issue 27 §1), over HTTP on the Flask app (its thread-per-stream path).

One private game of an app: alice's seat 0 is bound to the app at creation; seat 1 was open and a player joined it
with the invitation code and no app key, so its token is the player's own. After `apps revoke`, alice's seat
token, the tickets issued for it before (through the token or through the app) and every stream the app's
credentials opened are refused or ended (401 `app_revoked`); the player's own seat keeps playing and streaming.
"""
import pytest

from services.api import create_app
from shared.service.players import PlayByPost
from tests.api.apps_helpers import as_app, bearer, create, new_app


class Table:
    """The app, its game (alice at seat 0, a player of her own at seat 1: seat 1 moves first) and the tokens."""

    def __init__(self, flask_app, wired):
        self.client, self.wired = flask_app.test_client(), wired
        self.app = new_app(wired)
        made = create(self.client, as_app(self.app), options={"first_player": "1"},
                      seats=[{"player_id": "alice"}, {"kind": "open"}])
        self.gid, self.alice = made["id"], made["seats"][0]["token"]
        joined = self.client.post(f"/v1/games/{self.gid}/join", json={"code": made["seats"][1]["invitation"]})
        assert joined.status_code == 200, joined.get_json()
        self.player = joined.get_json()["token"]

    def ticket(self, headers) -> str:
        resp = self.client.post(f"/v1/games/{self.gid}/stream-ticket", headers=headers)
        assert resp.status_code == 200, resp.get_json()
        return resp.get_json()["ticket"]

    def revoke(self) -> None:
        PlayByPost(self.wired.service).apps.revoke(self.app["id"])  # what `seraph apps revoke` calls

    def stream(self, query: str = "", headers=None):
        """An open stream's chunk iterator, read past its opening (the retry hint and the first events)."""
        resp = self.client.get(f"/v1/games/{self.gid}/events?max_seconds=20&{query}", headers=headers or {},
                               buffered=False)
        assert resp.status_code == 200, resp.get_data()
        chunks = iter(resp.response)
        assert next(chunks).startswith(b"retry:") and b"game_started" in next(chunks)
        return chunks


@pytest.fixture
def table(db_settings):
    """On SQLite and on PostgreSQL (the token check's join runs on each executor)."""
    from shared.bootstrap import bootstrap

    wired = bootstrap(db_settings)
    try:
        yield Table(create_app(db_settings, app_obj=wired), wired)
    finally:
        wired.close()


def assert_revoked(resp):
    assert resp.status_code == 401 and resp.get_json()["error"]["code"] == "app_revoked", resp.get_json()


def test_an_apps_seat_token_and_the_tickets_issued_before_the_revocation_are_refused_after_it(table):
    g, client = table.gid, table.client
    tickets = [table.ticket(bearer(table.alice)), table.ticket(as_app(table.app, "alice"))]
    table.revoke()
    assert_revoked(client.get(f"/v1/games/{g}", headers=bearer(table.alice)))
    assert_revoked(client.post(f"/v1/games/{g}/moves", json={"action": {"type": "x"}}, headers=bearer(table.alice)))
    assert_revoked(client.post(f"/v1/games/{g}/stream-ticket", headers=bearer(table.alice)))
    assert_revoked(client.post(f"/v1/games/{g}/seats/0/token", headers=bearer(table.alice)))
    assert_revoked(client.get(f"/v1/games/{g}/events?token={table.alice}&max_seconds=0.05"))
    for ticket in tickets:
        assert_revoked(client.get(f"/v1/games/{g}/events?ticket={ticket}&max_seconds=0.05"))
    assert_revoked(client.get(f"/v1/games/{g}", headers=as_app(table.app, "alice")))


def test_a_seat_a_player_joined_without_the_app_keeps_playing_after_the_revocation(table):
    g, client = table.gid, table.client
    ticket = table.ticket(bearer(table.player))
    table.revoke()
    actions = client.get(f"/v1/games/{g}/actions", headers=bearer(table.player)).get_json()["actions"]
    move = client.post(f"/v1/games/{g}/moves?wait=5", json={"action": actions[0]}, headers=bearer(table.player))
    assert move.status_code == 200 and move.get_json()["status"] == "applied", move.get_json()
    assert client.get(f"/v1/games/{g}/events?ticket={ticket}&max_seconds=0.05").status_code == 200
    assert client.post(f"/v1/games/{g}/seats/1/token", headers=bearer(table.player)).status_code == 200


def test_every_stream_the_app_gave_ends_at_the_revocation_and_the_players_own_stream_goes_on(table):
    opened = {"token": table.stream(f"token={table.alice}"),
              "ticket": table.stream(f"ticket={table.ticket(bearer(table.alice))}"),
              "app's ticket": table.stream(f"ticket={table.ticket(as_app(table.app, 'alice'))}"),
              "app for alice": table.stream(headers=as_app(table.app, "alice")),
              "app as spectator": table.stream(headers=as_app(table.app))}
    players = table.stream(f"token={table.player}")
    table.revoke()
    for name, chunks in opened.items():
        rest = b"".join(chunks)  # ends at once, long before max_seconds
        assert b"event: seat_revoked" in rest, name
    chunk = next(players)
    while chunk.startswith(b": keepalive"):
        chunk = next(players)
    assert b"event: seat_revoked" in chunk
    assert next(players).startswith(b": keepalive"), "the player's own stream goes on"


def test_a_second_revocation_appends_nothing_and_a_game_over_gets_no_event(table):
    g, client = table.gid, table.client
    finished = create(client, as_app(table.app), seats=[{"player_id": "ann"}, {"player_id": "bo"}])
    assert client.post(f"/v1/games/{finished['id']}/resign", headers=bearer(finished["seats"][0]["token"])
                       ).status_code == 200
    last = table.wired.service.game_status(finished["id"])["last_seq"]
    table.revoke()
    seq = table.wired.service.game_status(g)["last_seq"]
    table.revoke()
    assert table.wired.service.game_status(g)["last_seq"] == seq
    assert table.wired.service.game_status(finished["id"])["last_seq"] == last
    log = client.get(f"/v1/games/{g}/log", headers=bearer(table.player)).get_json()["events"]
    assert [(e["type"], e["seat"]) for e in log if e["type"] == "seat_revoked"] == [("seat_revoked", None),
                                                                                      ("seat_revoked", 0)]

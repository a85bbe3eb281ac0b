"""The authorization matrix (issue 19): apps, their players, seat tokens and spectators against every endpoint,
including another app's game and another app's player. One private game of app A: alice holds seat 0, bob seat 1
(both bound at creation). Each cell is the status (and, where it tells two refusals apart, the error code)."""
import pytest

from services.api.openapi import openapi_dict
from tests.api.apps_helpers import as_app, bearer, create, embedded, new_app

PRINCIPALS = ["spectator", "seat0", "foreign_token", "app", "app_alice", "app_stranger", "other_app",
              "other_app_alice", "bad_key", "revoked_key"]
OK = 200

#: endpoint -> {principal: expected status or (status, code)}
MATRIX = {
    "read_game": dict(spectator=404, seat0=OK, foreign_token=401, app=OK, app_alice=OK, app_stranger=OK,
                      other_app=404, other_app_alice=404, bad_key=(401, "invalid_app_key"),
                      revoked_key=(401, "app_revoked")),
    "legal_actions": dict(spectator=404, seat0=OK, foreign_token=401, app=(403, "forbidden"), app_alice=OK,
                          app_stranger=(403, "forbidden"), other_app=404, other_app_alice=404,
                          bad_key=(401, "invalid_app_key"), revoked_key=(401, "app_revoked")),
    "submit_move": dict(spectator=404, seat0=(422, "illegal_action"), foreign_token=401, app=(403, "forbidden"),
                        app_alice=(422, "illegal_action"), app_stranger=(403, "forbidden"), other_app=404,
                        other_app_alice=404, bad_key=(401, "invalid_app_key"), revoked_key=(401, "app_revoked")),
    "move_status": dict(spectator=404, seat0=OK, foreign_token=401, app=(403, "forbidden"), app_alice=OK,
                        app_stranger=(403, "forbidden"), other_app=404, other_app_alice=404,
                        bad_key=(401, "invalid_app_key"), revoked_key=(401, "app_revoked")),
    "event_log": dict(spectator=404, seat0=OK, foreign_token=401, app=OK, app_alice=OK, app_stranger=OK,
                      other_app=404, other_app_alice=404, bad_key=(401, "invalid_app_key"),
                      revoked_key=(401, "app_revoked")),
    "stream_ticket": dict(spectator=401, seat0=OK, foreign_token=401, app=(403, "forbidden"), app_alice=OK,
                          app_stranger=(403, "forbidden"), other_app=404, other_app_alice=404,
                          bad_key=(401, "invalid_app_key"), revoked_key=(401, "app_revoked")),
    "event_stream": dict(spectator=404, seat0=OK, foreign_token=401, app=OK, app_alice=OK, app_stranger=OK,
                         other_app=404, other_app_alice=404, bad_key=(401, "invalid_app_key"),
                         revoked_key=(401, "app_revoked")),
    # a seat's token is replaced only with that seat's own token: never by an app (it holds no token)
    "rotate_token": dict(spectator=401, seat0=(403, "forbidden"), foreign_token=401, app=401, app_alice=401,
                         app_stranger=401, other_app=401, other_app_alice=401, bad_key=401, revoked_key=401),
    # the game is active: its creator app gets 409; nobody else may cancel it
    "cancel_game": dict(spectator=401, seat0=(403, "forbidden"), foreign_token=401, app=(409, "conflict"),
                        app_alice=(409, "conflict"), app_stranger=(409, "conflict"), other_app=404,
                        other_app_alice=404, bad_key=(401, "invalid_app_key"), revoked_key=(401, "app_revoked")),
    # a code is the capability: whoever holds one may join (an unknown one is a 404); an app names its player
    "join_game": dict(spectator=(404, "unknown_invitation"), seat0=(404, "unknown_invitation"),
                      foreign_token=(404, "unknown_invitation"), app=(400, "bad_request"),
                      app_alice=(404, "unknown_invitation"), app_stranger=(404, "unknown_invitation"),
                      other_app=(400, "bad_request"), other_app_alice=(404, "unknown_invitation"),
                      bad_key=(401, "invalid_app_key"), revoked_key=(401, "app_revoked")),
    "player_games": dict(spectator=(401, "app_required"), seat0=(401, "app_required"),
                         foreign_token=(401, "app_required"), app=OK, app_alice=OK, app_stranger=OK, other_app=404,
                         other_app_alice=404, bad_key=(401, "invalid_app_key"), revoked_key=(401, "app_revoked")),
    "list_games": dict(spectator=OK, seat0=OK, foreign_token=OK, app=OK, app_alice=OK, app_stranger=OK,
                       other_app=OK, other_app_alice=OK, bad_key=(401, "invalid_app_key"),
                       revoked_key=(401, "app_revoked")),
}
#: who sees the private game in GET /v1/games: its app only
LISTS_THE_GAME = {"app", "app_alice", "app_stranger"}


class World:
    def __init__(self, client, wired):
        self.client = client
        self.app, self.other = new_app(wired, "A"), new_app(wired, "B")
        revoked = new_app(wired, "C")
        from shared.service.players import PlayByPost

        PlayByPost(wired.service).apps.revoke(revoked["id"])
        made = create(client, as_app(self.app), seats=[{"player_id": "alice"}, {"player_id": "bob"}])
        self.game_id, self.token0 = made["id"], made["seats"][0]["token"]
        bob_move = client.post(f"/v1/games/{self.game_id}/moves?wait=5", headers=as_app(self.app, "bob"),
                               json={"action": self.legal("bob")[0]})
        assert bob_move.status_code == 200, bob_move.get_json()
        self.move_id = bob_move.get_json()["move_id"]
        foreign = create(client, seats=[{}, {}])  # a game without an app: its token is no seat of this one
        create(client, as_app(self.other), seats=[{"player_id": "alice"}, {"kind": "open"}])  # B's own alice
        self.headers = {
            "spectator": {}, "seat0": bearer(self.token0), "foreign_token": bearer(foreign["seats"][0]["token"]),
            "app": as_app(self.app), "app_alice": as_app(self.app, "alice"),
            "app_stranger": as_app(self.app, "stranger"), "other_app": as_app(self.other),
            "other_app_alice": as_app(self.other, "alice"),
            "bad_key": {"Authorization": "Bearer app_not-a-key-of-anyone-at-all"},
            "revoked_key": as_app(revoked),
        }

    def legal(self, player):
        return self.client.get(f"/v1/games/{self.game_id}/actions",
                               headers=as_app(self.app, player)).get_json()["actions"]

    def call(self, endpoint, headers):
        g, c = self.game_id, self.client
        calls = {
            "read_game": lambda: c.get(f"/v1/games/{g}", headers=headers),
            "legal_actions": lambda: c.get(f"/v1/games/{g}/actions", headers=headers),
            "submit_move": lambda: c.post(f"/v1/games/{g}/moves", json={"action": {"type": "nope"}},
                                          headers=headers),
            "move_status": lambda: c.get(f"/v1/games/{g}/moves/{self.move_id}", headers=headers),
            "event_log": lambda: c.get(f"/v1/games/{g}/log", headers=headers),
            "stream_ticket": lambda: c.post(f"/v1/games/{g}/stream-ticket", headers=headers),
            "event_stream": lambda: c.get(f"/v1/games/{g}/events?max_seconds=0.05", headers=headers),
            "rotate_token": lambda: c.post(f"/v1/games/{g}/seats/1/token", headers=headers),
            "cancel_game": lambda: c.post(f"/v1/games/{g}/cancel", headers=headers),
            "join_game": lambda: c.post(f"/v1/games/{g}/join", headers=headers, json=self._join_body(headers)),
            "player_games": lambda: c.get("/v1/players/bob/games", headers=headers),  # A's player only
            "list_games": lambda: c.get("/v1/games", headers=headers),
        }
        return calls[endpoint]()

    @staticmethod
    def _join_body(headers):
        player = headers.get("X-Seraph-Player")
        return {"code": "inv_unknown", **({"player_id": player} if player else {})}


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    with embedded(tmp_path_factory.mktemp("matrix")) as (flask_app, wired):
        yield World(flask_app.test_client(), wired)


CELLS = [(endpoint, who) for endpoint in MATRIX for who in PRINCIPALS]


def test_the_matrix_covers_every_documented_operation():
    operations = {op["operationId"] for ops in openapi_dict()["paths"].values() for op in ops.values()}
    game_operations = {o for o in operations if o not in ("healthz", "readyz", "openapi", "rulesCatalog",
                                                          "gameRules", "createGame")}
    named = {"read_game": "readGame", "legal_actions": "legalActions", "submit_move": "submitMove",
             "move_status": "moveStatus", "event_log": "eventLog", "stream_ticket": "streamTicket",
             "event_stream": "eventStream", "rotate_token": "rotateSeatToken", "cancel_game": "cancelGame",
             "join_game": "joinGame", "player_games": "playerGames", "list_games": "listGames"}
    assert {named[e] for e in MATRIX} >= {o for o in game_operations if o in named.values()}
    assert all(set(row) == set(PRINCIPALS) for row in MATRIX.values())


@pytest.mark.parametrize("endpoint,who", CELLS, ids=[f"{e}-{w}" for e, w in CELLS])
def test_each_caller_gets_what_the_matrix_says(world, endpoint, who):
    expected = MATRIX[endpoint][who]
    status, code = expected if isinstance(expected, tuple) else (expected, None)
    resp = world.call(endpoint, world.headers[who])
    assert resp.status_code == status, (endpoint, who, resp.get_data(as_text=True)[:300])
    if code is not None:
        assert resp.get_json()["error"]["code"] == code
    if endpoint == "list_games" and status == OK:
        assert (world.game_id in {g["id"] for g in resp.get_json()["games"]}) == (who in LISTS_THE_GAME)


def test_another_apps_player_of_the_same_name_has_an_inbox_of_its_own(world):
    a_games = world.client.get("/v1/players/alice/games", headers=world.headers["app"]).get_json()["games"]
    b_games = world.client.get("/v1/players/alice/games", headers=world.headers["other_app"]).get_json()["games"]
    assert world.game_id in {g["id"] for g in a_games} and world.game_id not in {g["id"] for g in b_games}
    assert len(b_games) == 1 and b_games[0]["status"] == "waiting"


def test_an_app_reads_its_players_view_and_a_stranger_reads_the_spectators(world):
    alice = world.client.get(f"/v1/games/{world.game_id}", headers=world.headers["app_alice"]).get_json()
    stranger = world.client.get(f"/v1/games/{world.game_id}", headers=world.headers["app_stranger"]).get_json()
    by_token = world.client.get(f"/v1/games/{world.game_id}", headers=world.headers["seat0"]).get_json()
    assert alice == by_token and alice["actions"]
    assert stranger["actions"] == [] and stranger["view"] != alice["view"]


def test_an_apps_player_plays_its_seat_without_a_token(world):
    action = world.legal("alice")[0]
    resp = world.client.post(f"/v1/games/{world.game_id}/moves?wait=5", json={"action": action},
                             headers=world.headers["app_alice"])
    assert resp.status_code == 200 and resp.get_json()["status"] == "applied"


def test_a_stream_ticket_of_an_apps_player_opens_that_seats_stream(world):
    ticket = world.client.post(f"/v1/games/{world.game_id}/stream-ticket",
                               headers=world.headers["app_alice"]).get_json()["ticket"]
    body = world.client.get(f"/v1/games/{world.game_id}/events?ticket={ticket}&max_seconds=0.05&state=true")
    assert body.status_code == 200 and b"event: state" in body.data


@pytest.mark.parametrize("header", ["bad id", "x" * 129, ""])
def test_a_malformed_player_header_is_a_400(world, header):
    resp = world.client.get(f"/v1/games/{world.game_id}", headers={**world.headers["app"], "X-Seraph-Player": header})
    assert resp.status_code == 400

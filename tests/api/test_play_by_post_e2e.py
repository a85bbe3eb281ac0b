"""Play-by-post end to end (issue 19): an app creates a game with two open seats, two of its players join with the
invitation codes, and they play Black Angel (its first legal actions end a game in about 14 moves) to the end.
Each player acts only after its `your_turn` webhook reached a local receiver, signed (Standard Webhooks)."""
import pytest

from services.api import create_app
from shared.bootstrap import bootstrap
from shared.service.apps import AppRegistry
from tests.webhook_receiver import Receiver

PLAYERS = ("alice", "bob")
MAX_MOVES = 200


@pytest.fixture
def embedded(settings):
    """The embedded default, allowed to call the receiver on 127.0.0.1 over http."""
    wired = bootstrap(settings.with_(webhook_allow_http=True, webhook_allow_private=True, webhook_timeout=2.0))
    yield wired
    wired.close()


def auth(key, player=None):
    return {"Authorization": f"Bearer {key}", **({"X-Seraph-Player": player} if player else {})}


def next_turn(receiver, handled: set) -> dict:
    """The next your_turn or game_finished webhook not handled yet (the receiver dedups by webhook id)."""
    def fresh(got):
        return [d for d in got if d["json"]["type"] in ("your_turn", "game_finished")
                and d["headers"]["webhook-id"] not in handled]
    delivery = fresh(receiver.wait_for(fresh, timeout=10))[0]
    handled.add(delivery["headers"]["webhook-id"])
    return delivery


def test_two_players_join_an_apps_open_game_and_play_it_to_the_end_on_their_webhooks(embedded):
    client = create_app(embedded.settings, app_obj=embedded).test_client()
    key = AppRegistry(embedded.store).create("pbp-frontend")["key"]
    with Receiver() as receiver:
        hook = client.post("/v1/webhooks", headers=auth(key), json={
            "url": receiver.url, "events": ["your_turn", "game_started", "game_finished", "player_joined"]})
        assert hook.status_code == 201
        receiver.secret = hook.get_json()["secret"]
        created = client.post("/v1/games", headers=auth(key),
                              json={"game": "black_angel", "seats": [{}, {}], "open": True})
        assert created.status_code == 201, created.get_json()
        game = created.get_json()
        assert game["status"] == "waiting" and all("token" not in s for s in game["seats"])
        for player, seat in zip(PLAYERS, game["seats"]):
            joined = client.post(f"/v1/games/{game['id']}/join", headers=auth(key),
                                 json={"code": seat["invitation"], "player_id": player})
            assert joined.status_code == 200, joined.get_json()
        handled, moves, finished = set(), 0, set()
        while len(finished) < len(PLAYERS):
            delivery = next_turn(receiver, handled)
            data = delivery["json"]["data"]
            assert delivery["verified"] and data["game_id"] == game["id"]
            if delivery["json"]["type"] == "game_finished":
                finished.add(data["player_id"])
                continue
            player = data["player_id"]
            state = client.get(f"/v1/games/{game['id']}", headers=auth(key, player)).get_json()
            assert data["seat"] in state["active_seats"], "the webhook came when it was this player's turn"
            actions = client.get(f"/v1/games/{game['id']}/actions", headers=auth(key, player)).get_json()["actions"]
            move = client.post(f"/v1/games/{game['id']}/moves?wait=5", headers=auth(key, player),
                               json={"action": actions[0], "expected_version": state["version"]})
            assert move.status_code == 200 and move.get_json()["status"] == "applied", move.get_json()
            moves += 1
            assert moves < MAX_MOVES
        final = client.get(f"/v1/games/{game['id']}", headers=auth(key, PLAYERS[0])).get_json()
        assert final["status"] == "finished" and final["version"] == moves
        kinds = [d["json"]["type"] for d in receiver.deliveries]
        assert kinds.count("player_joined") == 2 and kinds.count("game_started") == 2
        assert finished == set(PLAYERS)

"""Over HTTP on the embedded app: an automa seat the creator leaves unnamed is called after the game's automa
(issue 26 §11) in the create answer, the read, the game_created event of the log and of the stream; a name the
creator gives still wins."""
import orjson
import pytest

from shared.engine import get_game
from tests.api.test_end_to_end import sse_messages

#: a game against its automa for each game that has one, the automa seat unnamed
SOLO = {
    "falling": ({}, [{"name": "Ann"}, {"kind": "automa"}]),
    "black_angel": ({}, [{"name": "Ann"}, {"kind": "automa"}]),
    "angel_fury": ({"scenario": "evil_tide"}, [{"name": "Ann"}, {"kind": "automa"}]),
    "fallen_angel": ({}, [{"name": "Ann"}, {"name": "Bo"}, {"kind": "automa"}]),
}


def create(client, game, seats, options=None):
    resp = client.post("/v1/games", json={"game": game, "options": options or {}, "seats": seats})
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


def names_everywhere(client, created) -> dict:
    """The seat names as the create answer, the read, the log's and the stream's game_created give them."""
    game_id, token = created["id"], created["seats"][0]["token"]
    headers = {"Authorization": f"Bearer {token}"}
    log = client.get(f"/v1/games/{game_id}/log", headers=headers).get_json()["events"]
    body = client.get(f"/v1/games/{game_id}/events?max_seconds=0.3", headers=headers).get_data(as_text=True)
    streamed = [orjson.loads(m["data"]) for m in sse_messages(body)]
    return {
        "created": [s["name"] for s in created["seats"]],
        "read": [s["name"] for s in client.get(f"/v1/games/{game_id}", headers=headers).get_json()["seats"]],
        "log": [s["name"] for s in next(e for e in log if e["type"] == "game_created")["seats"]],
        "stream": [s["name"] for s in next(e for e in streamed if e["type"] == "game_created")["seats"]],
    }


def test_every_game_with_an_automa_is_listed_here():
    from shared.engine.registry import all_games

    assert {g.name for g in all_games() if g.automa_name} == set(SOLO)


@pytest.mark.parametrize("game", sorted(SOLO))
def test_an_unnamed_automa_seat_is_called_after_the_games_automa_everywhere(client, game):
    options, seats = SOLO[game]
    created = create(client, game, seats, options)
    automa = get_game(game).automa_name
    expected = [s.get("name") for s in seats[:-1]] + [automa]
    assert names_everywhere(client, created) == {where: expected for where in ("created", "read", "log", "stream")}


def test_the_automas_of_the_four_games_are_danda_hal_the_evil_tide_and_the_shadow(client):
    named = {game: create(client, game, seats, options)["seats"][-1]["name"] for game, (options, seats) in SOLO.items()}
    assert named == {"falling": "Danda", "black_angel": "Hal", "angel_fury": "the evil tide",
                     "fallen_angel": "the Shadow"}


def test_a_name_the_creator_gives_an_automa_seat_still_wins(client):
    created = create(client, "falling", [{"name": "Ann"}, {"name": "Robot Dan", "kind": "automa"}])
    assert set(map(tuple, names_everywhere(client, created).values())) == {("Ann", "Robot Dan")}


def test_an_unnamed_seat_of_another_kind_is_still_seat_n(client):
    created = create(client, "falling", [{"kind": "bot"}, {}])
    assert names_everywhere(client, created)["read"] == ["Seat 1", "Seat 2"]

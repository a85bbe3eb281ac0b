"""Helpers of the resign / abort / rematch / undo / chat HTTP tests: a game created over HTTP, bearer headers, a
move played and waited for, and the migrated SQLite file copied in (tests/service/migrated.py)."""
from __future__ import annotations

from tests.factories import GameRequestFactory, SeatFactory
from tests.service.migrated import migrated_sqlite, settings  # noqa: F401 (fixtures)


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def new_game(client, seats=2, game="falling", seed=1000, **options) -> tuple[str, list[str]]:
    """(game id, seat tokens) of a new game of human seats."""
    body = GameRequestFactory(game=game, seats=[SeatFactory() for _ in range(seats)], seed=seed, options=options)
    resp = client.post("/v1/games", json=body)
    assert resp.status_code == 201, resp.get_json()
    created = resp.get_json()
    return created["id"], [s["token"] for s in created["seats"]]


def read(client, gid, token=None) -> dict:
    resp = client.get(f"/v1/games/{gid}", headers=bearer(token) if token else {})
    assert resp.status_code == 200
    return resp.get_json()


def play_first(client, gid, token) -> dict:
    """The seat plays its first legal action; the answer once applied."""
    game = read(client, gid, token)
    resp = client.post(f"/v1/games/{gid}/moves?wait=5", headers=bearer(token),
                       json={"action": game["actions"][0], "expected_version": game["version"]})
    assert resp.status_code == 200 and resp.get_json()["status"] == "applied", resp.get_json()
    return resp.get_json()

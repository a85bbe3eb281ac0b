"""Shared parts of the solo-over-HTTP tests: an embedded app whose worker plays the automa, the player's moves
from a thread, and a spectator's whole SSE stream read to the game's end."""
from __future__ import annotations

import random
import threading
import time

import orjson

from services.api import create_app
from shared.config import Settings


def solo_client(tmp_path):
    """(test client, wired app): SQLite, a fast sweep and keepalive; the caller closes the wired app."""
    from shared.bootstrap import bootstrap

    settings = Settings(database_url=f"sqlite:///{tmp_path}/seraph.db", sse_keepalive_seconds=0.2,
                        sweep_interval_seconds=0.5, pending_timeout_seconds=2.0)
    wired = bootstrap(settings)
    return create_app(settings, app_obj=wired).test_client(), wired


def bearer(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def play_seat_zero(client, gid: str, token: str, seed: int, pick=None) -> None:
    """Seat 0's moves over HTTP (`pick(rnd, actions)`, a random legal choice by default); the automa's are the
    worker's, so the seat waits while it is not active."""
    rnd, pick = random.Random(seed), pick or (lambda r, actions: r.choice(actions))
    moves, deadline = 0, time.monotonic() + 110  # the spectator's stream below runs 120 s at most
    while moves < 3000 and time.monotonic() < deadline:
        read = client.get(f"/v1/games/{gid}", headers=bearer(token)).get_json()
        if read["status"] != "active":
            return
        if read["active_seats"] != [0]:
            time.sleep(0.005)  # the worker is still playing the automa's steps (counted by time, not reads:
            continue           # a loaded machine makes the worker slow, not the game longer)
        moves += 1
        client.post(f"/v1/games/{gid}/moves?wait=5", json={"action": pick(rnd, read["actions"]),
                                                           "expected_version": read["version"]},
                    headers=bearer(token))


def watch_a_solo_game(client, game: dict, seed: int, pick=None) -> tuple[list, dict]:
    """(every event a spectator's stream carried, the final read) of a created solo game whose seat 0 plays."""
    gid, token = game["id"], game["seats"][0]["token"]
    mover = threading.Thread(target=play_seat_zero, args=(client.application.test_client(), gid, token, seed, pick))
    mover.start()
    body = client.get(f"/v1/games/{gid}/events?max_seconds=120").get_data(as_text=True)  # a spectator's stream
    mover.join()
    messages = [dict(line.partition(": ")[::2] for line in block.split("\n") if line and not line.startswith(":"))
                for block in body.split("\n\n")]
    events = [orjson.loads(m["data"]) for m in messages if "id" in m]
    return events, client.get(f"/v1/games/{gid}").get_json()

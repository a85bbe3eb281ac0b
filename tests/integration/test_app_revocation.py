"""Revoked means revoked everywhere, across processes (issue 27 §1): `seraph apps revoke`, run as a process of its
own on the stack's PostgreSQL and Redis, ends the streams that `seraph serve` holds for the app's seat, and the
seat's token is refused by the API process; the seat a player joined without the app streams and reads on."""
from __future__ import annotations

import subprocess
import threading
import time

import pytest
import requests

from tests.integration.harness import iter_sse, seraph_argv

pytestmark = pytest.mark.integration


def cli(stack, *args: str) -> str:
    done = subprocess.run(seraph_argv() + list(args), env=stack.env(), cwd=stack.workdir, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


class Stream(threading.Thread):
    """One SSE connection: the event types it received, and whether the server ended it."""

    def __init__(self, url: str, params: dict):
        super().__init__(daemon=True)
        self.url, self.params, self.types, self.ended = url, params, [], threading.Event()
        self.status: int | None = None
        self.resp = None

    def run(self) -> None:
        with requests.get(self.url, params=self.params, stream=True, timeout=(3, 30)) as resp:
            self.status, self.resp = resp.status_code, resp
            try:
                for msg in iter_sse(resp):
                    if msg is not None and msg.event:
                        self.types.append(msg.event)
                self.ended.set()  # the server ended it
            except (requests.RequestException, AttributeError):  # the test closed it (AttributeError: mid-read)
                pass


def app_table(stack, client) -> tuple[str, str, str, str, str]:
    """(the app's id and key, game id, alice's token, the token of the seat a player joined with the code alone)."""
    lines = cli(stack, "apps", "create", "IT table").splitlines()  # "app <id> (<name>)", then "key: <key>"
    app_id, key = lines[0].split()[1], next(line.split(": ", 1)[1] for line in lines if line.startswith("key: "))
    made = client.call("POST", "/v1/games", headers={"Authorization": f"Bearer {key}"}, expect=201,
                       json={"game": "falling", "public": True, "seats": [{"player_id": "alice"}, {"kind": "open"}]}
                       ).json()
    joined = client.call("POST", f"/v1/games/{made['id']}/join", expect=200,
                         json={"code": made["seats"][1]["invitation"]}).json()
    return app_id, key, made["id"], made["seats"][0]["token"], joined["token"]


def test_the_cli_revocation_ends_the_apps_streams_on_the_api_process_and_refuses_its_seat(stack, client):
    app_id, key, gid, alice, player = app_table(stack, client)
    ticket = client.call("POST", f"/v1/games/{gid}/stream-ticket", alice, expect=200).json()["ticket"]
    url = f"{stack.api_url}/v1/games/{gid}/events"
    streams = {"token": Stream(url, {"token": alice}), "ticket": Stream(url, {"ticket": ticket}),
               "player": Stream(url, {"token": player})}
    for stream in streams.values():
        stream.start()
    deadline = time.monotonic() + 10
    while not all("game_started" in s.types for s in streams.values()) and time.monotonic() < deadline:
        time.sleep(0.05)
    cli(stack, "apps", "revoke", app_id)
    for name in ("token", "ticket"):
        assert streams[name].ended.wait(5), f"the {name} stream is still open after the revocation"
        assert streams[name].status == 200 and streams[name].types[-1] == "seat_revoked", streams[name].types
    time.sleep(1.5)  # past a keepalive (1 s on the stack): the player's own stream is still open
    assert not streams["player"].ended.is_set() and "seat_revoked" in streams["player"].types
    refused = client.call("POST", f"/v1/games/{gid}/moves", alice, json={"action": {"type": "x"}})
    assert refused.status_code == 401 and refused.json()["error"]["code"] == "app_revoked"
    assert client.call("GET", f"/v1/games/{gid}", player).status_code == 200
    assert client.call("GET", f"/v1/games/{gid}", headers={"Authorization": f"Bearer {key}"}).status_code == 401
    streams["player"].resp.close()

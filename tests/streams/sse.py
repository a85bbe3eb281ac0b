"""Reading SSE from an aiohttp response, and driving a game through the front."""
from __future__ import annotations

import asyncio

import orjson

GAME = {"game": "falling", "seats": [{"name": "Ann"}, {"name": "Bob"}, {"kind": "bot"}]}


def parse(raw: bytes) -> list[dict]:
    """SSE bytes as messages: {field: value} per block, {"comment": text} for a comment."""
    out = []
    for block in raw.decode().split("\n\n"):
        if not block:
            continue
        fields = {}
        for line in block.split("\n"):
            if line.startswith(": "):
                fields["comment"] = line[2:]
                continue
            name, _, value = line.partition(": ")
            fields[name] = value
        out.append(fields)
    return out


async def read_messages(resp, until, timeout: float = 10.0) -> list[dict]:
    """Messages of a stream until `until(messages)` holds or the stream ends."""
    messages: list[dict] = []

    async def read():
        while not until(messages):
            try:
                block = await resp.content.readuntil(b"\n\n")
            except asyncio.IncompleteReadError as exc:
                messages.extend(parse(exc.partial))
                return
            if not block:
                return
            messages.extend(parse(block))

    await asyncio.wait_for(read(), timeout)
    return messages


def events(messages: list[dict]) -> list[dict]:
    """The event messages' data, in order."""
    return [orjson.loads(m["data"]) for m in messages if "id" in m]


def ids(messages: list[dict]) -> list[int]:
    return [int(m["id"]) for m in messages if "id" in m]


async def create(client, body=None) -> dict:
    resp = await client.post("/v1/games", json=body or GAME)
    assert resp.status == 201, await resp.text()
    return await resp.json()


async def play_one(client, game_id: str, tokens: dict) -> bool:
    """One move of an active human seat (waiting for it); False when no human seat can move."""
    head = await (await client.get(f"/v1/games/{game_id}")).json()
    seats = [s for s in head["active_seats"] if s in tokens]
    if head["status"] != "active" or not seats:
        return False
    auth = {"Authorization": f"Bearer {tokens[seats[0]]}"}
    legal = await (await client.get(f"/v1/games/{game_id}/actions", headers=auth)).json()
    if not legal["actions"]:
        return False
    resp = await client.post(f"/v1/games/{game_id}/moves?wait=5", headers=auth,
                             json={"action": legal["actions"][0], "expected_version": legal["version"]})
    assert resp.status in (200, 202, 409), await resp.text()
    return True


async def last_seq(client, game_id: str) -> int:
    log = await (await client.get(f"/v1/games/{game_id}/log?limit=1000")).json()
    return log["events"][-1]["seq"] if log["events"] else 0

"""The event stream (GET /v1/games/{game_id}/events) read through the generated client: a generator parses no
text/event-stream, so this small helper does, yielding the generated models. Everything else is generated.

    from seraph_client import Client
    from seraph_stream import read_stream
    for message in read_stream(Client(base_url="http://127.0.0.1:8000"), game_id, max_seconds=60): ...
"""
from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass

from seraph_client import AuthenticatedClient, Client, models
from seraph_client.models import EventLog


@dataclass(frozen=True)
class StreamMessage:
    """One message: a game event (`id` its seq), or with `state=True` the caller's GameState (`event == "state"`).
    `data` is a generated model: the event's class (e.g. FallingTowerFellEvent, ChatEvent), or the game's
    GameState variant (e.g. FallingGameState, whose `view` is a FallingView)."""

    event: str
    id: int | None
    data: object


def read_stream(client: Client | AuthenticatedClient, game_id: str, **query) -> Iterator[StreamMessage]:
    """The stream's messages as they arrive; `query` is the operation's (after, ticket, token, state, max_seconds)."""
    params = {k: (str(v).lower() if isinstance(v, bool) else v) for k, v in query.items()}
    with client.get_httpx_client().stream("GET", f"/v1/games/{game_id}/events", params=params) as response:
        response.raise_for_status()
        block: list[str] = []
        for line in response.iter_lines():
            if line:
                block.append(line)
                continue
            message = _parse(block)
            block = []
            if message is not None:
                yield message


def _parse(block: list[str]) -> StreamMessage | None:
    """None for the `retry:` preamble and `: keepalive` comments."""
    fields = dict(line.split(": ", 1) if ": " in line else (line.rstrip(":"), "") for line in block
                  if not line.startswith(":"))
    if "data" not in fields or "event" not in fields:
        return None
    data = json.loads(fields["data"])
    if fields["event"] == "state":
        return StreamMessage("state", None, game_state(data))
    return StreamMessage(fields["event"], int(fields["id"]), event(data))


def game_state(data: dict):
    """A GameState's JSON as its game's generated class: `game` names the variant (falling -> FallingGameState)."""
    name = "".join(part.title() for part in data["game"].split("_")) + "GameState"
    return getattr(models, name).from_dict(data)


def event(data: dict):
    """An event's JSON as its generated class, through the generated union of the Event component."""
    return EventLog.from_dict({"events": [data]}).events[0]

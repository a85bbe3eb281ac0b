"""The event stream's 200 in the OpenAPI document (services/api/openapi.py): `text/event-stream`, its messages named.

What is sent (services/api/sse.py, the asyncio front in services/streams/ uses the same framing):
- a `retry: <ms>` preamble, and `: keepalive` comment lines: neither is a message;
- one message per event the caller may see: `id: <seq>`, `event: <the event's type>`, `data: <the Event's JSON>`;
  the service's events are among them (`game_ended` ends the stream; `seat_token_replaced` and `seat_revoked` end
  a stream opened with that seat's old credentials);
- with `state=true`, after each batch, `event: state` without an `id:` line, `data: <the caller's GameState>`.

The media type has no `schema`: the body is a stream of messages, not one JSON value, and a generator that reads a
`schema` there parses the whole body as one. `itemSchema` (OpenAPI 3.2's keyword for a sequential media type,
which schemathesis reads) gives each message's schema, its `data` a JSON string typed by `contentSchema`;
`x-sse-messages` lists each message name with its data's component.
"""
from __future__ import annotations

from services.api.openapi_games import REF

_ID = {"type": "string", "pattern": "^[0-9]+$", "description": "the event's seq: send it back as Last-Event-ID"}
_RETRY = {"type": "integer", "minimum": 0, "description": "reconnection delay, milliseconds"}


def _json_data(component: str, what: str) -> dict:
    return {"type": "string", "contentMediaType": "application/json", "contentSchema": {"$ref": REF + component},
            "description": f"the JSON of {what}"}


MESSAGES = {
    "StreamEventMessage": {
        "type": "object", "title": "StreamEventMessage", "required": ["id", "event", "data"],
        "description": "one event the caller may see, redacted for it",
        "properties": {"id": _ID, "event": {"type": "string", "not": {"const": "state"},
                                            "description": "the event's type (its data's `type`)"},
                       "data": _json_data("Event", "the Event"), "retry": _RETRY}},
    "StreamStateMessage": {
        "type": "object", "title": "StreamStateMessage", "required": ["event", "data"],
        "description": "state=true: the caller's GameState after a batch. It has no `id:` line (Last-Event-ID "
                       "counts events only); an SSE reader reports the last event's id with it",
        "properties": {"id": _ID, "event": {"const": "state"}, "data": _json_data("GameState", "the GameState"),
                       "retry": _RETRY}},
}


def _event_types(schemas: dict) -> dict[str, list[str]]:
    """Event type -> the components of the events of that type, over every game's Event union."""
    out: dict[str, list[str]] = {}
    for ref in schemas["Event"].get("anyOf", []):
        for branch in schemas[ref["$ref"].removeprefix(REF)].get("oneOf", []):
            name = branch.get("$ref", "").removeprefix(REF)
            kind = schemas.get(name, {}).get("properties", {}).get("type", {})
            for value in kind.get("enum", [kind.get("const")]):
                if isinstance(value, str) and name not in out.setdefault(value, []):
                    out[value].append(name)
    return out


def _listing(schemas: dict) -> list[dict]:
    """x-sse-messages: each message name, whether it has an id, and its data's schema."""
    listing = [{"event": "state", "id": False, "data": {"$ref": REF + "GameState"},
                "description": MESSAGES["StreamStateMessage"]["description"]}]
    for kind, names in sorted(_event_types(schemas).items()):
        data = {"$ref": REF + names[0]} if len(names) == 1 else {"anyOf": [{"$ref": REF + n} for n in names]}
        listing.append({"event": kind, "id": True, "data": data})
    return listing


def stream_content(schemas: dict) -> dict:
    """The 200's content, once `schemas` holds the games' components (services/api/openapi_games.py)."""
    schemas.update(MESSAGES)
    schemas["StreamMessage"] = {"oneOf": [{"$ref": REF + name} for name in MESSAGES],
                                "description": "one message of the event stream"}
    return {"text/event-stream": {"itemSchema": {"$ref": REF + "StreamMessage"},
                                  "x-sse-messages": _listing(schemas)}}

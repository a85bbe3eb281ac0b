"""The OpenAPI path of GET /v1/rules/{game}/schemas (services/api/routes.py, issue 29 §2), added by
services/api/openapi.py. The documents it answers are JSON Schema draft 2020-12 (shared/engine/schemas.py), which
OpenAPI 3.0's schema dialect cannot carry as components (`const`, `$defs`, type lists): the answer is described
here as four JSON Schema documents."""
from __future__ import annotations

_GAME_NAME = {"in": "path", "name": "game", "required": True, "schema": {"type": "string"},
              "description": "a game's name, as GET /v1/rules lists it", "example": "falling"}
_DOCUMENT = {"type": "object", "additionalProperties": True,
             "description": "a self-contained JSON Schema (draft 2020-12) document: its $refs resolve inside it"}
_KINDS = {
    "view": "what a game read's `view` holds, for a seat and for a spectator (one shape; hidden parts optional)",
    "action": "one legal action (a oneOf over `type`, with its arguments and `label`), as the actions lists give "
              "it and MoveRequest.action takes it",
    "event": "one event as /log and the event stream's data serve it (envelope included), a oneOf over `type`: "
             "the game's events and the service's own",
    "result": "the one result format, with the game's own `details`",
}
_ETAG = {"description": "a strong tag of the four documents; send it as If-None-Match", "schema": {"type": "string"}}


def schemas_paths() -> dict:
    """Path -> operations of the schemas route."""
    answer = {"type": "object", "required": list(_KINDS), "additionalProperties": False,
              "properties": {k: {**_DOCUMENT, "description": f"{_DOCUMENT['description']}: {v}"}
                             for k, v in _KINDS.items()}}
    return {"/v1/rules/{game}/schemas": {"get": {
        # If-None-Match is described, not declared, as on the game reads (openapi_apps.CONDITIONAL): conditional GET
        # is HTTP's own, and a declared header would have generators send junk tags the route rightly ignores.
        "tags": ["rules"], "operationId": "gameSchemas", "parameters": [_GAME_NAME],
        "summary": "The game's typed contract: JSON Schemas of its view, actions, events and result",
        "description": "Send the ETag of an earlier answer as If-None-Match: the answer is 304 while the schemas "
                       "are unchanged.",
        "responses": {
            "200": {"description": "the four documents", "headers": {"ETag": _ETAG},
                    "content": {"application/json": {"schema": answer}}},
            "304": {"description": "unchanged since the If-None-Match tag", "headers": {"ETag": _ETAG}},
            "404": {"$ref": "#/components/responses/Error404"},
        },
    }}}

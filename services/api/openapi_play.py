"""The OpenAPI paths of resign, abort, rematch, undo and chat (services/api/routes_play.py), added by
services/api/openapi.py."""
from __future__ import annotations

from services.api import schemas_play as sp
from services.api.openapi_apps import add_credentials

_GAME_ID = {"in": "path", "name": "game_id", "required": True, "schema": {"type": "string"},
            "description": "game id"}
_BEARER = [{"bearerAuth": []}]
_OPTIONAL_BEARER = [{}, {"bearerAuth": []}]


def _json(schema, description: str) -> dict:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def _body(schema) -> dict:
    return {"required": True, "content": {"application/json": {"schema": schema}}}


def _errors(*statuses: int) -> dict:
    return {str(code): {"$ref": f"#/components/responses/Error{code}"} for code in statuses}


def _seat_post(operation_id: str, summary: str, responses: dict, body=None) -> dict:
    op = {"tags": ["endings"], "operationId": operation_id, "summary": summary, "parameters": [_GAME_ID],
          "security": _BEARER, "responses": responses}
    if body is not None:
        op["requestBody"] = _body(body)
    return {"post": op}


def play_paths() -> dict:
    """Path -> operations of the routes of services/api/routes_play.py."""
    return {
        "/v1/games/{game_id}/resign": _seat_post(
            "resign", "The bearer's seat resigns at any time: it loses. With one team left (two seats: the other) "
                      "the game ends with reason `resigned`; else it goes on and the rules play the seat out with "
                      "its default action (README \"Resign, abort, rematch\")",
            {"200": _json(sp.EndingSchema, "the game after the resignation"), **_errors(401, 403, 404, 409)}),
        "/v1/games/{game_id}/abort": _seat_post(
            "voteAbort", "The bearer's seat votes to abort, while the game's version is below the option "
                         "`abort_moves` (default 2) per seat; once every human seat in play voted, the game is "
                         "`aborted` (result reason `aborted`, nobody wins). A repeated vote changes nothing",
            {"200": _json(sp.EndingSchema, "the game after the vote"), **_errors(401, 403, 404, 409)}),
        "/v1/games/{game_id}/rematch": _seat_post(
            "rematch", "A new game with the same seats (each seat's token opens its seat there too) and options, "
                       "and a new seed, for a finished or aborted game; both games name each other. Made once: "
                       "later requests answer the same game (200)",
            {"201": _json(sp.RematchSchema, "created by this request"),
             "200": _json(sp.RematchSchema, "the rematch an earlier request created"), **_errors(401, 403, 404, 409)}),
        "/v1/games/{game_id}/undo": _seat_post(
            "undo", "Take back the bearer seat's own last moves, back to `to_version`: possible until the engine's "
                    "barrier (randomness drawn, hidden information revealed, another seat's turn). The game gets "
                    "a new version with that state; the moves taken back get the status `undone` and a "
                    "`moves_undone` event says so",
            {"200": _json(sp.UndoneSchema, "taken back"), **_errors(400, 401, 403, 404, 409, 413)},
            body=sp.UndoRequestSchema),
        "/v1/games/{game_id}/chat": {
            **_seat_post("postChat", "Post a chat message as the bearer's seat (at most 500 characters; rate-limited "
                                     "per seat, SERAPH_RATE_CHAT). It is stored and is a `chat` event of the log "
                                     "and the event stream",
                         {"201": _json(sp.ChatMessageSchema, "posted"), **_errors(400, 401, 403, 404, 413, 429)},
                         body=sp.ChatRequestSchema),
            "get": {"tags": ["endings"], "operationId": "readChat", "parameters": [
                _GAME_ID, {"in": "query", "schema": sp.ChatQuerySchema}], "security": _OPTIONAL_BEARER,
                "summary": "The chat, oldest first. Spectators read it only if the game was created with the option "
                           "`spectator_chat: true` (otherwise they get no message, and no chat event in the log or "
                           "the stream)",
                "responses": {"200": _json(sp.ChatListSchema, "messages"), **_errors(400, 401, 404)}},
        },
    }


def add_play(spec) -> None:
    """Add the paths to the apispec object (every game route also answers 503: openapi.build_spec)."""
    paths = play_paths()
    add_credentials(paths)  # an app may act for its player's seat (services/api/openapi_apps.py)
    for path, operations in paths.items():
        for operation in operations.values():
            operation["responses"].update(_errors(503))
        spec.path(path=path, operations=operations)

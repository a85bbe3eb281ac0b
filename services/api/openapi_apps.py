"""The OpenAPI description of the play-by-post routes and credentials (issue 19): join, cancel, the inbox, the
app key and the player header, and conditional GET on the game reads. Merged by services/api/openapi.py."""
from __future__ import annotations

from services.api import schemas_apps as sa

PLAYER_ID = {"in": "path", "name": "player_id", "required": True,
             "schema": {"type": "string", "pattern": "^[A-Za-z0-9._:@-]{1,128}$"},
             "description": "the app's own id for its player", "example": "alice"}
GAME_ID = {"in": "path", "name": "game_id", "required": True, "schema": {"type": "string"},
           "description": "game id"}
APP = [{"appAuth": []}]
#: an app acting for its player: the app key and X-Seraph-Player together
APP_PLAYER = {"appAuth": [], "playerHeader": []}
SECURITY_SCHEMES = {
    "appAuth": {"type": "http", "scheme": "bearer",
                "description": "an app key (`app_...`, from `seraph apps create`): the app reads its own and public "
                               "games; with X-Seraph-Player it reads and moves as that player's seat"},
    "playerHeader": {"type": "apiKey", "in": "header", "name": "X-Seraph-Player",
                     "description": "with an app key: the app's player it acts for (1-128 of A-Z a-z 0-9 . _ - : @)"},
}
#: the game reads that answer an ETag and honour If-None-Match (services/api/conditional.py)
CONDITIONAL = ("readGame", "legalActions", "eventLog")
ETAG_HEADER = {"ETag": {"description": "the game's version and a digest of this body; send it back in "
                                       "If-None-Match to get 304 when nothing changed (Vary: Authorization, "
                                       "X-Seraph-Player)", "schema": {"type": "string"}}}


def _json(schema, description: str) -> dict:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def _errors(*statuses: int) -> dict:
    return {str(code): {"$ref": f"#/components/responses/Error{code}"} for code in statuses}


def playbypost_paths() -> dict:
    return {
        "/v1/games/{game_id}/join": {"post": {
            "tags": ["invitations"],
            "summary": "Fill an open seat with its invitation code; returns the seat's token (once). An app gives "
                       "the player_id of the player who takes the seat. A code fills one seat once: a second use "
                       "(or the loser of two racing joins) gets 409 invitation_used and changes nothing. The join "
                       "that fills the last open seat starts the game (status active)",
            "operationId": "joinGame", "parameters": [GAME_ID], "security": [{}, *APP],
            "requestBody": {"required": True, "content": {"application/json": {"schema": sa.JoinRequestSchema}}},
            "responses": {"200": _json(sa.JoinedSchema, "the seat filled"), **_errors(400, 401, 404, 409, 413)},
        }},
        "/v1/games/{game_id}/cancel": {"post": {
            "tags": ["invitations"],
            "summary": "Cancel a waiting game (status cancelled): by the app that created it, or, for a game "
                       "created without an app, with the token of one of the creator's own seats. Cancelling a "
                       "cancelled game changes nothing; an active or finished game is a 409",
            "operationId": "cancelGame", "parameters": [GAME_ID], "security": [{"bearerAuth": []}, *APP],
            "responses": {"200": _json(sa.CancelledSchema, "cancelled"), **_errors(401, 403, 404, 409)},
        }},
        "/v1/players/{player_id}/games": {"get": {
            "tags": ["inbox"],
            "summary": "The inbox: the app's player's games, oldest update first, by keyset pages (`next`). A "
                       "game that changes while you page moves behind the cursor and shows again later; every "
                       "game is listed at least once. Another app's player (or one without any seat) is a 404",
            "operationId": "playerGames", "parameters": [PLAYER_ID, {"in": "query", "schema": sa.InboxQuerySchema}],
            "security": APP,
            "responses": {"200": _json(sa.InboxSchema, "a page of the inbox"), **_errors(400, 401, 404)},
        }},
    }


def add_credentials(paths: dict) -> None:
    """The app-and-player credential on every game operation that takes a seat, and conditional GET on the reads."""
    for path, operations in paths.items():
        if not path.startswith("/v1/games/{game_id}"):
            continue
        for operation in operations.values():
            security = operation.get("security")
            if security and {"bearerAuth": []} in security and APP_PLAYER not in security:
                operation["security"] = [*security, APP_PLAYER]
            if operation.get("operationId") in CONDITIONAL:
                operation["responses"]["200"] = {**operation["responses"]["200"], "headers": ETAG_HEADER}
                operation["responses"]["304"] = {"description": "not modified: If-None-Match named this ETag",
                                                 "headers": ETAG_HEADER}

"""The play-by-post routes (issue 19 §2, §3): join, cancel and the player's inbox. Apps and players are
resolved by services/api/principals.py; errors are rendered by services/api/errors.py."""
from __future__ import annotations

from flask import Blueprint, request

from services.api import principals
from services.api import schemas_apps as sa
from services.api.errors import ApiError
from services.api.jsonio import json_response
from services.api.routes import NO_STORE, _check_id, bearer_token, json_body, runtime

bp = Blueprint("v1_playbypost", __name__, url_prefix="/v1")


@bp.post("/games/<game_id>/join")
def join_game(game_id):
    """Fill an open seat with its invitation code; the seat's token, once. An app names the player."""
    _check_id(game_id, "game")
    app = principals.current_app()
    data = sa.join_request.load(json_body())
    player = data.get("player_id")
    if app is None and player is not None:
        raise ApiError("bad_request", "player_id needs an app ('Authorization: Bearer app_...')",
                       {"fields": {"player_id": ["only with an app key"]}})
    if app is not None and player is None:
        raise ApiError("bad_request", "an app joins for one of its players: give player_id",
                       {"fields": {"player_id": ["required with an app key"]}})
    out = principals.playbypost().invitations.join(game_id, data["code"], app.id if app else None, player)
    return json_response(out, headers=NO_STORE)


@bp.post("/games/<game_id>/cancel")
def cancel_game(game_id):
    """Cancel a waiting game: its creating app, or (created without an app) a seat token of the creator's."""
    _check_id(game_id, "game")
    app = principals.current_app()
    pbp = principals.playbypost()
    if app is not None:
        pbp.players.check_visible(game_id, app.id)
        return json_response(pbp.invitations.cancel(game_id, app_id=app.id))
    token = bearer_token()
    if token is None:
        raise ApiError("unauthorized", "cancelling needs the creator's app key or a seat token of the creator's")
    seat = runtime().service.authenticate(game_id, token)
    return json_response(pbp.invitations.cancel(game_id, seat=seat))


@bp.get("/players/<player_id>/games")
def player_games(player_id):
    """The app's player's games (the inbox), oldest update first, by keyset pages."""
    app = principals.require_app()
    q = sa.inbox_query.load(request.args)
    out = principals.playbypost().inbox.games(app.id, player_id, q.get("turn"), q["limit"], q.get("cursor"))
    return json_response(out, headers={"Vary": principals.VARY, "Cache-Control": "no-cache"})

"""Who is calling: an app (`Authorization: Bearer app_...`), acting for one of its players when it names one in
`X-Seraph-Player`, a seat (`Authorization: Bearer <seat token>`), or a spectator (neither).

`current_app()` / `require_app()` are what other routes (webhooks) use; `viewer_of` (services/api/routes.py) asks
`app_viewer` for an app's seat in a game. The app is authenticated once per request (one indexed read: a rotated
or revoked key stops working at once on every process) and kept in `flask.g`.
"""
from __future__ import annotations

from flask import current_app as flask_app
from flask import g, request

from services.api.errors import ApiError
from shared.service.apps import AppPrincipal, AppRegistry, check_player_id, is_app_key
from shared.service.errors import BadRequest

__all__ = ["AppPrincipal", "current_app", "require_app", "player_header", "playbypost", "app_viewer",
           "PLAYER_HEADER", "VARY"]

PLAYER_HEADER = "X-Seraph-Player"
#: what a game read depends on besides its URL (conditional GET, services/api/routes_apps.py)
VARY = f"Authorization, {PLAYER_HEADER}"
EXTENSION = "seraph_playbypost"
_UNSET = object()


def playbypost():
    """The play-by-post services (apps, players, invitations, inbox) of this app, built once from its service."""
    pbp = flask_app.extensions.get(EXTENSION)
    if pbp is None:
        from shared.service.players import PlayByPost

        service = flask_app.extensions["seraph"].service
        pbp = flask_app.extensions[EXTENSION] = PlayByPost(service)
    return pbp


def registry() -> AppRegistry:
    return playbypost().apps


def _app_key() -> str | None:
    """The app key in `Authorization: Bearer app_...`, or None when the header holds something else (or nothing)."""
    header = request.headers.get("Authorization")
    if header is None:
        return None
    scheme, _, value = header.strip().partition(" ")
    value = value.strip()
    return value if scheme.lower() == "bearer" and is_app_key(value) and len(value) <= 256 else None


def current_app() -> AppPrincipal | None:
    """The authenticated app of this request, or None when it shows no app key; a wrong or revoked key is the
    mapped 401 (invalid_app_key, app_revoked)."""
    found = g.get("seraph_app", _UNSET)
    if found is _UNSET:
        key = _app_key()
        found = registry().authenticate(key) if key is not None else None
        g.seraph_app = found
    return found


def require_app() -> AppPrincipal:
    """The authenticated app; 401 `app_required` when the request shows no app key."""
    app = current_app()
    if app is None:
        raise ApiError("app_required", "this endpoint needs 'Authorization: Bearer app_...' (an app key)")
    return app


def player_header() -> str | None:
    """The player the app acts for (`X-Seraph-Player`), validated; None when absent."""
    raw = request.headers.get(PLAYER_HEADER)
    if raw is None:
        return None
    try:
        return check_player_id(raw.strip())
    except BadRequest as exc:
        raise ApiError("bad_request", f"{PLAYER_HEADER}: {exc.reason}") from None


def app_viewer(game_id: str, app: AppPrincipal) -> int | None:
    """The seat of the app's player (X-Seraph-Player) in this game, or None (the app reads as a spectator).
    NotFound when the app may not see the game (another app's private game)."""
    player = player_header()
    return playbypost().players.viewer(game_id, app.id, player)

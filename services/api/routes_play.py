"""Resign, abort, rematch, undo and chat (issue 20 §4-6): thin handlers over shared/service/endings.py, rematch.py,
undo.py and chat.py. Every route but GET .../chat needs the caller's seat (a seat token, or an app for its
player's seat: services/api/routes.seat_of); GET .../chat is open to spectators when the game allows it."""
from __future__ import annotations

from flask import Blueprint, request

from services.api import schemas_play as sp
from services.api.jsonio import json_response
from services.api.routes import _check_id, json_body, runtime, seat_of, viewer_of
from shared.service import chat, endings, rematch, undo

bp = Blueprint("v1_play", __name__, url_prefix="/v1")


def _commands():
    return runtime().service.commands


@bp.post("/games/<game_id>/resign")
def resign(game_id):
    """The caller's seat resigns: it loses; the game ends when one team is left, else goes on without it."""
    _check_id(game_id, "game")
    return json_response(endings.resign(_commands(), game_id, seat_of(game_id)))


@bp.post("/games/<game_id>/abort")
def abort(game_id):
    """The caller's seat votes to abort; the last human vote needed aborts the game."""
    _check_id(game_id, "game")
    return json_response(endings.vote_abort(_commands(), game_id, seat_of(game_id)))


@bp.post("/games/<game_id>/rematch")
def create_rematch(game_id):
    """The rematch of a game over: 201 when this request made it, 200 with the same game afterwards."""
    _check_id(game_id, "game")
    out = rematch.rematch(_commands(), game_id, seat_of(game_id))
    return json_response(out, 201 if out["created"] else 200, headers={"Location": f"/v1/games/{out['id']}"})


@bp.post("/games/<game_id>/undo")
def take_back(game_id):
    """Take back the caller's own last moves, back to `to_version`."""
    _check_id(game_id, "game")
    seat = seat_of(game_id)
    data = sp.undo_request.load(json_body())
    return json_response(undo.undo(_commands(), game_id, seat, data["expected_version"], data["to_version"]))


@bp.post("/games/<game_id>/chat")
def post_chat(game_id):
    """Post a message as the caller's seat (rate-limited per seat: SERAPH_RATE_CHAT)."""
    _check_id(game_id, "game")
    seat = seat_of(game_id)
    data = sp.chat_request.load(json_body())
    return json_response(chat.post(_commands(), game_id, seat, data["text"]), 201)


@bp.get("/games/<game_id>/chat")
def read_chat(game_id):
    """The chat after a seq; spectators read it only if the game allows them (option spectator_chat)."""
    _check_id(game_id, "game")
    q = sp.chat_query.load(request.args)
    viewer = viewer_of(game_id)
    return json_response(chat.messages(runtime().service.queries, game_id, viewer, q["after"], q["limit"]))

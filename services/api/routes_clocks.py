"""Clocks (issue 20 §1-2): a seat's vacation (taken, or ended early), and taking a seat back from the bot that
played it after a timeout. Thin handlers over shared/service/deadlines.py; each needs the caller's seat (a seat
token, or an app for its player's seat: services/api/routes.seat_of)."""
from __future__ import annotations

from flask import Blueprint
from marshmallow import Schema, fields, validate

from services.api.jsonio import json_response
from services.api.routes import _check_id, json_body, runtime, seat_of

bp = Blueprint("v1_clocks", __name__, url_prefix="/v1")


class VacationRequestSchema(Schema):
    days = fields.Integer(required=True, strict=True, validate=validate.Range(min=1, max=365),
                          metadata={"description": "whole days, out of the seat's allowance (clock.vacation_days)"})


vacation_request = VacationRequestSchema()


def _deadlines():
    return runtime().service.commands.deadlines


@bp.post("/games/<game_id>/vacation")
def take_vacation(game_id):
    """The caller's seat goes on vacation: its clock pauses for `days` whole days."""
    _check_id(game_id, "game")
    seat = seat_of(game_id)
    days = vacation_request.load(json_body())["days"]
    return json_response(_deadlines().take_vacation(game_id, seat, days))


@bp.delete("/games/<game_id>/vacation")
def end_vacation(game_id):
    """The caller's seat ends its running vacation now: its clock runs again; whole days not begun come back."""
    _check_id(game_id, "game")
    return json_response(_deadlines().end_vacation(game_id, seat_of(game_id)))


@bp.post("/games/<game_id>/reclaim")
def reclaim(game_id):
    """The caller takes its seat back from the bot that played it since a timeout; its turn runs afresh."""
    _check_id(game_id, "game")
    return json_response(_deadlines().reclaim(game_id, seat_of(game_id)))

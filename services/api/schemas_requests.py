"""The request bodies and query strings of the game routes: they validate input (unknown body fields are rejected,
bounds keep junk away from the service and the database)."""
from __future__ import annotations

from marshmallow import EXCLUDE, RAISE, Schema, ValidationError, fields, post_load, validate, validates

from services.api.inputs import AsciiFloat, AsciiInteger, no_controls
from services.api.schemas_limits import (DEFAULT_LOG_LIMIT, GAME_STATUSES, MAX_INT, MAX_LIST_LIMIT, MAX_LOG_LIMIT,
                                         MAX_NAME, MAX_SEATS, MAX_STREAM_SECONDS, NO_CONTROLS, PLAYER_ID_PATTERN,
                                         SEAT_REQUEST_KINDS)


# --------------------------------------------------------------------------------------------- requests
class SeatRequestSchema(Schema):
    """One seat of a new game. `name` defaults to the game's automa for an automa seat, else "Seat N" (the rules
    name it: Game.seat_name); `kind` to human; `role` to the first free one of the game's roles; a bot seat's `bot`
    to random. The game refuses an unknown role or bot (400 invalid_options)."""

    class Meta:
        unknown = RAISE

    name = fields.String(validate=[validate.Length(min=1, max=64), no_controls], allow_none=True,
                         metadata={"pattern": NO_CONTROLS,
                                   "description": "display name; default: an automa seat is called after the "
                                                  'game\'s automa (GET /v1/rules), any other "Seat N"',
                                   "example": "Ann"})
    kind = fields.String(load_default="human", validate=validate.OneOf(SEAT_REQUEST_KINDS),
                         metadata={"description": "human, bot (built-in bot), automa (the rules decide) or open (a "
                                                  "human seat filled later by invitation: the game waits for it)"})
    player_id = fields.String(validate=validate.Regexp(PLAYER_ID_PATTERN), allow_none=True,
                              metadata={"pattern": PLAYER_ID_PATTERN,
                                        "description": "apps only: bind this human seat to the app's player "
                                                       "(who then reads and moves with X-Seraph-Player)"})
    role = fields.String(validate=[validate.Length(min=1, max=MAX_NAME), no_controls], allow_none=True,
                         metadata={"pattern": NO_CONTROLS,
                                   "description": "the seat's colour or side, one of the game's roles "
                                                  "(GET /v1/rules); default: the first one no seat names",
                                   "example": "yellow"})
    bot = fields.String(validate=[validate.Length(min=1, max=MAX_NAME), no_controls], allow_none=True,
                        metadata={"pattern": NO_CONTROLS,
                                  "description": "bot seats only: which bot plays it (GET /v1/rules lists them); "
                                                 "default random", "example": "greedy"})


class CreateGameRequestSchema(Schema):
    """POST /v1/games body."""

    class Meta:
        unknown = RAISE

    game = fields.String(required=True, validate=[validate.Length(min=1, max=64), no_controls],
                         metadata={"pattern": NO_CONTROLS, "example": "falling"})
    options = fields.Dict(keys=fields.String(validate=validate.Length(max=64)), load_default=dict, allow_none=True,
                          metadata={"description": "game options; unknown keys are refused by the game"})
    seats = fields.List(fields.Nested(SeatRequestSchema), required=True,
                        validate=validate.Length(min=1, max=MAX_SEATS))
    seed = fields.Integer(strict=True, allow_none=True, validate=validate.Range(min=0, max=MAX_INT),
                          metadata={"description": "the seed of the game's generator, chosen by the caller: only "
                                                   "in embedded mode or where SERAPH_ALLOW_FIXED_SEED is set, else "
                                                   "403 fixed_seed_not_allowed; such a game shows fixed_seed: true. "
                                                   "Without it the server draws the seed"})
    public = fields.Boolean(metadata={"description": "list the game to everyone (GET /v1/games); games are "
                                                     "private by default"})
    open = fields.Boolean(metadata={"description": "every human seat not bound to a player is open: it gets an "
                                                   "invitation code and the game waits until all are joined"})

    @post_load
    def _defaults(self, data, **_kw):
        data["options"] = data.get("options") or {}
        data.setdefault("seed", None)
        data["seats"] = [
            {"name": seat.get("name"), "kind": seat.get("kind") or "human",
             "role": seat.get("role"), "bot": seat.get("bot"),
             **({"player_id": seat["player_id"]} if seat.get("player_id") is not None else {})}
            for seat in data["seats"]
        ]
        return data


class MoveRequestSchema(Schema):
    """POST /v1/games/{id}/moves body: one action verbatim from the legal list (its label is ignored)."""

    class Meta:
        unknown = RAISE

    action = fields.Dict(keys=fields.String(validate=validate.Length(max=64)), required=True,
                         metadata={"description": 'an entry of the legal list, e.g. {"type": "draw"}',
                                   # what _action_has_a_type enforces, stated in the OpenAPI document
                                   "required": ["type"],
                                   "properties": {"type": {"type": "string", "minLength": 1, "maxLength": 64}}})
    expected_version = fields.Integer(strict=True, allow_none=True, validate=validate.Range(min=0, max=MAX_INT),
                                      metadata={"description": "the version the move was chosen at: refused "
                                                               "(409) if the game is not yet there, or if this "
                                                               "seat's own decision changed since"})

    @validates("action")
    def _action_has_a_type(self, value, **_kw):
        kind = value.get("type") if isinstance(value, dict) else None
        if not isinstance(kind, str) or not 1 <= len(kind) <= 64:
            raise ValidationError("an action is an object with a string 'type'")


# -------------------------------------------------------------------------------------- query strings
class ListGamesQuerySchema(Schema):
    class Meta:
        unknown = EXCLUDE

    status = fields.String(validate=validate.OneOf(GAME_STATUSES),
                           metadata={"description": "active, finished or stalled"})
    game = fields.String(validate=[validate.Length(min=1, max=64), no_controls],
                         metadata={"pattern": NO_CONTROLS, "description": "only this game"})
    limit = AsciiInteger(load_default=50, validate=validate.Range(min=1, max=MAX_LIST_LIMIT))
    offset = AsciiInteger(load_default=0, validate=validate.Range(min=0, max=10**9))


class LogQuerySchema(Schema):
    class Meta:
        unknown = EXCLUDE

    after = AsciiInteger(load_default=0, validate=validate.Range(min=0, max=MAX_INT),
                         metadata={"description": "only events with seq > after"})
    limit = AsciiInteger(load_default=DEFAULT_LOG_LIMIT, validate=validate.Range(min=1, max=MAX_LOG_LIMIT))


class WaitQuerySchema(Schema):
    class Meta:
        unknown = EXCLUDE

    wait = AsciiFloat(allow_nan=False, validate=validate.Range(min=0, min_inclusive=False, max=10),
                        metadata={"description": "wait up to this many seconds (0 < s <= 10) for the outcome",
                                  "exclusiveMinimum": 0})  # apispec drops min_inclusive=False (3.1: a number)


class EventsQuerySchema(Schema):
    class Meta:
        unknown = EXCLUDE

    after = AsciiInteger(validate=validate.Range(min=0, max=MAX_INT),
                         metadata={"description": "resume after this seq (the Last-Event-ID header wins)"})
    token = fields.String(validate=validate.Length(min=1, max=256),
                          metadata={"description": "seat token, for EventSource, which cannot set headers. A token "
                                                   "in a URL ends up in proxy logs and browser history: prefer "
                                                   "`ticket`"})
    ticket = fields.String(validate=validate.Length(min=1, max=256),
                           metadata={"description": "a stream ticket from POST /v1/games/{game_id}/stream-ticket: "
                                                    "the seat's stream for its lifetime (60 s to connect), without "
                                                    "the seat token in the URL. At most one of Authorization, "
                                                    "ticket and token"})
    state = fields.Boolean(load_default=False,
                           metadata={"description": "after each batch of events, also send an `event: state` "
                                                    "message (no id) with the caller's view and legal actions "
                                                    "at that version: the body of GET /v1/games/{id}"})
    max_seconds = AsciiFloat(allow_nan=False,
                               validate=validate.Range(min=0, min_inclusive=False, max=MAX_STREAM_SECONDS),
                               metadata={"description": "end the stream after this many seconds",
                                         "exclusiveMinimum": 0})  # apispec drops min_inclusive=False (3.1: a number)

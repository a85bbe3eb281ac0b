"""Marshmallow schemas for every request and response body: they define the API contract.

Request and query schemas validate input (unknown body fields are rejected, bounds keep junk away
from the service and the database). Response schemas document what the service returns; the routes
serialise the service's dicts directly with orjson for speed, and the tests check every response
against these schemas. The OpenAPI document (services/api/openapi.py) is generated from them.
"""
from __future__ import annotations

from marshmallow import EXCLUDE, INCLUDE, RAISE, Schema, ValidationError, fields, post_load, validate, validates

from services.api.inputs import AsciiFloat, AsciiInteger, no_controls

MAX_INT = 2**63 - 1  # what a database BIGINT holds
SEAT_KINDS = ("human", "bot", "automa")
RESULT_MODES = ("competitive", "team", "solo", "coop")
OPTION_TYPES = ("enum", "bool", "int", "str")
MAX_NAME = 40  # a role or bot name: the width of seats.role and seats.bot
# stalled: the server failed on it; it waits for an operator. waiting: open seats wait for players to join;
# cancelled: its creator cancelled it while it waited (issue 19 §2)
GAME_STATUSES = ("active", "finished", "stalled", "waiting", "cancelled", "aborted")  # aborted: by its seats
#: a seat request's kinds: "open" is a human seat filled later by invitation (POST /v1/games/{id}/join)
SEAT_REQUEST_KINDS = (*SEAT_KINDS, "open")
#: a player id as an app names it (shared.service.apps.PLAYER_ID)
PLAYER_ID_PATTERN = "^[A-Za-z0-9._:@-]{1,128}$"
MOVE_STATUSES = ("pending", "applied", "rejected", "undone")  # undone: taken back (POST .../undo)
MAX_SEATS = 16
MAX_LOG_LIMIT = 1000
DEFAULT_LOG_LIMIT = 500
MAX_LIST_LIMIT = 200
MAX_STREAM_SECONDS = 24 * 3600
#: what the strings of a request may not hold (services/api/inputs.py): control characters, NUL above all
NO_CONTROLS = "^[^\u0000-\u001f\u007f-\u009f]*$"


def _non_negative(**kw):
    return fields.Integer(strict=True, validate=validate.Range(min=0, max=MAX_INT), **kw)


# --------------------------------------------------------------------------------------------- requests
class SeatRequestSchema(Schema):
    """One seat of a new game. `name` defaults to "Seat N"; `kind` to human; `role` to the first free one of the
    game's roles; a bot seat's `bot` to random. The game refuses an unknown role or bot (400 invalid_options)."""

    class Meta:
        unknown = RAISE

    name = fields.String(validate=[validate.Length(min=1, max=64), no_controls], allow_none=True,
                         metadata={"pattern": NO_CONTROLS, "description": 'display name; default "Seat N"',
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
            {"name": seat.get("name") or f"Seat {n}", "kind": seat.get("kind") or "human",
             "role": seat.get("role"), "bot": seat.get("bot"),
             **({"player_id": seat["player_id"]} if seat.get("player_id") is not None else {})}
            for n, seat in enumerate(data["seats"], start=1)
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
                                  "exclusiveMinimum": True})  # apispec drops min_inclusive=False


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
                                         "exclusiveMinimum": True})  # apispec drops min_inclusive=False


# ------------------------------------------------------------------------------------------ responses
class ErrorDetailSchema(Schema):
    code = fields.String(required=True, metadata={"example": "illegal_action"})
    message = fields.String(required=True)
    details = fields.Dict(required=True)


class ErrorSchema(Schema):
    """The body of every error response."""

    error = fields.Nested(ErrorDetailSchema, required=True)


class SeatSummarySchema(Schema):
    """A seat as create, read and list show it (SeatSpec.public)."""

    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    kind = fields.String(required=True, validate=validate.OneOf(SEAT_KINDS))
    role = fields.String(required=True, allow_none=True,
                         metadata={"description": "the seat's colour or side; null when the game has no roles"})
    bot = fields.String(allow_none=True, metadata={"description": "bot seats only: the bot that plays it (null "
                                                                 "on games created before named bots: random)"})


class SeatCreatedSchema(SeatSummarySchema):
    token = fields.String(metadata={"description": "bearer token of this seat; keep it secret. A game created "
                                                   "without an app and without open seats has one for every seat; "
                                                   "otherwise only the creator's own human seats have one"})
    invitation = fields.String(metadata={"description": "open seats only: the invitation code to share; "
                                                        "POST /v1/games/{game_id}/join with it fills the seat"})
    player_id = fields.String(metadata={"description": "the app's player this seat is bound to"})


def _fixed_seed():
    return fields.Boolean(required=True, metadata={"description": "true when the game's creator chose its seed "
                                                                  "(and so may know every hidden card)"})


def _commitment():
    return fields.String(required=True, allow_none=True,
                         metadata={"description": "sha256 hex of \"{seed}:{salt}\", published when the game is "
                                                  "created; the seed and salt are revealed in `fairness` at the end. "
                                                  "null on games created before fair deals"})


class FairnessSchema(Schema):
    """A finished game's revealed deal: sha256(f"{seed}:{salt}") equals the commitment published at creation, and
    replaying the move log from the seed gives the final state (`seraph verify`)."""

    seed = fields.Integer(required=True)
    salt = fields.String(required=True)
    commitment = fields.String(required=True)


class GameCreatedSchema(Schema):
    id = fields.String(required=True)
    game = fields.String(required=True)
    version = fields.Integer(required=True)
    status = fields.String(required=True, validate=validate.OneOf(GAME_STATUSES))
    fixed_seed = _fixed_seed()
    commitment = _commitment()
    seats = fields.List(fields.Nested(SeatCreatedSchema), required=True)


class ResultSchema(Schema):
    """How a game ended: the one result format of every game (shared.engine.result)."""

    mode = fields.String(required=True, validate=validate.OneOf(RESULT_MODES))
    scores = fields.Dict(keys=fields.String(), values=fields.Float(), required=True,
                         metadata={"description": "seat number (as a string) -> score"})
    ranking = fields.List(fields.Integer(), required=True, metadata={"description": "seats, best first"})
    winners = fields.List(fields.Integer(), required=True,
                          metadata={"description": "the seats that won (in solo and co-op the automa may win)"})
    teams = fields.List(fields.List(fields.Integer()), required=True,
                        metadata={"description": "seats that win or lose together"})
    details = fields.Dict(required=True, metadata={"description": "the game's own detail (e.g. a solo rating)"})
    reason = fields.String(validate=validate.OneOf(("normal", "resigned", "timed_out", "aborted")),
                           metadata={"description": "why the game ended: normal (the rules ended it), resigned, "
                                                    "timed_out or aborted (shared/service/endings.py)"})


class PromptSchema(Schema):
    """What the seat is deciding now, in words (Game.prompt)."""

    class Meta:
        unknown = INCLUDE

    kind = fields.String(required=True, metadata={"description": "the game's name for the decision"})
    text = fields.String(required=True, metadata={"example": "Choose how to orient your two Supply cards"})


class SeatClockSchema(Schema):
    seat = fields.Integer(required=True)
    deadline = fields.String(required=True, allow_none=True,
                             metadata={"description": "RFC 3339; null when it is not the seat's turn"})
    seconds_left = fields.Float(required=True, allow_none=True, metadata={"description": "of the running turn"})
    bank_seconds = fields.Float(required=True, metadata={"description": "the bank: unused time, up to the cap"})
    vacation_days_left = fields.Integer(required=True)
    vacation_until = fields.String(required=True, allow_none=True, metadata={"description": "RFC 3339"})
    played_by = fields.String(required=True, allow_none=True,
                              metadata={"description": "`bot` while a bot plays the seat after a timeout"})


class ClockSchema(Schema):
    per_move_seconds = fields.Float(required=True)
    bank_cap_seconds = fields.Float(required=True)
    increment_seconds = fields.Float(required=True)
    vacation_days = fields.Integer(required=True)
    remind_at = fields.Float(required=True, metadata={"description": "the fraction of the time left at which a "
                                                                     "`reminder` goes out (0: none)"})
    on_timeout = fields.String(required=True, validate=validate.OneOf(("default", "bot", "forfeit")))
    seats = fields.List(fields.Nested(SeatClockSchema), required=True)


class GameStateSchema(Schema):
    id = fields.String(required=True)
    game = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(GAME_STATUSES))
    version = fields.Integer(required=True)
    active_seats = fields.List(fields.Integer(), required=True)
    seats = fields.List(fields.Nested(SeatSummarySchema), required=True)
    view = fields.Dict(required=True, metadata={"description": "what the bearer's seat (or a spectator) may see"})
    actions = fields.List(fields.Dict(), required=True,
                          metadata={"description": "the bearer seat's legal actions now, as GET .../actions "
                                                   "returns them; empty for a spectator or a seat not to act"})
    prompt = fields.Nested(PromptSchema, required=True, allow_none=True,
                           metadata={"description": "what the bearer seat is deciding, in words; null for a "
                                                    "spectator or a seat not to act"})
    result = fields.Nested(ResultSchema, required=True, allow_none=True,
                           metadata={"description": "null while the game runs"})
    fixed_seed = _fixed_seed()
    commitment = _commitment()
    fairness = fields.Nested(FairnessSchema, required=True, allow_none=True,
                             metadata={"description": "null until the game is finished; then its seed and salt"})
    clock = fields.Nested(ClockSchema, metadata={"description": "GET /v1/games/{id} of a game with a clock (README "
                                                               "\"Clocks\"): each seat's deadline and bank"})


class LegalActionsSchema(Schema):
    version = fields.Integer(required=True)
    seat = fields.Integer(required=True)
    actions = fields.List(fields.Dict(), required=True,
                          metadata={"description": "each has a type and a label; submit one verbatim"})


class MoveStatusSchema(Schema):
    move_id = fields.Raw(required=True, metadata={"type": "string"})
    status = fields.String(required=True, validate=validate.OneOf(MOVE_STATUSES))
    version = fields.Integer(allow_none=True, metadata={"description": "game version after the move (if applied)"})
    error = fields.Nested(ErrorDetailSchema, allow_none=True, metadata={"description": "why it was rejected"})


class EventSchema(Schema):
    """A game event as the caller may see it; the event's data fields are merged in."""

    class Meta:
        unknown = INCLUDE

    seq = fields.Integer(required=True)
    type = fields.String(required=True)
    seat = fields.Integer(required=True, allow_none=True)
    version = fields.Integer(required=True)
    redacted = fields.Boolean(metadata={"description": "true when private data was withheld from the caller"})


class EventLogSchema(Schema):
    events = fields.List(fields.Nested(EventSchema), required=True)


class GameSummarySchema(Schema):
    class Meta:
        unknown = INCLUDE

    id = fields.String(required=True)
    game = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(GAME_STATUSES))
    version = fields.Integer(required=True)
    created_at = fields.Float(metadata={"description": "creation time, Unix seconds"})
    fixed_seed = _fixed_seed()
    commitment = _commitment()
    seats = fields.List(fields.Nested(SeatSummarySchema), required=True)


class GameListSchema(Schema):
    games = fields.List(fields.Nested(GameSummarySchema), required=True)


class OptionSchema(Schema):
    """One game option as the catalog lists it (shared.engine.catalog.Option)."""

    type = fields.String(required=True, validate=validate.OneOf(OPTION_TYPES))
    default = fields.Raw(required=True, allow_none=True)
    text = fields.String(required=True)
    choices = fields.List(fields.Raw(), metadata={"description": "the values allowed (enum options)"})
    minimum = fields.Integer(allow_none=True)
    maximum = fields.Integer(allow_none=True)
    modes = fields.List(fields.String(validate=validate.OneOf(RESULT_MODES)),
                        metadata={"description": "the option applies in these modes only (absent: every mode)"})


class GameCatalogSchema(Schema):
    """A game as GET /v1/rules lists it (Game.catalog)."""

    game = fields.String(required=True, metadata={"example": "falling"})
    title = fields.String(required=True)
    min_seats = fields.Integer(required=True)
    max_seats = fields.Integer(required=True)
    roles = fields.List(fields.String(), required=True,
                        metadata={"description": "roles a seat may take (a seat's `role`); empty: none"})
    modes = fields.List(fields.String(validate=validate.OneOf(RESULT_MODES)), required=True)
    automa = fields.String(required=True, allow_none=True,
                           metadata={"description": "the name of the game's automa seat (kind automa); null: none"})
    options = fields.Dict(keys=fields.String(), values=fields.Nested(OptionSchema), required=True)


class BotSchema(Schema):
    name = fields.String(required=True, metadata={"example": "greedy", "description": "a bot seat's `bot`"})
    text = fields.String(required=True)


class RulesCatalogSchema(Schema):
    games = fields.List(fields.Nested(GameCatalogSchema), required=True)
    bots = fields.List(fields.Nested(BotSchema), required=True)


class SeatTokenSchema(Schema):
    """POST /v1/games/{game_id}/seats/{seat}/token: the seat's new token (the one it replaces no longer works)."""

    seat = fields.Integer(required=True)
    token = fields.String(required=True, metadata={"description": "the seat's new bearer token; keep it secret"})


class StreamTicketSchema(Schema):
    """POST /v1/games/{game_id}/stream-ticket: a short-lived credential for the seat's event stream."""

    ticket = fields.String(required=True, metadata={"description": "pass it as GET /v1/games/{game_id}/events"
                                                                   "?ticket=...; it opens this game's stream as "
                                                                   "this seat until it expires"})
    expires_in = fields.Integer(required=True, metadata={"description": "seconds the ticket stays valid",
                                                         "example": 60})


class ComponentSchema(Schema):
    id = fields.String(required=True)
    kind = fields.String(required=True)
    name = fields.String(required=True)
    text = fields.String(required=True)


class GlossarySchema(Schema):
    """What the ids, abbreviations and view fields of a game mean (Game.glossary)."""

    components = fields.List(fields.Nested(ComponentSchema), required=True)
    terms = fields.Dict(keys=fields.String(), values=fields.String(), required=True,
                        metadata={"description": "abbreviation -> meaning"})
    view = fields.Dict(keys=fields.String(), values=fields.String(), required=True,
                       metadata={"description": "field of the view -> meaning"})


class GameRulesSchema(GameCatalogSchema):
    """GET /v1/rules/{game}: the catalog entry and the glossary."""

    glossary = fields.Nested(GlossarySchema, required=True)


class HealthSchema(Schema):
    status = fields.String(required=True, metadata={"example": "ok"})


class ReadySchema(Schema):
    status = fields.String(required=True, metadata={"example": "ready"})
    checks = fields.Dict(keys=fields.String(), values=fields.Boolean(), required=True)
    degraded = fields.List(fields.String(), metadata={"description": "dependencies down that only degrade service "
                                                                     "(notifications, queue: Redis)"})


# Instantiated once at import (they hold no connections); the routes reuse them.
create_game_request = CreateGameRequestSchema()
move_request = MoveRequestSchema()
list_games_query = ListGamesQuerySchema()
log_query = LogQuerySchema()
wait_query = WaitQuerySchema()
events_query = EventsQuerySchema()

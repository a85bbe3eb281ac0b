"""The response bodies of the game routes: errors, games and their seats, state, moves, events and the seats'
credentials. The routes serialise the service's dicts directly; the tests check every response against these."""
from __future__ import annotations

from marshmallow import INCLUDE, Schema, fields, validate

from services.api.schemas_limits import GAME_STATUSES, MOVE_STATUSES, RESULT_MODES, SEAT_KINDS


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


def _template_id():
    return fields.String(required=True, metadata={
        "description": "the id of the message's template in GET /v1/rules/{game}'s `templates` (or "
                       "`server_templates` for an id starting `server.`): what a client translates",
        "example": "event.resources_gained"})


def _params():
    return fields.Dict(keys=fields.String(), required=True, metadata={
        "description": "the template's named params: an integer, a string select key, a component "
                       "{id, name}, a seat {seat, name} counted from 1, a nested message {template, params}, or "
                       "a list {items}. A hidden card is never a param",
        "example": {"player": {"seat": 1, "name": "Ann"}, "card": {"id": "c-black-09", "name": "Hide in Darkness"}}})


class PromptSchema(Schema):
    """What the seat is deciding now, in words (Game.prompt)."""

    class Meta:
        unknown = INCLUDE

    kind = fields.String(required=True, metadata={"description": "the game's name for the decision"})
    text = fields.String(required=True, metadata={"example": "Choose how to orient your two Supply cards"})
    template = _template_id()
    params = _params()


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


class AbortRuleSchema(Schema):
    """The abort rule of the game (README "Resign, abort, rematch"): who voted and whether a vote is still taken."""

    moves_per_seat = fields.Integer(required=True, metadata={"description": "the option `abort_moves` (default 2)"})
    before_version = fields.Integer(required=True, metadata={
        "description": "votes are taken while the game's version is below it: moves_per_seat times the seats"})
    votes = fields.List(fields.Integer(), required=True, metadata={"description": "the seats that voted to abort"})
    needed = fields.List(fields.Integer(), required=True, metadata={
        "description": "the seats whose votes abort the game: every human seat still in play"})
    possible = fields.Boolean(required=True, metadata={
        "description": "whether POST /v1/games/{id}/abort is taken now: the game is active and below before_version"})


class UndoReachSchema(Schema):
    """How far the bearer's seat can take back now (README "Undo")."""

    to_version = fields.Integer(required=True, metadata={
        "description": "the oldest version POST /v1/games/{id}/undo takes now as `to_version`"})
    versions = fields.List(fields.Integer(), required=True, metadata={
        "description": "every version it takes, oldest first; the last one takes back the seat's last move only"})


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
    abort = fields.Nested(AbortRuleSchema, required=True, allow_none=True,
                          metadata={"description": "the abort rule and votes (null only for a game unknown)"})
    undo = fields.Nested(UndoReachSchema, required=True, allow_none=True, metadata={
        "description": "the versions the bearer's seat may go back to now; null when none (and for a spectator, a "
                       "seat out of play or a game not active)"})


class LegalActionsSchema(Schema):
    version = fields.Integer(required=True)
    seat = fields.Integer(required=True)
    actions = fields.List(fields.Dict(), required=True,
                          metadata={"description": "each has a type, a label (English), and the label's template and params (docs/API.md \"Words\"); submit one verbatim"})


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
    text = fields.String(required=True, metadata={
        "description": "the event's log line in English: `template` filled with `params` (for a chat message, the "
                       "message itself)",
        "example": "Ann gained 2 Engine and 1 Shield"})
    template = _template_id()
    params = _params()


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

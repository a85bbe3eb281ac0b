"""Marshmallow schemas of the play-by-post routes (issue 19): joining, cancelling and the inbox."""
from __future__ import annotations

from marshmallow import EXCLUDE, RAISE, Schema, fields, validate

from services.api.inputs import AsciiInteger
from services.api.schemas import GAME_STATUSES, PLAYER_ID_PATTERN

TURNS = ("mine", "waiting", "finished")
MAX_INBOX_LIMIT = 100


class JoinRequestSchema(Schema):
    """POST /v1/games/{game_id}/join body."""

    class Meta:
        unknown = RAISE

    code = fields.String(required=True, validate=validate.Length(min=1, max=256),
                         metadata={"description": "the open seat's invitation code, as creation returned it"})
    player_id = fields.String(validate=validate.Regexp(PLAYER_ID_PATTERN), allow_none=True,
                              metadata={"pattern": PLAYER_ID_PATTERN,
                                        "description": "apps: the player who takes the seat (required with an app "
                                                       "key, refused without one)"})


class JoinedSchema(Schema):
    """The seat a join filled and its token (returned once: only its hash is kept)."""

    game_id = fields.String(required=True)
    seat = fields.Integer(required=True)
    token = fields.String(required=True, metadata={"description": "bearer token of the seat; keep it secret"})
    status = fields.String(required=True, validate=validate.OneOf(GAME_STATUSES),
                           metadata={"description": "active when this join filled the last open seat"})


class CancelledSchema(Schema):
    id = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(("cancelled",)))


class InboxQuerySchema(Schema):
    class Meta:
        unknown = EXCLUDE

    turn = fields.String(validate=validate.OneOf(TURNS),
                         metadata={"description": "mine: the player's seat is to act; waiting: an unfinished game "
                                                  "where it is not (others act, or players are awaited); "
                                                  "finished: finished, cancelled or aborted. Default: all"})
    limit = AsciiInteger(load_default=50, validate=validate.Range(min=1, max=MAX_INBOX_LIMIT))
    cursor = fields.String(validate=validate.Length(min=1, max=512),
                           metadata={"description": "`next` of the previous page"})


class InboxEntrySchema(Schema):
    id = fields.String(required=True)
    game = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(GAME_STATUSES))
    version = fields.Integer(required=True)
    last_seq = fields.Integer(required=True, metadata={"description": "the seq of the game's last event"})
    seat = fields.Integer(required=True, metadata={"description": "the player's seat"})
    active_seats = fields.List(fields.Integer(), required=True)
    my_turn = fields.Boolean(required=True)
    updated_at = fields.String(required=True, metadata={"description": "RFC 3339, UTC", "format": "date-time"})


class InboxSchema(Schema):
    games = fields.List(fields.Nested(InboxEntrySchema), required=True,
                        metadata={"description": "oldest update first; a page may hold fewer than `limit`"})
    next = fields.String(required=True, allow_none=True,
                         metadata={"description": "the cursor of the next page; null when there is none"})


join_request = JoinRequestSchema()
inbox_query = InboxQuerySchema()

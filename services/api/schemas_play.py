"""Marshmallow schemas of resign, abort, rematch, undo and chat (issue 20 §4-6; services/api/routes_play.py)."""
from __future__ import annotations

from marshmallow import EXCLUDE, RAISE, Schema, fields, validate

from services.api.inputs import AsciiInteger
from services.api.schemas import GAME_STATUSES as PLAY_STATUSES
from services.api.schemas import MAX_INT, ResultSchema, SeatSummarySchema
MAX_CHAT = 500
MAX_CHAT_PAGE = 200


def _version(description: str, **kw):
    return fields.Integer(strict=True, required=True, validate=validate.Range(min=0, max=MAX_INT),
                          metadata={"description": description}, **kw)


# --------------------------------------------------------------------------------------------- requests
class UndoRequestSchema(Schema):
    """POST /v1/games/{game_id}/undo body."""

    class Meta:
        unknown = RAISE

    expected_version = _version("the game's version now: refused (409) if it moved on")
    to_version = _version("the version to go back to: after it, only this seat's own moves, and no barrier "
                          "(randomness drawn, hidden information revealed, another seat's turn)")


class ChatRequestSchema(Schema):
    """POST /v1/games/{game_id}/chat body."""

    class Meta:
        unknown = RAISE

    text = fields.String(required=True, validate=validate.Length(min=1, max=MAX_CHAT),
                         metadata={"description": "the message: 1-500 characters, no control character but "
                                                  "newline and tab", "example": "good game"})


class ChatQuerySchema(Schema):
    class Meta:
        unknown = EXCLUDE

    after = AsciiInteger(load_default=0, validate=validate.Range(min=0, max=MAX_INT),
                         metadata={"description": "only messages whose event seq is above this"})
    limit = AsciiInteger(load_default=100, validate=validate.Range(min=1, max=MAX_CHAT_PAGE))


# ------------------------------------------------------------------------------------------ responses
class EndingSchema(Schema):
    """What resign and abort answer: the game's status, version and result, who is out and who voted."""

    id = fields.String(required=True)
    seat = fields.Integer(required=True, metadata={"description": "the caller's seat"})
    status = fields.String(required=True, validate=validate.OneOf(PLAY_STATUSES))
    version = fields.Integer(required=True)
    seats_out = fields.Dict(keys=fields.String(), values=fields.String(), required=True,
                            metadata={"description": "seat -> why it is out of play (resigned, timed_out); the "
                                                     "rules play it with its default action while the game goes on"})
    abort_votes = fields.List(fields.Integer(), required=True, metadata={"description": "seats that voted to abort"})
    result = fields.Nested(ResultSchema, required=True, allow_none=True,
                           metadata={"description": "null while the game goes on"})


class RematchSchema(Schema):
    """POST /v1/games/{game_id}/rematch: the new game; each seat's token of the old game opens its seat there."""

    id = fields.String(required=True)
    rematch_of = fields.String(required=True)
    game = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(PLAY_STATUSES))
    version = fields.Integer(required=True)
    created = fields.Boolean(required=True, metadata={"description": "false: an earlier request made it"})
    seats = fields.List(fields.Nested(SeatSummarySchema), required=True)


class UndoneSchema(Schema):
    """POST /v1/games/{game_id}/undo: the new version, the version restored and the moves taken back."""

    id = fields.String(required=True)
    seat = fields.Integer(required=True)
    version = fields.Integer(required=True, metadata={"description": "the game's new version"})
    restored = fields.Integer(required=True, metadata={"description": "the version whose state it now has"})
    undone = fields.List(fields.String(), required=True, metadata={"description": "move ids, now `undone`"})


class ChatMessageSchema(Schema):
    seq = fields.Integer(required=True, metadata={"description": "the seq of its `chat` event"})
    seat = fields.Integer(required=True)
    name = fields.String(required=True, allow_none=True)
    text = fields.String(required=True)
    created_at = fields.Float(required=True, metadata={"description": "Unix seconds"})


class ChatListSchema(Schema):
    messages = fields.List(fields.Nested(ChatMessageSchema), required=True)


undo_request = UndoRequestSchema()
chat_request = ChatRequestSchema()
chat_query = ChatQuerySchema()

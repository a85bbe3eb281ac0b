"""Marshmallow schemas of the webhook routes (issue 19 §4): registration, listing, rotation, the delivery log."""
from __future__ import annotations

from marshmallow import RAISE, Schema, fields, validate

from services.api.inputs import AsciiInteger
from shared.adapters.webhook_http import MAX_URL_LENGTH
from shared.service.webhooks import EVENTS, RESERVED_EVENTS

DELIVERY_STATUSES = ("pending", "delivered", "failed", "cancelled")
MAX_DELIVERIES_LIMIT = 100


class RegisterWebhookSchema(Schema):
    """POST /v1/webhooks body."""

    class Meta:
        unknown = RAISE

    url = fields.String(required=True, validate=validate.Length(min=1, max=MAX_URL_LENGTH),
                        metadata={"description": "https URL the deliveries are POSTed to; it must resolve to public "
                                                 "addresses (unless the operator allows others)",
                                  "example": "https://example.com/seraph-hooks"})
    events = fields.List(fields.String(validate=validate.Length(min=1, max=40)), required=True,
                         validate=validate.Length(min=1, max=len(EVENTS) + len(RESERVED_EVENTS)),
                         metadata={"description": f"a non-empty subset of {', '.join(EVENTS)}",
                                   "example": ["your_turn", "game_finished"]})


class WebhookSchema(Schema):
    """A registered endpoint (its secret only in the answers to registration and rotation)."""

    id = fields.String(required=True)
    url = fields.String(required=True)
    events = fields.List(fields.String(validate=validate.OneOf(EVENTS)), required=True)
    created_at = fields.String(required=True, metadata={"format": "date-time"})
    secret = fields.String(metadata={"description": "whsec_ + base64: the HMAC-SHA256 key of the signatures "
                                                    "(docs/WEBHOOKS.md); keep it secret"})


class WebhookListSchema(Schema):
    webhooks = fields.List(fields.Nested(WebhookSchema), required=True)


class DeliveriesQuerySchema(Schema):
    """GET /v1/webhooks/{webhook_id}/deliveries query."""

    class Meta:
        unknown = RAISE

    limit = AsciiInteger(load_default=50, validate=validate.Range(min=1, max=MAX_DELIVERIES_LIMIT),
                         metadata={"description": "deliveries per page, newest first"})
    before = AsciiInteger(validate=validate.Range(min=1, max=2 ** 63 - 1),
                          metadata={"description": "the `next` of the previous page: deliveries older than it"})


class AttemptSchema(Schema):
    at = fields.String(required=True, metadata={"format": "date-time"})
    status_code = fields.Integer(allow_none=True, metadata={"description": "the receiver's HTTP status; null when "
                                                                            "no answer came (see error)"})
    error = fields.String(allow_none=True)
    duration_ms = fields.Float(required=True)


class DeliverySchema(Schema):
    id = fields.Integer(required=True)
    webhook_id = fields.String(required=True, metadata={"description": "the webhook-id header: the same on every "
                                                                       "retry; deduplicate by it"})
    event = fields.String(required=True, validate=validate.OneOf(EVENTS))
    game_id = fields.String(required=True)
    seat = fields.Integer(allow_none=True)
    seq = fields.Integer(allow_none=True)
    status = fields.String(required=True, validate=validate.OneOf(DELIVERY_STATUSES))
    attempts = fields.Integer(required=True)
    last_status_code = fields.Integer(allow_none=True)
    last_error = fields.String(allow_none=True)
    created_at = fields.String(required=True, metadata={"format": "date-time"})
    delivered_at = fields.String(allow_none=True, metadata={"format": "date-time"})
    next_retry_at = fields.String(allow_none=True, metadata={"format": "date-time",
                                                             "description": "when a pending delivery is tried next"})
    attempt_log = fields.List(fields.Nested(AttemptSchema), required=True)


class DeliveryLogSchema(Schema):
    deliveries = fields.List(fields.Nested(DeliverySchema), required=True)
    next = fields.Integer(allow_none=True, metadata={"description": "pass as `before` for older deliveries"})


register_request = RegisterWebhookSchema()
deliveries_query = DeliveriesQuerySchema()

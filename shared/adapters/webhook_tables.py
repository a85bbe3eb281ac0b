"""The webhook tables (migration 0006): endpoints an app registered, the outbox of deliveries, and their attempts.

webhook_deliveries is the transactional outbox: a row is written in the transaction of the change that caused
it (a move's commit, a join, a game's start), one per (message, endpoint); the deliverer claims due rows, POSTs
them and records each attempt in webhook_attempts. No foreign keys: an endpoint's deletion cancels its pending
rows itself, and a game's rows outlive nothing they point at.
"""
from __future__ import annotations

import sqlalchemy as sa

from shared.adapters.db import metadata

_ROW_ID = sa.BigInteger().with_variant(sa.Integer, "sqlite")

webhook_endpoints = sa.Table(
    "webhook_endpoints", metadata,
    sa.Column("id", sa.String(40), primary_key=True),
    sa.Column("app_id", sa.String(32), nullable=False),
    sa.Column("url", sa.Text, nullable=False),
    # ",your_turn,game_started," : a fan-out statement matches an event with LIKE '%,your_turn,%'
    sa.Column("events", sa.String(200), nullable=False),
    # sha256 of app_id, url and the sorted events: a duplicate registration finds the existing row
    sa.Column("dedup_key", sa.String(64), nullable=False),
    sa.Column("secret", sa.String(120), nullable=False),
    # the secret before the last rotation, valid (signed with too) until previous_until
    sa.Column("previous_secret", sa.String(120)),
    sa.Column("previous_until", sa.Float),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.UniqueConstraint("app_id", "dedup_key", name="uq_webhook_endpoints_dedup"),
    sa.Index("ix_webhook_endpoints_app", "app_id", "created_at"),
)

webhook_deliveries = sa.Table(
    "webhook_deliveries", metadata,
    sa.Column("id", _ROW_ID, primary_key=True, autoincrement=True),
    sa.Column("message_id", sa.String(64), nullable=False),  # the webhook-id: the same on every retry
    sa.Column("endpoint_id", sa.String(40), nullable=False),
    sa.Column("app_id", sa.String(32), nullable=False),
    sa.Column("event", sa.String(24), nullable=False),
    sa.Column("game_id", sa.String(32), nullable=False),
    sa.Column("seat", sa.Integer),
    sa.Column("player_id", sa.String(128)),
    sa.Column("seq", sa.Integer),
    sa.Column("status", sa.String(12), nullable=False),  # pending, delivered, failed, cancelled
    sa.Column("attempts", sa.Integer, nullable=False, server_default="0"),
    sa.Column("next_attempt_at", sa.Float),  # due time of a pending row; a claim pushes it by the lease
    sa.Column("last_status_code", sa.Integer),
    sa.Column("last_error", sa.Text),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False),
    sa.Column("delivered_at", sa.Float),
    sa.UniqueConstraint("message_id", "endpoint_id", name="uq_webhook_deliveries_message"),
    sa.Index("ix_webhook_deliveries_due", "status", "next_attempt_at"),
    sa.Index("ix_webhook_deliveries_endpoint", "endpoint_id", "id"),
)

webhook_attempts = sa.Table(
    "webhook_attempts", metadata,
    sa.Column("id", _ROW_ID, primary_key=True, autoincrement=True),
    sa.Column("delivery_id", sa.BigInteger, nullable=False),
    sa.Column("attempted_at", sa.Float, nullable=False),
    sa.Column("status_code", sa.Integer),
    sa.Column("error", sa.Text),
    sa.Column("duration_ms", sa.Float, nullable=False),
    sa.Index("ix_webhook_attempts_delivery", "delivery_id", "id"),
)

"""Signed webhooks (play-by-post, issue 19 part 1, section 4): endpoints, the outbox of deliveries, attempts.

webhook_endpoints: what an app registered (url, the events it wants, its secret and, for a switch period after a
rotation, the previous one). webhook_deliveries: the transactional outbox, one row per (message, endpoint), written
in the transaction of the change that caused it; status pending -> delivered | failed | cancelled, with its due
time and last result. webhook_attempts: each POST, its status code or error, for the delivery log.
"""
import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

_ROW_ID = sa.BigInteger().with_variant(sa.Integer, "sqlite")


def upgrade() -> None:
    op.create_table(
        "webhook_endpoints",
        sa.Column("id", sa.String(40), primary_key=True),
        sa.Column("app_id", sa.String(32), nullable=False),
        sa.Column("url", sa.Text, nullable=False),
        sa.Column("events", sa.String(200), nullable=False),
        sa.Column("dedup_key", sa.String(64), nullable=False),
        sa.Column("secret", sa.String(120), nullable=False),
        sa.Column("previous_secret", sa.String(120), nullable=True),
        sa.Column("previous_until", sa.Float, nullable=True),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.UniqueConstraint("app_id", "dedup_key", name="uq_webhook_endpoints_dedup"),
    )
    op.create_index("ix_webhook_endpoints_app", "webhook_endpoints", ["app_id", "created_at"])
    op.create_table(
        "webhook_deliveries",
        sa.Column("id", _ROW_ID, primary_key=True, autoincrement=True),
        sa.Column("message_id", sa.String(64), nullable=False),
        sa.Column("endpoint_id", sa.String(40), nullable=False),
        sa.Column("app_id", sa.String(32), nullable=False),
        sa.Column("event", sa.String(24), nullable=False),
        sa.Column("game_id", sa.String(32), nullable=False),
        sa.Column("seat", sa.Integer, nullable=True),
        sa.Column("player_id", sa.String(128), nullable=True),
        sa.Column("seq", sa.Integer, nullable=True),
        sa.Column("status", sa.String(12), nullable=False),
        sa.Column("attempts", sa.Integer, nullable=False, server_default="0"),
        sa.Column("next_attempt_at", sa.Float, nullable=True),
        sa.Column("last_status_code", sa.Integer, nullable=True),
        sa.Column("last_error", sa.Text, nullable=True),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("updated_at", sa.Float, nullable=False),
        sa.Column("delivered_at", sa.Float, nullable=True),
        sa.UniqueConstraint("message_id", "endpoint_id", name="uq_webhook_deliveries_message"),
    )
    op.create_index("ix_webhook_deliveries_due", "webhook_deliveries", ["status", "next_attempt_at"])
    op.create_index("ix_webhook_deliveries_endpoint", "webhook_deliveries", ["endpoint_id", "id"])
    op.create_table(
        "webhook_attempts",
        sa.Column("id", _ROW_ID, primary_key=True, autoincrement=True),
        sa.Column("delivery_id", sa.BigInteger, nullable=False),
        sa.Column("attempted_at", sa.Float, nullable=False),
        sa.Column("status_code", sa.Integer, nullable=True),
        sa.Column("error", sa.Text, nullable=True),
        sa.Column("duration_ms", sa.Float, nullable=False),
    )
    op.create_index("ix_webhook_attempts_delivery", "webhook_attempts", ["delivery_id", "id"])


def downgrade() -> None:
    op.drop_index("ix_webhook_attempts_delivery", table_name="webhook_attempts")
    op.drop_table("webhook_attempts")
    op.drop_index("ix_webhook_deliveries_endpoint", table_name="webhook_deliveries")
    op.drop_index("ix_webhook_deliveries_due", table_name="webhook_deliveries")
    op.drop_table("webhook_deliveries")
    op.drop_index("ix_webhook_endpoints_app", table_name="webhook_endpoints")
    op.drop_table("webhook_endpoints")

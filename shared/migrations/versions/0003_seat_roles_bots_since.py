"""Seats keep their role and named bot; games keep, per active seat, since when its decision stands.

seats.role / seats.bot: what `Game.prepare` filled in (NULL on rows created before, which played without
roles and with the random bot). games.seat_since: JSON {seat: [since_version, decision_key]} for the active
seats, read by the per-seat staleness guard; NULL on rows created before, which keep the strict rule until
their next transition writes it.
"""
import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("seats", sa.Column("role", sa.String(40), nullable=True))
    op.add_column("seats", sa.Column("bot", sa.String(40), nullable=True))
    op.add_column("games", sa.Column("seat_since", sa.Text, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("seat_since")
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("bot")
        batch.drop_column("role")

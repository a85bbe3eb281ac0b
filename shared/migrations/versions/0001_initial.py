"""Initial schema: games, seats, moves (the action log), events."""
import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

_ID = sa.BigInteger().with_variant(sa.Integer, "sqlite")


def upgrade() -> None:
    op.create_table(
        "games",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("game", sa.String(40), nullable=False),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("options", sa.Text, nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("last_seq", sa.Integer, nullable=False),
        sa.Column("state", sa.Text, nullable=False),
        sa.Column("active_seats", sa.Text, nullable=False),
        sa.Column("result", sa.Text),
        sa.Column("automa_delay", sa.Float, nullable=False, server_default="0"),
        sa.Column("automa_due_at", sa.Float),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("updated_at", sa.Float, nullable=False),
    )
    op.create_index("ix_games_status_created", "games", ["status", "created_at"])
    op.create_index("ix_games_automa_due_at", "games", ["automa_due_at"])
    op.create_table(
        "seats",
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("token_hash", sa.String(64), nullable=False),
        sa.UniqueConstraint("game_id", "token_hash", name="uq_seats_token"),
    )
    op.create_table(
        "moves",
        sa.Column("id", _ID, primary_key=True, autoincrement=True),
        sa.Column("move_id", sa.String(32), nullable=False, unique=True),
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("action", sa.Text, nullable=False),
        sa.Column("expected_version", sa.Integer),
        sa.Column("idempotency_key", sa.String(200)),
        sa.Column("request_hash", sa.String(64)),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("version", sa.Integer),
        sa.Column("error", sa.Text),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("updated_at", sa.Float, nullable=False),
        sa.UniqueConstraint("game_id", "seat", "idempotency_key", name="uq_moves_idempotency"),
    )
    op.create_index("ix_moves_game_status", "moves", ["game_id", "status", "id"])
    op.create_index("ix_moves_game_version", "moves", ["game_id", "version"])
    op.create_index("ix_moves_pending_created", "moves", ["status", "created_at"])
    op.create_table(
        "events",
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("seq", sa.Integer, primary_key=True),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("body", sa.Text, nullable=False),
    )


def downgrade() -> None:
    for table in ("events", "moves", "seats", "games"):
        op.drop_table(table)

"""Dead letters and fair seeds.

moves.attempts / games.attempts: failed attempts at a human move (or at the game's own step: a machine turn, or
its snapshot), counted durably so the bound holds across worker restarts and the sweeper. games.stalled_reason /
games.stalled_at: why and since when a game is `stalled` (games.status), until an operator retries it.

games.fixed_seed: the creator chose the seed. Rows created before this migration are marked true: nothing
recorded who chose their seed, so no seat may assume it was secret. games.seed_salt / games.seed_commitment: the
random salt drawn at creation and sha256("{seed}:{salt}"), published at creation and revealed at the end (NULL
on rows created before: their deal cannot be verified).
"""
import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("moves", sa.Column("attempts", sa.Integer, nullable=False, server_default="0"))
    op.add_column("games", sa.Column("attempts", sa.Integer, nullable=False, server_default="0"))
    op.add_column("games", sa.Column("stalled_reason", sa.Text, nullable=True))
    op.add_column("games", sa.Column("stalled_at", sa.Float, nullable=True))
    op.add_column("games", sa.Column("fixed_seed", sa.Boolean, nullable=False, server_default=sa.false()))
    op.add_column("games", sa.Column("seed_salt", sa.String(64), nullable=True))
    op.add_column("games", sa.Column("seed_commitment", sa.String(64), nullable=True))
    op.execute(sa.text("UPDATE games SET fixed_seed = :yes").bindparams(sa.bindparam("yes", True, sa.Boolean)))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        for column in ("seed_commitment", "seed_salt", "fixed_seed", "stalled_at", "stalled_reason", "attempts"):
            batch.drop_column(column)
    with op.batch_alter_table("moves") as batch:
        batch.drop_column("attempts")

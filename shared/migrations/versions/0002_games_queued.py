"""games.queued: the number of pending human moves, so a move can be admitted in one statement."""
import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("games", sa.Column("queued", sa.Integer, nullable=False, server_default="0"))
    op.execute("UPDATE games SET queued = (SELECT count(*) FROM moves WHERE moves.game_id = games.id "
               "AND moves.status = 'pending')")


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("queued")

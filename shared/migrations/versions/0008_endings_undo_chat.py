"""Endings, undo and chat (play-by-post, issue 20 part 2).

games.seats_out: {seat: reason} of the seats out of play (resigned, timed out); the rules go on playing them with
`default_action` while the game lasts (README "Resign, abort, rematch"). games.abort_votes: the seats that voted to
abort. games.play_options: the service's own options of the game (`spectator_chat`, `abort_moves`), which the
rules never see. games.rematch_id / games.rematch_of: the rematch of a finished game and the game it replays.
snapshots: the game's state at each version since its last undo barrier (shared/service/undo.py), pruned at each
barrier. chat: each chat message, with the seq of its `chat` event. Rows created before: nobody out, no vote, no
play options (spectators read no chat), no rematch, no snapshot, no message.
"""
import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("games", sa.Column("seats_out", sa.Text, nullable=True))
    op.add_column("games", sa.Column("abort_votes", sa.Text, nullable=True))
    op.add_column("games", sa.Column("play_options", sa.Text, nullable=True))
    op.add_column("games", sa.Column("rematch_id", sa.String(32), nullable=True))
    op.add_column("games", sa.Column("rematch_of", sa.String(32), nullable=True))
    op.create_table(
        "snapshots",
        sa.Column("game_id", sa.String(32), primary_key=True),  # no foreign key: `TRUNCATE games` stays possible
        sa.Column("version", sa.Integer, primary_key=True),
        sa.Column("state", sa.Text, nullable=False),
    )
    op.create_table(
        "chat",
        sa.Column("game_id", sa.String(32), primary_key=True),
        sa.Column("seq", sa.Integer, primary_key=True),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("spectators", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("created_at", sa.Float, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("chat")
    op.drop_table("snapshots")
    with op.batch_alter_table("games") as batch:
        for column in ("rematch_of", "rematch_id", "play_options", "abort_votes", "seats_out"):
            batch.drop_column(column)

"""Clocks and deadlines (play-by-post, issue 20 part 1).

games.clock: the game's clock (shared/service/clocks.py ClockSpec as JSON; NULL: no clock), read with the game's
head so a game without a clock costs nothing more per move. seat_clocks: one row per seat of a game with a clock:
the running turn's start, deadline and reminder time, the bank, the vacation left and until when it runs, who plays
the seat meanwhile (`takeover`: a bot's name, or "default" for a forfeited seat) and how many turns timed out.
due_at is when the deadline scan next has something to do for the seat (its reminder, else its deadline; NULL:
nothing), and ix_seat_clocks_due answers the scan.
"""
import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("games", sa.Column("clock", sa.Text, nullable=True))
    op.create_table(
        "seat_clocks",
        sa.Column("game_id", sa.String(32), primary_key=True),  # no foreign key: `TRUNCATE games` stays possible
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("started_at", sa.Float, nullable=True),
        sa.Column("deadline", sa.Float, nullable=True),
        sa.Column("remind_at", sa.Float, nullable=True),
        sa.Column("due_at", sa.Float, nullable=True),
        sa.Column("bank", sa.Float, nullable=False, server_default="0"),
        sa.Column("vacation_left", sa.Float, nullable=False, server_default="0"),
        sa.Column("vacation_until", sa.Float, nullable=True),
        sa.Column("takeover", sa.String(40), nullable=True),
        sa.Column("timeouts", sa.Integer, nullable=False, server_default="0"),
    )
    op.create_index("ix_seat_clocks_due", "seat_clocks", ["due_at"])


def downgrade() -> None:
    op.drop_index("ix_seat_clocks_due", table_name="seat_clocks")
    op.drop_table("seat_clocks")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("clock")

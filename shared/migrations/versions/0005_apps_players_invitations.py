"""Apps, players and invitations (play-by-post, issue 19 part 1).

apps: the frontends that authenticate with an API key (`Authorization: Bearer app_...`); only the key's sha256 is
stored, with when it was created, last rotated and revoked. games.app_id: the app that created the game (NULL:
created without an app, the simple-client flow); games.public: listed to everyone (games are private by default).
seats.app_id / seats.player_id: the app's player a seat is bound to. seats.invite_hash: sha256 of the invitation
code of a seat created open; seats.joined_at: when that seat was filled (NULL while it waits), so a used code is
told from an unknown one and a join is one conditional UPDATE. Rows created before: no app, not public, no binding.
"""
import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "apps",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("key_hash", sa.String(64), nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("rotated_at", sa.Float, nullable=True),
        sa.Column("revoked_at", sa.Float, nullable=True),
    )
    op.create_index("ix_apps_key_hash", "apps", ["key_hash"], unique=True)
    op.add_column("games", sa.Column("app_id", sa.String(32), nullable=True))
    op.add_column("games", sa.Column("public", sa.Boolean, nullable=False, server_default=sa.false()))
    op.create_index("ix_games_app_created", "games", ["app_id", "created_at"])
    op.create_index("ix_games_public_created", "games", ["public", "created_at"])
    op.add_column("seats", sa.Column("app_id", sa.String(32), nullable=True))
    op.add_column("seats", sa.Column("player_id", sa.String(128), nullable=True))
    op.add_column("seats", sa.Column("invite_hash", sa.String(64), nullable=True))
    op.add_column("seats", sa.Column("joined_at", sa.Float, nullable=True))
    op.create_index("ix_seats_player", "seats", ["app_id", "player_id"])
    op.create_index("uq_seats_invite", "seats", ["game_id", "invite_hash"], unique=True)


def downgrade() -> None:
    op.drop_index("uq_seats_invite", table_name="seats")
    op.drop_index("ix_seats_player", table_name="seats")
    with op.batch_alter_table("seats") as batch:
        for column in ("joined_at", "invite_hash", "player_id", "app_id"):
            batch.drop_column(column)
    op.drop_index("ix_games_public_created", table_name="games")
    op.drop_index("ix_games_app_created", table_name="games")
    with op.batch_alter_table("games") as batch:
        for column in ("public", "app_id"):
            batch.drop_column(column)
    op.drop_index("ix_apps_key_hash", table_name="apps")
    op.drop_table("apps")

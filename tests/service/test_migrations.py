"""The Alembic migrations: 0002 counts the moves already pending when it runs."""
import sqlalchemy as sa
from alembic import command
from alembic.config import Config

from shared.migrations import HERE


def _alembic(url: str) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", HERE)
    cfg.attributes["url"] = url
    return cfg


def test_migration_0002_counts_each_games_pending_moves_into_queued(tmp_path):
    url = f"sqlite:///{tmp_path}/old.db"
    command.upgrade(_alembic(url), "0001")
    engine = sa.create_engine(url)
    game = {"game": "falling", "seed": 1, "options": "{}", "status": "active", "version": 3, "last_seq": 5,
            "state": "{}", "active_seats": "[0]", "created_at": 1.0, "updated_at": 1.0}
    move = {"seat": 0, "kind": "human", "action": "{}", "created_at": 1.0, "updated_at": 1.0}
    with engine.begin() as conn:
        for gid in ("a", "b"):
            conn.execute(sa.text("INSERT INTO games (id, game, seed, options, status, version, last_seq, state, "
                                 "active_seats, created_at, updated_at) VALUES (:id, :game, :seed, :options, "
                                 ":status, :version, :last_seq, :state, :active_seats, :created_at, :updated_at)"),
                         dict(game, id=gid))
        for i, (gid, status) in enumerate([("a", "pending"), ("a", "pending"), ("a", "applied"), ("b", "rejected")]):
            conn.execute(sa.text("INSERT INTO moves (move_id, game_id, seat, kind, action, status, created_at, "
                                 "updated_at) VALUES (:move_id, :game_id, :seat, :kind, :action, :status, "
                                 ":created_at, :updated_at)"), dict(move, move_id=f"m{i}", game_id=gid, status=status))
    command.upgrade(_alembic(url), "head")
    with engine.connect() as conn:
        queued = dict(conn.execute(sa.text("SELECT id, queued FROM games ORDER BY id")).all())
    assert queued == {"a": 2, "b": 0}
    engine.dispose()

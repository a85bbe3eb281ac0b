"""Tables (SQLAlchemy Core) and engine factory. JSON is stored as text written by orjson."""
from __future__ import annotations

import sqlalchemy as sa

metadata = sa.MetaData()
# Connections per process; with two API processes and a worker this stays under PostgreSQL's default 100.
READ_POOL = 24
WRITE_POOL = 8

games = sa.Table(
    "games", metadata,
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
    # Pending human moves (migration 0002): zero means the snapshot is current, so a move can be admitted
    # by one conditional statement (SqlStore.admit_fast) instead of a locked transaction.
    sa.Column("queued", sa.Integer, nullable=False, server_default="0"),
    # Per active seat, [since_version, decision_key] (migration 0003): a move naming an older version is
    # stale only if its seat's own decision changed since (GameService, per-seat staleness guard).
    sa.Column("seat_since", sa.Text),
    sa.Index("ix_games_status_created", "status", "created_at"),
    sa.Index("ix_games_automa_due_at", "automa_due_at"),
)

seats = sa.Table(
    "seats", metadata,
    sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("name", sa.String(80), nullable=False),
    sa.Column("kind", sa.String(16), nullable=False),
    sa.Column("token_hash", sa.String(64), nullable=False),
    sa.Column("role", sa.String(40)),  # the colour or side (migration 0003)
    sa.Column("bot", sa.String(40)),  # the named bot of a bot seat
    sa.UniqueConstraint("game_id", "token_hash", name="uq_seats_token"),
)

moves = sa.Table(
    "moves", metadata,
    sa.Column("id", sa.BigInteger().with_variant(sa.Integer, "sqlite"), primary_key=True, autoincrement=True),
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
    sa.Index("ix_moves_game_status", "game_id", "status", "id"),
    sa.Index("ix_moves_game_version", "game_id", "version"),
    sa.Index("ix_moves_pending_created", "status", "created_at"),
)

events = sa.Table(
    "events", metadata,
    sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
    sa.Column("seq", sa.Integer, primary_key=True),
    sa.Column("version", sa.Integer, nullable=False),
    sa.Column("body", sa.Text, nullable=False),
)


def make_engine(url: str, readonly: bool = False) -> sa.Engine:
    """An Engine for `url`; SQLite gets WAL, a busy timeout and BEGIN IMMEDIATE so writers serialize.

    `readonly` engines run each statement on its own (autocommit, or deferred transactions on SQLite): a read
    is one round trip, with no BEGIN or ROLLBACK around it.
    """
    if url.startswith("postgresql://"):
        url = "postgresql+psycopg://" + url[len("postgresql://"):]
    if readonly and url.startswith("sqlite"):
        return sa.create_engine(url, connect_args={"timeout": 30, "check_same_thread": False})
    if readonly:
        return sa.create_engine(url, pool_size=READ_POOL, max_overflow=0, pool_timeout=30, pool_use_lifo=True,
                                pool_recycle=1800, isolation_level="AUTOCOMMIT")
    if not url.startswith("sqlite"):
        # Fixed pools with no overflow: threads wait for a connection instead of opening and closing extra ones
        # (each new PostgreSQL backend costs milliseconds of CPU). No pre-ping: a round trip on every checkout.
        return sa.create_engine(url, pool_size=WRITE_POOL, max_overflow=0, pool_timeout=30, pool_use_lifo=True,
                                pool_recycle=1800)
    engine = sa.create_engine(url, connect_args={"timeout": 30, "check_same_thread": False})
    _configure_sqlite(engine)
    return engine


def _configure_sqlite(engine: sa.Engine) -> None:
    @sa.event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn, _record):
        dbapi_conn.isolation_level = None  # SQLAlchemy's pysqlite recipe: we emit BEGIN ourselves
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute("PRAGMA synchronous=NORMAL")
        cur.execute("PRAGMA foreign_keys=ON")
        cur.close()

    @sa.event.listens_for(engine, "begin")
    def _on_begin(conn):
        conn.exec_driver_sql("BEGIN IMMEDIATE")

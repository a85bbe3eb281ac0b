"""Tables (SQLAlchemy Core) and engine factory. JSON is stored as text written by orjson."""
from __future__ import annotations

import select
import time

import sqlalchemy as sa

metadata = sa.MetaData()
# Connections per pool (a process has two: reads and writes), unless the caller passes its settings'
# DB_POOL_SIZE / DB_MAX_OVERFLOW; README "Connections" adds them up per deployment.
POOL_SIZE = 6  # shared.config.Settings.db_pool_size's default
MAX_OVERFLOW = 0
# A pooled PostgreSQL connection idle longer than this is pinged before it is handed out (one round trip).
PING_AFTER_IDLE_SECONDS = 5.0

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
    # Dead letters (migration 0004): failed attempts at the game's own step, and why and since when it is
    # `stalled` (status) until an operator retries it.
    sa.Column("attempts", sa.Integer, nullable=False, server_default="0"),
    sa.Column("stalled_reason", sa.Text),
    sa.Column("stalled_at", sa.Float),
    # Fair seeds (migration 0004): the creator chose the seed; the salt and sha256("{seed}:{salt}") published at
    # creation, the seed and salt revealed when the game ends.
    sa.Column("fixed_seed", sa.Boolean, nullable=False, server_default=sa.false()),
    sa.Column("seed_salt", sa.String(64)),
    sa.Column("seed_commitment", sa.String(64)),
    # Play-by-post (migration 0005): the app that created the game (NULL: created without an app) and whether
    # everyone may list it (games are private by default).
    sa.Column("app_id", sa.String(32)),
    sa.Column("public", sa.Boolean, nullable=False, server_default=sa.false()),
    # Endings, undo and chat (migration 0008; shared/service/endings.py, chat.py): {seat: reason} of the seats out
    # of play, the seats that voted to abort, the service's own options (spectator_chat, abort_moves), the rematch.
    sa.Column("seats_out", sa.Text),
    sa.Column("abort_votes", sa.Text),
    sa.Column("play_options", sa.Text),
    sa.Column("rematch_id", sa.String(32)),
    sa.Column("rematch_of", sa.String(32)),
    sa.Index("ix_games_status_created", "status", "created_at"),
    sa.Index("ix_games_app_created", "app_id", "created_at"),
    sa.Index("ix_games_public_created", "public", "created_at"),
    sa.Index("ix_games_automa_due_at", "automa_due_at"),
    # Clocks (migration 0007): the game's clock as JSON (shared/service/clocks.py ClockSpec); NULL: no clock.
    sa.Column("clock", sa.Text),
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
    # Play-by-post (migration 0005): the app's player the seat is bound to; for a seat created open, the
    # sha256 of its invitation code and when it was filled (NULL while it waits: a join is one conditional UPDATE).
    sa.Column("app_id", sa.String(32)),
    sa.Column("player_id", sa.String(128)),
    sa.Column("invite_hash", sa.String(64)),
    sa.Column("joined_at", sa.Float),
    sa.UniqueConstraint("game_id", "token_hash", name="uq_seats_token"),
    sa.Index("ix_seats_player", "app_id", "player_id"),
    sa.Index("uq_seats_invite", "game_id", "invite_hash", unique=True),
)

apps = sa.Table(
    "apps", metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("name", sa.String(80), nullable=False),
    sa.Column("key_hash", sa.String(64), nullable=False),  # sha256 of the API key; the key itself is never stored
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("rotated_at", sa.Float),
    sa.Column("revoked_at", sa.Float),
    sa.Index("ix_apps_key_hash", "key_hash", unique=True),
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
    # Failed attempts at applying this move (migration 0004); at the bound it is rejected with internal_error.
    sa.Column("attempts", sa.Integer, nullable=False, server_default="0"),
    sa.UniqueConstraint("game_id", "seat", "idempotency_key", name="uq_moves_idempotency"),
    sa.Index("ix_moves_game_status", "game_id", "status", "id"),
    sa.Index("ix_moves_game_version", "game_id", "version"),
    sa.Index("ix_moves_pending_created", "status", "created_at"),
)

# Clocks (migration 0007): each seat's turn deadline, reminder, bank and vacation (shared/service/deadlines.py);
# due_at is when the deadline scan next has something to do for the seat (ix_seat_clocks_due).
seat_clocks = sa.Table(
    "seat_clocks", metadata,
    sa.Column("game_id", sa.String(32), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("started_at", sa.Float),
    sa.Column("deadline", sa.Float),
    sa.Column("remind_at", sa.Float),
    sa.Column("due_at", sa.Float),
    sa.Column("bank", sa.Float, nullable=False, server_default="0"),
    sa.Column("vacation_left", sa.Float, nullable=False, server_default="0"),
    sa.Column("vacation_until", sa.Float),
    sa.Column("takeover", sa.String(40)),  # who plays the seat meanwhile: a bot's name, or "default" (forfeited)
    sa.Column("timeouts", sa.Integer, nullable=False, server_default="0"),
    sa.Index("ix_seat_clocks_due", "due_at"),
)

events = sa.Table(
    "events", metadata,
    sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
    sa.Column("seq", sa.Integer, primary_key=True),
    sa.Column("version", sa.Integer, nullable=False),
    sa.Column("body", sa.Text, nullable=False),
)


def make_engine(url: str, readonly: bool = False, pool_size: int | None = None, max_overflow: int | None = None,
                prepare_threshold: int | None | str = "default") -> sa.Engine:
    """An Engine for `url`; SQLite gets WAL, a busy timeout and BEGIN IMMEDIATE so writers serialize.

    `readonly` engines run each statement on its own (autocommit, or deferred transactions on SQLite): a read
    is one round trip, with no BEGIN or ROLLBACK around it. PostgreSQL pools keep `pool_size` connections (and
    open up to `max_overflow` more under a burst); a connection is checked before it is handed out (see
    `_check_on_checkout`). `prepare_threshold` is psycopg's (None: no server-side prepared statements, for
    pgbouncer's transaction pooling); "default" leaves psycopg's.
    """
    if url.startswith("postgresql://"):
        url = "postgresql+psycopg://" + url[len("postgresql://"):]
    if readonly and url.startswith("sqlite"):
        return sa.create_engine(url, connect_args={"timeout": 30, "check_same_thread": False})
    if not url.startswith("sqlite"):
        # Fixed pools with no overflow by default: threads wait for a connection instead of opening and closing
        # extra ones (each new PostgreSQL backend costs milliseconds of CPU). No pool_pre_ping (a round trip on
        # every checkout): `_check_on_checkout` looks at the socket instead, and pings only after an idle spell.
        options = dict(pool_size=POOL_SIZE if pool_size is None else pool_size,
                       max_overflow=MAX_OVERFLOW if max_overflow is None else max_overflow,
                       pool_timeout=30, pool_use_lifo=True, pool_recycle=1800)
        if prepare_threshold != "default":
            options["connect_args"] = {"prepare_threshold": prepare_threshold}
        if readonly:
            options["isolation_level"] = "AUTOCOMMIT"
        engine = sa.create_engine(url, **options)
        _check_on_checkout(engine)
        return engine
    engine = sa.create_engine(url, connect_args={"timeout": 30, "check_same_thread": False})
    _configure_sqlite(engine)
    return engine


def _check_on_checkout(engine: sa.Engine, ping_after: float | None = None) -> None:
    """Hand out only live connections, so the first requests after a database restart (or a killed backend)
    don't fail with 503: a connection whose server closed it is discarded, and the pool opens a new one.

    Every checkout polls the socket (no round trip): an idle connection has nothing to read unless the server
    ended it (the FATAL message of a terminated backend, then EOF). A connection idle for longer than
    `ping_after` seconds (PING_AFTER_IDLE_SECONDS) is also pinged, for a server that went away silently.
    """
    ping_after = PING_AFTER_IDLE_SECONDS if ping_after is None else ping_after

    @sa.event.listens_for(engine, "checkin")
    def _on_checkin(dbapi_conn, record):
        if dbapi_conn is not None:
            record.info["idle_since"] = time.monotonic()

    @sa.event.listens_for(engine, "checkout")
    def _on_checkout(dbapi_conn, record, _proxy):
        since = record.info.pop("idle_since", None)
        if since is None:
            return  # a connection opened just now
        if _server_closed(dbapi_conn) or (time.monotonic() - since > ping_after and not _ping(dbapi_conn)):
            # The pool invalidates the connection and checks out another one (a fresh one if need be).
            raise sa.exc.DisconnectionError("the server closed this pooled connection")


def _server_closed(dbapi_conn) -> bool:
    """Whether an idle psycopg connection has something to read (or is closed): the server ended it."""
    try:
        if dbapi_conn.closed:
            return True
        fd = dbapi_conn.fileno()
    except Exception:
        return True
    if hasattr(select, "poll"):
        poller = select.poll()
        poller.register(fd, select.POLLIN | select.POLLPRI | select.POLLERR | select.POLLHUP)
        return bool(poller.poll(0))
    return bool(select.select([fd], [], [fd], 0)[0])


def _ping(dbapi_conn) -> bool:
    """One `SELECT 1` outside any transaction; False when the connection is dead."""
    try:
        if dbapi_conn.autocommit:
            dbapi_conn.execute("SELECT 1")
            return True
        dbapi_conn.autocommit = True  # client-side only: the ping must not leave a transaction open
        try:
            dbapi_conn.execute("SELECT 1")
        finally:
            dbapi_conn.autocommit = False
        return True
    except Exception:
        return False


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

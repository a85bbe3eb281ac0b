"""The SQL store: one small method per statement, run inside a transaction opened by the caller.

The hot statements (everything a move touches) are written once, as SQL text in `SQL`, and run two ways:
- `Tx` runs them through SQLAlchemy (SQLite, the embedded default);
- `PgTx` runs them on pooled psycopg connections (SQLAlchemy's pool, not its Connection objects), and holds
  writes back: they travel with the next read or with COMMIT in one pipelined round trip. A move on
  PostgreSQL is four round trips (admission, the worker's two, the SSE read) where it was thirteen (issue 5),
  plus the seat token's check (`token_seat`), made on every request since tokens can be replaced.
Everything else (creating games, listings, the sweeper, replay) is SQLAlchemy Core on both, compiled for the
driver on PostgreSQL.
"""
from __future__ import annotations

import re
from contextlib import contextmanager

import sqlalchemy as sa

from shared.adapters.db import events, games, make_engine, moves, seats
from shared.service.errors import Unavailable
from shared.service.ports import DuplicateRecord

# seat_since travels with every head: the gatekeeper and the worker judge staleness per seat from it; attempts
# (the game's own failed steps) and the fair-seed columns (served by reads, revealed at the end) as well; and the
# game's clock (NULL for most games: a game without one pays nothing more per move for clocks).
_HEAD = ("id, game, seed, status, version, last_seq, active_seats, result, automa_delay, automa_due_at, "
         "options, queued, seat_since, attempts, fixed_seed, seed_salt, seed_commitment, clock, "
         "seats_out")  # the seats out of play (migration 0008): refused at admission, played by default_action
_UPDATABLE = frozenset({"state", "version", "last_seq", "active_seats", "status", "result", "automa_due_at",
                        "updated_at", "seat_since", "attempts", "stalled_reason", "stalled_at", "seats_out"})
_MOVE_COLUMNS = ("move_id", "game_id", "seat", "kind", "action", "expected_version", "idempotency_key",
                 "request_hash", "status", "version", "created_at", "updated_at")
_INSERT_MOVE = (f"INSERT INTO moves ({', '.join(_MOVE_COLUMNS)}) "
                f"VALUES ({', '.join(':' + c for c in _MOVE_COLUMNS)})")

_UNQUEUE = "queued = CASE WHEN queued > 0 THEN queued - 1 ELSE 0 END"


def _typed(column: str) -> str:
    """A parameter with its column's type: INSERT ... SELECT gives PostgreSQL no other way to know it."""
    kind = {sa.Integer: "integer", sa.BigInteger: "bigint", sa.Float: "double precision"}.get(
        type(moves.c[column].type), "text")
    return f"CAST(:{column} AS {kind})"


SQL = {
    "head": f"SELECT {_HEAD} FROM games WHERE id = :id",
    "head_state": f"SELECT {_HEAD}, state FROM games WHERE id = :id",
    # The snapshot travels only when the caller's cached copy is not of the stored version.
    "head_state_unless": f"SELECT {_HEAD}, CASE WHEN version = :have THEN NULL ELSE state END AS state "
                         "FROM games WHERE id = :id",
    "state": "SELECT state FROM games WHERE id = :id",
    # Whether the game exists and which of its seats holds the token, in one round trip (uq_seats_token): a
    # token is checked here on every request, so a replaced token stops working at once on every process.
    "token_seat": "SELECT g.id, s.seat FROM games g LEFT JOIN seats s ON s.game_id = g.id "
                  "AND s.token_hash = :token_hash WHERE g.id = :id",
    # Whether the game exists and the token hash its seat holds now (a stream ticket is checked against it).
    "seat_token_hash": "SELECT g.id, s.token_hash FROM games g LEFT JOIN seats s ON s.game_id = g.id "
                       "AND s.seat = :seat WHERE g.id = :id",
    # A seat's token replaced only if it is still the one the caller showed: of two rotations racing with the
    # same token, one wins and the other finds nothing to replace.
    "replace_token": "UPDATE seats SET token_hash = :new_hash WHERE game_id = :id AND seat = :seat "
                     "AND token_hash = :old_hash RETURNING seat",
    "move": "SELECT * FROM moves WHERE move_id = :move_id AND game_id = :id",
    "move_by_key": "SELECT * FROM moves WHERE game_id = :id AND seat = :seat AND idempotency_key = :key",
    "next_pending": "SELECT * FROM moves WHERE game_id = :id AND status = 'pending' ORDER BY id LIMIT 2",
    "pending_versions": "SELECT seat, expected_version FROM moves WHERE game_id = :id AND status = 'pending'",
    "events_after": "SELECT seq, version, body FROM events WHERE game_id = :id AND seq > :after "
                    "ORDER BY seq LIMIT :lim",
    "insert_move": _INSERT_MOVE,
    "queue_move": "UPDATE games SET queued = queued + 1 WHERE id = :id",
    "finish_move": "UPDATE moves SET status = :status, version = :version, error = :error, updated_at = :now "
                   "WHERE id = :row_id",
    "unqueue_move": f"UPDATE games SET {_UNQUEUE} WHERE id = :id",
    # Dead letters: a failed attempt at a pending move is counted on it (updated_at keeps the sweeper off it
    # for a pending timeout); an operator's retry of a stalled game starts its pending moves' counts afresh.
    "move_attempt": "UPDATE moves SET attempts = :attempts, updated_at = :now WHERE id = :row_id",
    "reset_attempts": "UPDATE moves SET attempts = 0 WHERE game_id = :id AND status = 'pending'",
    "insert_event": "INSERT INTO events (game_id, seq, version, body) VALUES (:game_id, :seq, :version, :body)",
    # Undo (shared/service/undo.py): the state a version had, kept while no barrier came since; all dropped at one.
    "keep_snapshot": "INSERT INTO snapshots (game_id, version, state) VALUES (:id, :version, :state)",
    "prune_snapshots": "DELETE FROM snapshots WHERE game_id = :id",
    # PostgreSQL only: the whole gatekeeper in one autocommit statement when the snapshot is current. The
    # UPDATE takes the row lock and re-checks version and queued against the newest row, so two racing
    # admissions cannot both pass; the loser falls back to the locked path and gets its 409 there.
    "admit": "WITH g AS (UPDATE games SET queued = queued + 1 WHERE id = :game_id AND version = :at_version "
             "AND status = 'active' AND queued = 0 RETURNING id) "
             f"INSERT INTO moves ({', '.join(_MOVE_COLUMNS)}) "
             f"SELECT {', '.join(_typed(c) for c in _MOVE_COLUMNS)} FROM g RETURNING id",
}
_LOCK = " FOR UPDATE"


class SqlStore:
    """PostgreSQL or SQLite through SQLAlchemy. `write()` serializes writers per game (row lock)."""

    def __init__(self, url: str, pool_size: int | None = None, max_overflow: int | None = None,
                 prepare_threshold: int | None | str = "default"):
        """`pool_size` and `max_overflow` apply to each of the two pools (DB_POOL_SIZE, DB_MAX_OVERFLOW)."""
        self.url = url
        pools = dict(pool_size=pool_size, max_overflow=max_overflow, prepare_threshold=prepare_threshold)
        self.engine = make_engine(url, **pools)
        # Readers never wait on writers and never open a transaction: one statement, one round trip.
        self.read_engine = make_engine(url, readonly=True, **pools)
        self.is_postgres = self.engine.dialect.name == "postgresql"
        self._integrity = (sa.exc.IntegrityError, _driver_error(self.is_postgres, "IntegrityError"))
        # A lost or refused connection, no free connection in the pool within its timeout, or SQLite's busy
        # timeout: the transaction did not happen -> 503, retry.
        self._unreachable = (sa.exc.OperationalError, sa.exc.InterfaceError, sa.exc.TimeoutError,
                             _driver_error(self.is_postgres, "OperationalError"),
                             _driver_error(self.is_postgres, "InterfaceError"))
        self.statements = 0  # every statement sent, for the constant-cost tests

    def migrate(self) -> None:
        """Apply the Alembic migrations (under `seraph migrate`'s advisory lock on PostgreSQL)."""
        from shared.migrations import upgrade

        upgrade(self.url)

    def schema_problem(self) -> str | None:
        """None when the schema is at this code's head revision (or newer); else one line for the operator."""
        from shared.migrations import schema_problem

        with self.engine.connect() as conn:
            return schema_problem(conn)

    @contextmanager
    def write(self):
        try:
            if self.is_postgres:
                with self._pg(self.engine) as tx:
                    yield tx
                    tx.flush(commit=True)
            else:
                with self.engine.begin() as conn:
                    yield Tx(conn, self)
        except self._integrity as exc:
            raise DuplicateRecord(str(exc).splitlines()[0]) from None
        except self._unreachable as exc:
            raise _unavailable(exc) from exc

    @contextmanager
    def read(self):
        try:
            if self.is_postgres:
                with self._pg(self.read_engine) as tx:
                    yield tx
            else:
                with self.read_engine.connect() as conn:
                    yield Tx(conn, self)
        except self._unreachable as exc:
            raise _unavailable(exc) from exc

    @contextmanager
    def _pg(self, engine):
        """A PgTx on a pooled psycopg connection, without SQLAlchemy's Connection and Transaction objects (their
        bookkeeping was a fifth of the API's database CPU); rolled back unless the caller committed."""
        fairy = engine.raw_connection()
        raw = fairy.driver_connection
        try:
            yield PgTx(raw, self)
        except BaseException:
            try:
                raw.rollback()
            except Exception:  # a broken connection: drop it from the pool, keep the original error
                fairy.invalidate()
            raise
        finally:
            fairy.close()  # back to the pool, which rolls back anything left open

    def admit_fast(self, row: dict, at_version: int) -> bool | None:
        """Insert a pending move in one statement if the game is active, at `at_version` and has no pending
        move; None when this database has no such statement (SQLite uses the locked path)."""
        if not self.is_postgres:
            return None
        try:
            with self._pg(self.read_engine) as tx:
                return bool(tx.rows("admit", dict(row, at_version=at_version)))
        except self._integrity as exc:
            raise DuplicateRecord(str(exc).splitlines()[0]) from None
        except self._unreachable as exc:
            raise _unavailable(exc) from exc

    def ready(self) -> bool:
        try:
            with self.read() as tx:
                tx.core(sa.select(sa.literal(1)))
            return True
        except Exception:
            return False

    def close(self) -> None:
        self.engine.dispose()
        self.read_engine.dispose()


def _driver_error(is_postgres: bool, name: str):
    """psycopg's exception class of that DB-API name (SQLite goes through SQLAlchemy, which wraps its own)."""
    if is_postgres:
        import psycopg

        return getattr(psycopg, name)
    return getattr(sa.exc, name)


def _unavailable(exc: Exception) -> Unavailable:
    """The 503 a client sees: no driver text (it can name hosts), just that the database did not answer."""
    return Unavailable("the database did not answer; retry (a move is safe to retry with its Idempotency-Key)",
                       cause=type(exc).__name__)


class Tx:
    """Statements within one connection/transaction, run through SQLAlchemy."""

    def __init__(self, conn, store: SqlStore):
        self.conn, self.store = conn, store

    # -- executors (PgTx replaces the first three) ------------------------------------------------
    def rows(self, name: str, params: dict, lock: bool = False) -> list:
        self.store.statements += 1
        sql = SQL[name] + (_LOCK if lock and self.store.is_postgres else "")
        return list(self.conn.execute(sa.text(sql), params).mappings())

    def write(self, name: str, params) -> None:
        """One statement, or one per row when `params` is a list."""
        self.store.statements += 1
        self.conn.execute(sa.text(SQL[name]), params)

    def batch(self, reads: list[tuple]) -> list[list]:
        """Several reads (name, params, lock) in order; PgTx sends them in one round trip."""
        return [self.rows(*read) for read in reads]

    def flush(self, commit: bool = False) -> None:
        """Send writes held back (none here: Tx writes at once); the caller's context commits."""

    def core(self, stmt) -> list[dict]:
        """A SQLAlchemy Core statement (the cold paths); its rows as dicts."""
        self.store.statements += 1
        result = self.conn.execute(stmt)
        return [dict(r) for r in result.mappings()] if result.returns_rows else []

    # -- games ------------------------------------------------------------------------------
    def insert_game(self, row: dict) -> None:
        self.core(games.insert().values(**row))

    def game_head(self, game_id: str, lock: bool = False, with_state: bool = False, unless_version=None):
        """The game row, with its snapshot if asked (and not already held at `unless_version`); `lock` takes
        the per-game write lock."""
        if with_state and unless_version is not None:
            found = self.rows("head_state_unless", {"id": game_id, "have": unless_version}, lock)
        else:
            found = self.rows("head_state" if with_state else "head", {"id": game_id}, lock)
        return found[0] if found else None

    def admission(self, game_id: str, seat: int, key: str | None, have_version: int | None) -> tuple:
        """Under the game's lock: (head with the snapshot unless held at `have_version`, the move already
        recorded under `key`, the (seat, expected_version) of each pending move); one round trip on PostgreSQL."""
        reads = [("head_state_unless", {"id": game_id, "have": have_version}, True),
                 ("pending_versions", {"id": game_id}, False)]
        if key is not None:
            reads.append(("move_by_key", {"id": game_id, "seat": seat, "key": key}, False))
        found = self.batch(reads)
        head = found[0][0] if found[0] else None
        previous = found[2][0] if key is not None and found[2] else None
        return head, previous, [(r["seat"], r["expected_version"]) for r in found[1]]

    def lock_and_next_pending(self, game_id: str) -> tuple:
        """Under the game's lock: (head, the oldest pending move or None, whether another one waits)."""
        head, pending = self.batch([("head", {"id": game_id}, True), ("next_pending", {"id": game_id}, False)])
        return (head[0] if head else None), (pending[0] if pending else None), len(pending) > 1

    def game_state(self, game_id: str) -> str:
        return self.rows("state", {"id": game_id})[0]["state"]

    def update_game(self, game_id: str, unqueue: bool = False, **values) -> None:
        """Set columns of the game row; `unqueue` also takes one finished move off games.queued."""
        unknown = set(values) - _UPDATABLE
        if unknown:
            raise ValueError(f"not updatable: {sorted(unknown)}")
        sets = ", ".join([f"{k} = :{k}" for k in values] + ([_UNQUEUE] if unqueue else []))
        SQL.setdefault(f"update_game:{sets}", f"UPDATE games SET {sets} WHERE id = :id")
        self.write(f"update_game:{sets}", dict(values, id=game_id))

    def list_games(self, status, game, limit, offset, app_id=None):
        """A page of the games visible to `app_id`: the public ones and its own (None: the public ones only)."""
        q = sa.select(games.c.id, games.c.game, games.c.status, games.c.version, games.c.created_at,
                      games.c.fixed_seed, games.c.seed_commitment)
        visible = games.c.public.is_(True)
        q = q.where(sa.or_(visible, games.c.app_id == app_id) if app_id is not None else visible)
        if status:
            q = q.where(games.c.status == status)
        if game:
            q = q.where(games.c.game == game)
        q = q.order_by(games.c.created_at.desc(), games.c.id).limit(limit).offset(offset)
        return self.core(q)

    def game_visibility(self, game_id: str) -> tuple[str | None, bool] | None:
        """(the app that created the game or None, whether it is public); None when there is no such game."""
        rows = self.core(sa.select(games.c.app_id, games.c.public).where(games.c.id == game_id))
        return (rows[0]["app_id"], bool(rows[0]["public"])) if rows else None

    def due_games(self, now: float, pending_before: float) -> list[str]:
        """Games with an automa step due, or a move pending since before `pending_before` (and not attempted
        since: a failed attempt waits out its backoff); never a stalled game, which waits for an operator."""
        due = sa.select(games.c.id).where(games.c.automa_due_at <= now, games.c.status == "active")
        stale = sa.select(moves.c.game_id).join(games, games.c.id == moves.c.game_id).where(
            moves.c.status == "pending", moves.c.created_at < pending_before, moves.c.updated_at < pending_before,
            games.c.status != "stalled")
        return sorted({r["id"] for r in self.core(due)} | {r["game_id"] for r in self.core(stale)})

    def oldest_pending_at(self) -> float | None:
        """When the oldest pending move was admitted (None: none pending); ix_moves_pending_created answers it."""
        rows = self.core(sa.select(sa.func.min(moves.c.created_at).label("oldest")).where(moves.c.status == "pending"))
        return rows[0]["oldest"] if rows else None

    def stalled_games(self) -> list[dict]:
        """The stalled games, longest stalled first, with their number of pending moves."""
        pending = (sa.select(sa.func.count()).where(moves.c.game_id == games.c.id, moves.c.status == "pending")
                   .scalar_subquery())
        q = sa.select(games.c.id, games.c.game, games.c.version, games.c.attempts, games.c.stalled_at,
                      games.c.stalled_reason, pending.label("pending_moves")).where(games.c.status == "stalled")
        return self.core(q.order_by(games.c.stalled_at, games.c.id))

    # -- seats ------------------------------------------------------------------------------
    def insert_seats(self, rows: list[dict]) -> None:
        self.core(seats.insert().values(rows))

    def seats(self, game_ids) -> list:
        q = sa.select(seats.c.game_id, seats.c.seat, seats.c.name, seats.c.kind, seats.c.role, seats.c.bot).where(
            seats.c.game_id.in_(game_ids))
        return self.core(q.order_by(seats.c.game_id, seats.c.seat))

    def token_seat(self, game_id: str, token_hash: str) -> tuple[bool, int | None]:
        """(whether the game exists, the seat whose token hash this is or None)."""
        found = self.rows("token_seat", {"id": game_id, "token_hash": token_hash})
        return (True, found[0]["seat"]) if found else (False, None)

    def seat_token_hash(self, game_id: str, seat: int) -> tuple[bool, str | None]:
        """(whether the game exists, the token hash the seat holds now or None when there is no such seat)."""
        found = self.rows("seat_token_hash", {"id": game_id, "seat": seat})
        return (True, found[0]["token_hash"]) if found else (False, None)

    def replace_token(self, game_id: str, seat: int, old_hash: str, new_hash: str) -> bool:
        """Give the seat a new token hash if it still holds `old_hash`; whether it did."""
        return bool(self.rows("replace_token", {"id": game_id, "seat": seat, "old_hash": old_hash,
                                                "new_hash": new_hash}))

    # -- moves ------------------------------------------------------------------------------
    def insert_move(self, row: dict) -> None:
        """Log a move; a pending one also counts in games.queued until it is finished."""
        self.write("insert_move", {c: row.get(c) for c in _MOVE_COLUMNS})
        if row["status"] == "pending":
            self.write("queue_move", {"id": row["game_id"]})

    def move(self, game_id: str, move_id: str):
        found = self.rows("move", {"id": game_id, "move_id": move_id})
        return found[0] if found else None

    def move_by_key(self, game_id: str, seat: int, key: str):
        found = self.rows("move_by_key", {"id": game_id, "seat": seat, "key": key})
        return found[0] if found else None

    def next_pending(self, game_id: str) -> tuple:
        """The oldest pending move of the game (or None), and whether another one waits behind it."""
        found = self.rows("next_pending", {"id": game_id})
        return (found[0] if found else None), len(found) > 1

    def pending_versions(self, game_id: str) -> list:
        """(seat, expected_version) of every pending move of the game (None where a move gave none)."""
        return [(r["seat"], r["expected_version"]) for r in self.rows("pending_versions", {"id": game_id})]

    def finish_move(self, game_id: str, row_id: int, status: str, version: int | None, error: str | None,
                    now: float, unqueue: bool = True) -> None:
        """Mark a pending move applied or rejected, and take it off games.queued (unless the caller's own
        update of the game row does that: `update_game(unqueue=True)`)."""
        self.write("finish_move", {"row_id": row_id, "status": status, "version": version, "error": error,
                                   "now": now})
        if unqueue:
            self.write("unqueue_move", {"id": game_id})

    def count_move_attempt(self, row_id: int, attempts: int, now: float) -> None:
        """Record that the pending move failed its `attempts`-th attempt."""
        self.write("move_attempt", {"row_id": row_id, "attempts": attempts, "now": now})

    def reset_move_attempts(self, game_id: str) -> None:
        """Every pending move of the game starts with no failed attempt (an operator's retry)."""
        self.write("reset_attempts", {"id": game_id})

    def applied_moves(self, game_id: str) -> list:
        q = sa.select(moves.c.seat, moves.c.action, moves.c.version).where(
            moves.c.game_id == game_id, moves.c.status == "applied")
        return self.core(q.order_by(moves.c.version))

    # -- events -----------------------------------------------------------------------------
    def insert_events(self, rows: list[dict]) -> None:
        if rows:
            self.write("insert_event", rows)

    def events_after(self, game_id: str, after: int, limit: int) -> list:
        return self.rows("events_after", {"id": game_id, "after": after, "lim": limit})

    def events_and_head(self, game_id: str, after: int, limit: int, have_version: int | None) -> tuple:
        """The events after `after` and the game's head, with its snapshot unless held at `have_version`; one
        round trip on PostgreSQL (two statements, so the head may already be newer than the last event)."""
        events, head = self.batch([("events_after", {"id": game_id, "after": after, "lim": limit}, False),
                                   ("head_state_unless", {"id": game_id, "have": have_version}, False)])
        return events, (head[0] if head else None)


_PARAM = re.compile(r"(?<![:\w]):(\w+)")
_PG_SQL: dict[str, str] = {}


def _pg(name: str, lock: bool) -> str:
    """The psycopg form of a statement in SQL (`:name` -> `%(name)s`), converted once."""
    key = name + ("!" if lock else "")
    sql = _PG_SQL.get(key)
    if sql is None:
        sql = _PARAM.sub(r"%(\1)s", SQL[name].replace("%", "%%")) + (_LOCK if lock else "")
        _PG_SQL[key] = sql
    return sql


class PgTx(Tx):
    """The same statements on the raw psycopg connection: writes wait for the next read or the commit and
    go with it in one pipeline; a write transaction's first statement carries its BEGIN the same way."""

    def __init__(self, raw, store: SqlStore):
        super().__init__(None, store)
        self.raw = raw
        self._held: list[tuple] = []

    def rows(self, name: str, params: dict, lock: bool = False) -> list:
        from psycopg.rows import dict_row

        self.store.statements += 1
        cur = self.raw.cursor(row_factory=dict_row)
        if self._held or (not self.raw.autocommit and self.raw.info.transaction_status == 0):
            with self.raw.pipeline():
                self._send_held()
                cur.execute(_pg(name, lock), params)
        else:
            cur.execute(_pg(name, lock), params)
        return cur.fetchall()

    def batch(self, reads: list[tuple]) -> list[list]:
        from psycopg.rows import dict_row

        self.store.statements += len(reads)
        cursors = []
        with self.raw.pipeline():
            self._send_held()
            for name, params, lock in reads:
                cur = self.raw.cursor(row_factory=dict_row)
                cur.execute(_pg(name, lock), params)
                cursors.append(cur)
        return [cur.fetchall() for cur in cursors]

    def write(self, name: str, params) -> None:
        self.store.statements += 1
        self._held.append((_pg(name, False), params))

    def flush(self, commit: bool = False) -> None:
        if not self._held and not commit:
            return
        with self.raw.pipeline():
            self._send_held()
            if commit:
                self.raw.commit()  # SQLAlchemy's own COMMIT afterwards finds the session idle and sends nothing

    def core(self, stmt) -> list[dict]:
        from psycopg.rows import dict_row

        self.flush()
        self.store.statements += 1
        compiled = stmt.compile(dialect=self.store.engine.dialect, compile_kwargs={"render_postcompile": True})
        cur = self.raw.cursor(row_factory=dict_row)
        cur.execute(str(compiled), compiled.params)
        return cur.fetchall() if cur.description is not None else []

    def _send_held(self) -> None:
        cur = self.raw.cursor()
        for sql, params in self._held:
            if isinstance(params, list):
                cur.executemany(sql, params)
            else:
                cur.execute(sql, params)
        self._held.clear()

"""The SQL store: one small method per statement, run inside a transaction opened by the caller.

The hot statements (everything a move touches) are written once, as SQL text in `SQL` (store_sql.py), and run
two ways:
- `Tx` (store_tx.py) runs them through SQLAlchemy (SQLite, the embedded default);
- `PgTx` (store_pg.py) runs them on pooled psycopg connections (SQLAlchemy's pool, not its Connection objects),
  and holds writes back: they travel with the next read or with COMMIT in one pipelined round trip. A move on
  PostgreSQL is four round trips (admission, the worker's two, the SSE read) where it was thirteen (issue 5),
  plus the seat token's check (`token_seat`), made on every request since tokens can be replaced.
Everything else (creating games, listings, the sweeper, replay) is SQLAlchemy Core on both, compiled for the
driver on PostgreSQL.
"""
from __future__ import annotations

from contextlib import contextmanager

import sqlalchemy as sa

from shared.adapters.db import make_engine
from shared.adapters.store_pg import PgTx
from shared.adapters.store_sql import SQL
from shared.adapters.store_tx import Tx
from shared.service.errors import Unavailable
from shared.service.ports import DuplicateRecord

__all__ = ["SQL", "PgTx", "SqlStore", "Tx"]


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


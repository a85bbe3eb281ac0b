"""The SQL store: one small method per statement, run inside a transaction opened by the caller."""
from __future__ import annotations

from contextlib import contextmanager

import sqlalchemy as sa

from shared.adapters.db import events, games, make_engine, moves, seats

_GAME_HEAD = [games.c.id, games.c.game, games.c.seed, games.c.status, games.c.version, games.c.last_seq,
              games.c.active_seats, games.c.result, games.c.automa_delay, games.c.automa_due_at, games.c.options]


class SqlStore:
    """PostgreSQL or SQLite through SQLAlchemy Core. `write()` serializes writers per game (row lock)."""

    def __init__(self, url: str):
        self.url = url
        self.engine = make_engine(url)
        # Readers never wait on writers and never open a transaction: one statement, one round trip.
        self.read_engine = make_engine(url, readonly=True)

    def migrate(self) -> None:
        """Apply the Alembic migrations."""
        from shared.migrations import upgrade

        upgrade(self.url)

    @contextmanager
    def write(self):
        with self.engine.begin() as conn:
            yield Tx(conn)

    @contextmanager
    def read(self):
        with self.read_engine.connect() as conn:
            yield Tx(conn)

    def ready(self) -> bool:
        try:
            with self.read() as tx:
                tx.conn.execute(sa.text("SELECT 1"))
            return True
        except Exception:
            return False

    def close(self) -> None:
        self.engine.dispose()
        self.read_engine.dispose()


class Tx:
    """Statements within one connection/transaction."""

    def __init__(self, conn):
        self.conn = conn

    # -- games ------------------------------------------------------------------------------
    def insert_game(self, row: dict) -> None:
        self.conn.execute(games.insert().values(**row))

    def game_head(self, game_id: str, lock: bool = False, with_state: bool = False):
        """The game row, with its snapshot only if asked; `lock` takes the per-game write lock."""
        q = sa.select(*_GAME_HEAD, *([games.c.state] if with_state else [])).where(games.c.id == game_id)
        return self.conn.execute(q.with_for_update() if lock else q).mappings().first()

    def game_state(self, game_id: str) -> str:
        return self.conn.execute(sa.select(games.c.state).where(games.c.id == game_id)).scalar_one()

    def update_game(self, game_id: str, **values) -> None:
        self.conn.execute(games.update().where(games.c.id == game_id).values(**values))

    def list_games(self, status, game, limit, offset):
        q = sa.select(games.c.id, games.c.game, games.c.status, games.c.version, games.c.created_at)
        if status:
            q = q.where(games.c.status == status)
        if game:
            q = q.where(games.c.game == game)
        q = q.order_by(games.c.created_at.desc(), games.c.id).limit(limit).offset(offset)
        return list(self.conn.execute(q).mappings())

    def due_games(self, now: float, pending_before: float) -> list[str]:
        """Games with an automa step due, or a move pending since before `pending_before`."""
        due = sa.select(games.c.id).where(games.c.automa_due_at <= now, games.c.status == "active")
        stale = sa.select(moves.c.game_id).where(moves.c.status == "pending", moves.c.created_at < pending_before)
        return sorted({r[0] for r in self.conn.execute(due)} | {r[0] for r in self.conn.execute(stale)})

    # -- seats ------------------------------------------------------------------------------
    def insert_seats(self, rows: list[dict]) -> None:
        self.conn.execute(seats.insert(), rows)

    def seats(self, game_ids) -> list:
        q = sa.select(seats.c.game_id, seats.c.seat, seats.c.name, seats.c.kind).where(seats.c.game_id.in_(game_ids))
        return list(self.conn.execute(q.order_by(seats.c.game_id, seats.c.seat)).mappings())

    def seat_by_token(self, game_id: str, token_hash: str):
        q = sa.select(seats.c.seat).where(seats.c.game_id == game_id, seats.c.token_hash == token_hash)
        return self.conn.execute(q).scalar()

    # -- moves ------------------------------------------------------------------------------
    def insert_move(self, row: dict) -> None:
        self.conn.execute(moves.insert().values(**row))

    def move(self, game_id: str, move_id: str):
        q = sa.select(moves).where(moves.c.move_id == move_id, moves.c.game_id == game_id)
        return self.conn.execute(q).mappings().first()

    def move_by_key(self, game_id: str, seat: int, key: str):
        q = sa.select(moves).where(moves.c.game_id == game_id, moves.c.seat == seat, moves.c.idempotency_key == key)
        return self.conn.execute(q).mappings().first()

    def next_pending(self, game_id: str) -> tuple:
        """The oldest pending move of the game (or None), and whether another one waits behind it."""
        q = sa.select(moves).where(moves.c.game_id == game_id, moves.c.status == "pending")
        rows = list(self.conn.execute(q.order_by(moves.c.id).limit(2)).mappings())
        return (rows[0] if rows else None), len(rows) > 1

    def pending_versions(self, game_id: str) -> list:
        """The expected_version of every pending move of the game (None where a move gave none)."""
        q = sa.select(moves.c.expected_version).where(moves.c.game_id == game_id, moves.c.status == "pending")
        return [r[0] for r in self.conn.execute(q)]

    def finish_move(self, row_id: int, status: str, version: int | None, error: str | None, now: float) -> None:
        q = moves.update().where(moves.c.id == row_id)
        self.conn.execute(q.values(status=status, version=version, error=error, updated_at=now))

    def applied_moves(self, game_id: str) -> list:
        q = sa.select(moves.c.seat, moves.c.action, moves.c.version).where(
            moves.c.game_id == game_id, moves.c.status == "applied")
        return list(self.conn.execute(q.order_by(moves.c.version)).mappings())

    # -- events -----------------------------------------------------------------------------
    def insert_events(self, rows: list[dict]) -> None:
        if rows:
            self.conn.execute(events.insert(), rows)

    def events_after(self, game_id: str, after: int, limit: int) -> list:
        q = sa.select(events.c.seq, events.c.version, events.c.body).where(
            events.c.game_id == game_id, events.c.seq > after)
        return list(self.conn.execute(q.order_by(events.c.seq).limit(limit)).mappings())

"""Tx: the store's statements within one connection and transaction, run through SQLAlchemy."""
from __future__ import annotations

from typing import Protocol

import sqlalchemy as sa

from shared.adapters.db import games, moves, seats
from shared.adapters.store_sql import LOCK, MOVE_COLUMNS, SQL, UNQUEUE, UPDATABLE


class TxHost(Protocol):
    """What a transaction needs of the store that opened it (SqlStore), named here so that the store imports its
    transactions and never the other way round."""

    engine: sa.Engine
    is_postgres: bool
    statements: int  # every statement sent, counted for the constant-cost tests


class Tx:
    """Statements within one connection/transaction, run through SQLAlchemy."""

    def __init__(self, conn, store: TxHost):
        self.conn, self.store = conn, store

    # -- executors (PgTx replaces the first three) ------------------------------------------------
    def rows(self, name: str, params: dict, lock: bool = False) -> list:
        self.store.statements += 1
        sql = SQL[name] + (LOCK if lock and self.store.is_postgres else "")
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
        unknown = set(values) - UPDATABLE
        if unknown:
            raise ValueError(f"not updatable: {sorted(unknown)}")
        sets = ", ".join([f"{k} = :{k}" for k in values] + ([UNQUEUE] if unqueue else []))
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

    def token_seat(self, game_id: str, token_hash: str) -> tuple[bool, int | None, bool]:
        """(whether the game exists, the seat whose token hash this is or None, whether that seat is bound to a
        revoked app)."""
        found = self.rows("token_seat", {"id": game_id, "token_hash": token_hash})
        return (True, found[0]["seat"], found[0]["revoked_at"] is not None) if found else (False, None, False)

    def seat_token_hash(self, game_id: str, seat: int) -> tuple[bool, str | None, bool]:
        """(whether the game exists, the token hash the seat holds now or None when there is no such seat,
        whether the seat is bound to a revoked app)."""
        found = self.rows("seat_token_hash", {"id": game_id, "seat": seat})
        return (True, found[0]["token_hash"], found[0]["revoked_at"] is not None) if found else (False, None, False)

    def replace_token(self, game_id: str, seat: int, old_hash: str, new_hash: str) -> bool:
        """Give the seat a new token hash if it still holds `old_hash`; whether it did."""
        return bool(self.rows("replace_token", {"id": game_id, "seat": seat, "old_hash": old_hash,
                                                "new_hash": new_hash}))

    # -- moves ------------------------------------------------------------------------------
    def insert_move(self, row: dict) -> None:
        """Log a move; a pending one also counts in games.queued until it is finished."""
        self.write("insert_move", {c: row.get(c) for c in MOVE_COLUMNS})
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

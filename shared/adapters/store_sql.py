"""The hot statements as SQL text, written once and run by both Tx (SQLAlchemy) and PgTx (psycopg)."""
from __future__ import annotations

import sqlalchemy as sa

from shared.adapters.db import moves

# seat_since travels with every head: the gatekeeper and the worker judge staleness per seat from it; attempts
# (the game's own failed steps) and the fair-seed columns (served by reads, revealed at the end) as well; and the
# game's clock (NULL for most games: a game without one pays nothing more per move for clocks).
HEAD = ("id, game, seed, status, version, last_seq, active_seats, result, automa_delay, automa_due_at, "
        "options, queued, seat_since, attempts, fixed_seed, seed_salt, seed_commitment, clock, "
        "seats_out")  # the seats out of play (migration 0008): refused at admission, played by default_action
UPDATABLE = frozenset({"state", "version", "last_seq", "active_seats", "status", "result", "automa_due_at",
                       "updated_at", "seat_since", "attempts", "stalled_reason", "stalled_at", "seats_out"})
MOVE_COLUMNS = ("move_id", "game_id", "seat", "kind", "action", "expected_version", "idempotency_key",
                "request_hash", "status", "version", "created_at", "updated_at")
_INSERT_MOVE = (f"INSERT INTO moves ({', '.join(MOVE_COLUMNS)}) "
                f"VALUES ({', '.join(':' + c for c in MOVE_COLUMNS)})")

UNQUEUE = "queued = CASE WHEN queued > 0 THEN queued - 1 ELSE 0 END"


def _typed(column: str) -> str:
    """A parameter with its column's type: INSERT ... SELECT gives PostgreSQL no other way to know it."""
    kind = {sa.Integer: "integer", sa.BigInteger: "bigint", sa.Float: "double precision"}.get(
        type(moves.c[column].type), "text")
    return f"CAST(:{column} AS {kind})"


SQL = {
    "head": f"SELECT {HEAD} FROM games WHERE id = :id",
    "head_state": f"SELECT {HEAD}, state FROM games WHERE id = :id",
    # The snapshot travels only when the caller's cached copy is not of the stored version.
    "head_state_unless": f"SELECT {HEAD}, CASE WHEN version = :have THEN NULL ELSE state END AS state "
                         "FROM games WHERE id = :id",
    "state": "SELECT state FROM games WHERE id = :id",
    # Whether the game exists and which of its seats holds the token, in one round trip (uq_seats_token): a
    # token is checked here on every request, so a replaced token stops working at once on every process. The
    # seat's app (by primary key) says in the same read whether that app was revoked (issue 27 §1).
    "token_seat": "SELECT g.id, s.seat, a.revoked_at FROM games g LEFT JOIN seats s ON s.game_id = g.id "
                  "AND s.token_hash = :token_hash LEFT JOIN apps a ON a.id = s.app_id WHERE g.id = :id",
    # Whether the game exists, the token hash its seat holds now (a stream ticket is checked against it) and
    # whether the seat's app was revoked.
    "seat_token_hash": "SELECT g.id, s.token_hash, a.revoked_at FROM games g LEFT JOIN seats s "
                       "ON s.game_id = g.id AND s.seat = :seat LEFT JOIN apps a ON a.id = s.app_id WHERE g.id = :id",
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
    "unqueue_move": f"UPDATE games SET {UNQUEUE} WHERE id = :id",
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
             f"INSERT INTO moves ({', '.join(MOVE_COLUMNS)}) "
             f"SELECT {', '.join(_typed(c) for c in MOVE_COLUMNS)} FROM g RETURNING id",
}
LOCK = " FOR UPDATE"  # the per-game write lock, on PostgreSQL (a SQLite write transaction locks the file)

"""The webhook outbox (issue 19 §4): rows written in the transaction of the change that caused them.

`record_player_joined` / `record_game_started` are called in the join transaction (shared/service/invitations.py;
`record_game_started` also where an app creates a game with every seat bound: GameCommands._store_game),
`Outbox.record_step` in a move's or machine turn's (GameCommands._commit) and an ending's (endings.py). Each is one INSERT ... SELECT that fans
the event out to the app's endpoints subscribed to it (webhook_endpoints.events), so nothing is read on the move's
path and a rolled-back transaction leaves no row. On PostgreSQL the statement is held back and travels with the
move's COMMIT (shared/adapters/store_pg.py PgTx): no extra round trip.

Who is told: `your_turn` and `game_finished` go to the app of each bound seat (seats.app_id) concerned, naming
that seat and its player; `game_started` to each bound seat's app; `player_joined` to the game's creator app and
every app with a bound seat, naming the joined seat (and its player only to the player's own app). A payload never
holds hidden information (RULES: nothing of the game's state): see `payload`.
"""
from __future__ import annotations

import time
import uuid
from datetime import datetime, timezone

import orjson

from shared.adapters.store_sql import SQL

#: reminder and timed_out: sent by part 2's deadline scan (issue 20 §3, shared/service/timeouts.py)
EVENTS = ("your_turn", "game_started", "game_finished", "player_joined", "reminder", "timed_out")
#: names reserved for a later part, refused at registration until they are sent (none now: docs/WEBHOOKS.md)
RESERVED_EVENTS: tuple = ()
MAX_CACHED = 20000

_COLUMNS = ("message_id, endpoint_id, app_id, event, game_id, seat, player_id, seq, status, attempts, "
            "next_attempt_at, created_at, updated_at")
_NOW = "CAST(:now AS double precision)"
# One row per (bound seat in :seats, subscribed endpoint of its app); :seats is ",0,2," or "*" for every seat.
SQL["webhook_seat_event"] = (
    f"INSERT INTO webhook_deliveries ({_COLUMNS}) "
    "SELECT CAST(:msg AS text) || CAST(s.seat AS text), e.id, e.app_id, CAST(:event AS text), s.game_id, s.seat, "
    f"s.player_id, CAST(:seq AS integer), 'pending', 0, {_NOW}, {_NOW}, {_NOW} "
    "FROM seats s JOIN webhook_endpoints e ON e.app_id = s.app_id "
    "WHERE s.game_id = :game_id AND s.app_id IS NOT NULL AND e.events LIKE CAST(:pattern AS text) "
    "AND (CAST(:seats AS text) = '*' OR CAST(:seats AS text) LIKE '%,' || CAST(s.seat AS text) || ',%')")
# One row per subscribed endpoint of the creator app and of every app with a bound seat.
SQL["webhook_game_event"] = (
    f"INSERT INTO webhook_deliveries ({_COLUMNS}) "
    "SELECT CAST(:msg AS text), e.id, e.app_id, CAST(:event AS text), CAST(:game_id AS text), CAST(:seat AS integer), "
    "CASE WHEN e.app_id = CAST(:app_id AS text) THEN CAST(:player_id AS text) ELSE NULL END, g.last_seq, "
    f"'pending', 0, {_NOW}, {_NOW}, {_NOW} "
    "FROM webhook_endpoints e JOIN games g ON g.id = CAST(:game_id AS text) "
    "WHERE e.events LIKE CAST(:pattern AS text) AND (e.app_id = g.app_id OR e.app_id = CAST(:app_id AS text) "
    "OR e.app_id IN (SELECT s.app_id FROM seats s WHERE s.game_id = CAST(:game_id AS text) "
    "AND s.app_id IS NOT NULL))")
SQL["webhook_bound_seats"] = "SELECT seat FROM seats WHERE game_id = :id AND app_id IS NOT NULL"


def new_message_id() -> str:
    """A webhook id (`webhook-id`): the same on every retry, so the receiver deduplicates by it."""
    return "msg_" + uuid.uuid4().hex


def _pattern(event: str) -> str:
    return f"%,{event},%"


def _seat_event(tx, game_id: str, event: str, seats: str, seq: int, now: float) -> None:
    """Fan `event` out for the bound seats in `seats` (",0,2," or "*"); message ids end with the seat number."""
    tx.write("webhook_seat_event", {"msg": new_message_id() + "_", "event": event, "game_id": game_id,
                                    "seq": seq, "now": now, "pattern": _pattern(event), "seats": seats})


def record_player_joined(conn, game_id: str, seat: int, app_id: str | None, player_id: str | None,
                         now: float | None = None) -> None:
    """In the join's transaction (`conn`: the store's transaction, `with store.write() as tx`): a player_joined
    for the game's creator app and every app with a bound seat, naming the seat that was filled."""
    conn.write("webhook_game_event", {"msg": new_message_id(), "event": "player_joined", "game_id": game_id,
                                      "seat": seat, "app_id": app_id, "player_id": player_id,
                                      "now": time.time() if now is None else now,
                                      "pattern": _pattern("player_joined")})


def record_game_started(conn, game_id: str, now: float | None = None) -> None:
    """In the transaction that makes a waiting game active: game_started for every bound seat, and your_turn for
    each bound seat that is active in the stored game row (games.active_seats, written before this call)."""
    now = time.time() if now is None else now
    head = conn.game_head(game_id)
    seq = head["last_seq"] if head else 0
    _seat_event(conn, game_id, "game_started", "*", seq, now)
    active = orjson.loads(head["active_seats"]) if head else []
    if active:
        _seat_event(conn, game_id, "your_turn", _seat_list(active), seq, now)


def _seat_list(seats) -> str:
    return "," + ",".join(str(int(s)) for s in seats) + ","


class Outbox:
    """The move path's side: which seats of a game are bound to an app (read once per game and process: bindings
    are made while a game waits, before any move), and the outbox rows of a committed step."""

    def __init__(self):
        self._bound: dict[str, frozenset] = {}

    def bound_seats(self, tx, game_id: str) -> frozenset:
        seats = self._bound.get(game_id)
        if seats is None:
            seats = frozenset(r["seat"] for r in tx.rows("webhook_bound_seats", {"id": game_id}))
            if len(self._bound) > MAX_CACHED:
                self._bound.clear()
            self._bound[game_id] = seats
        return seats

    def record_step(self, tx, game_id: str, seq: int, version: int, since: dict, finished: bool,
                    now: float, mover: int | None = None) -> bool:
        """your_turn for each bound seat whose decision dates from this step (games.seat_since) and for the seat
        that moved if it still has a decision (it acts again), or game_finished for every bound seat when the game
        ended; whether anything may have been written (a wake-up is due). A seat whose decision stands while
        another seat moved (simultaneous choices) was told already and is not told again."""
        bound = self.bound_seats(tx, game_id)
        if not bound:
            return False
        if finished:
            _seat_event(tx, game_id, "game_finished", "*", seq, now)
            return True
        fresh = [int(seat) for seat, (since_version, _key) in since.items()
                 if (since_version == version or int(seat) == mover) and int(seat) in bound]
        if fresh:
            _seat_event(tx, game_id, "your_turn", _seat_list(sorted(fresh)), seq, now)
        return bool(fresh)


def rfc3339(epoch: float) -> str:
    return datetime.fromtimestamp(epoch, tz=timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def payload(row: dict) -> bytes:
    """The body of a delivery, rendered the same on every attempt from the outbox row: the event, when it
    happened, the game, the seat, the player (for the player's own app) and the game's sequence; nothing of the
    game's state: the receiver reads the rest with its own credentials."""
    data = {"game_id": row["game_id"], "seat": row["seat"], "player_id": row["player_id"], "seq": row["seq"]}
    return orjson.dumps({"type": row["event"], "timestamp": rfc3339(row["created_at"]), "data": data})

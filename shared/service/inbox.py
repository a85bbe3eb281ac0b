"""The inbox (issue 19 §3): an app's player's games, "is it my turn", with keyset pagination.

Order: (games.updated_at, games.id) ascending: the game that has waited longest comes first. The cursor is the
key of the last game a page looked at, so a page never shifts because of games before it. A game that changes
while a client pages (a move, a join) gets a newer updated_at and moves behind the cursor: it shows again on a
later page with its new state. The guarantee: every game the player holds that matches the filter for the whole
walk is listed at least once; one that changes during the walk may be listed twice (the later entry is newer) or,
if it stops matching, not again. It rests on updated_at (the writer's clock) not going back between writers.
"""
from __future__ import annotations

import base64
import binascii
from datetime import datetime, timezone

import orjson
import sqlalchemy as sa

from shared.adapters.db import games, seats
from shared.service.apps import check_player_id
from shared.service.errors import BadRequest, NotFound

TURNS = ("mine", "waiting", "finished")
OPEN_STATUSES = ("waiting", "active", "stalled")
DONE_STATUSES = ("finished", "cancelled", "aborted")  # aborted: shared/service/endings.py
MAX_LIMIT = 100
MAX_SCANNED = 1000  # rows a page may look at (a `mine` filter skips games), then it ends early with a cursor


def rfc3339(epoch: float) -> str:
    """A database timestamp (epoch seconds) as RFC 3339 in UTC, to the microsecond."""
    stamp = datetime.fromtimestamp(epoch, timezone.utc).isoformat(timespec="microseconds")
    return stamp.replace("+00:00", "Z")


def encode_cursor(updated_at: float, game_id: str) -> str:
    return base64.urlsafe_b64encode(orjson.dumps([updated_at, game_id])).decode().rstrip("=")


def decode_cursor(cursor: str | None) -> tuple[float, str] | None:
    """The (updated_at, id) a cursor names, None for none; BadRequest for anything this module did not write."""
    if cursor is None:
        return None
    try:
        key = orjson.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
    except (binascii.Error, ValueError, orjson.JSONDecodeError):
        key = None
    if (not isinstance(key, list) or len(key) != 2 or isinstance(key[0], bool)
            or not isinstance(key[0], (int, float)) or not isinstance(key[1], str)):
        raise BadRequest("cursor is not one this server gave (use `next` as returned)")
    return float(key[0]), key[1]


class Inbox:
    """Reads only: the player's seats (ix_seats_player) joined to their games, one keyset page at a time."""

    def __init__(self, store):
        self.store = store

    def games(self, app_id: str, player_id: str, turn: str | None = None, limit: int = 50,
              cursor: str | None = None) -> dict:
        """{"games": [...], "next": cursor or None}; NotFound when the app has no such player (no seat of any of
        its games was ever bound to it: another app's player is unknown here)."""
        check_player_id(player_id)
        if turn not in (None, *TURNS):
            raise BadRequest(f"turn must be one of {', '.join(TURNS)}")
        if not 1 <= limit <= MAX_LIMIT:
            raise BadRequest(f"limit must be from 1 to {MAX_LIMIT}")
        last = decode_cursor(cursor)
        with self.store.read() as tx:
            if last is None and not self._known(tx, app_id, player_id):
                raise NotFound(f"no player {player_id} of this app")
            out, last, done = self._walk(tx, app_id, player_id, turn, limit, last)
        return {"games": out, "next": None if done else encode_cursor(*last)}

    def _walk(self, tx, app_id, player_id, turn, limit, last) -> tuple[list, tuple, bool]:
        """Entries up to `limit`, the key of the last row looked at, and whether no row is left after it."""
        out, scanned = [], 0
        while scanned < MAX_SCANNED:
            rows = tx.core(self._page(app_id, player_id, turn, last, limit))
            scanned += len(rows)
            for i, row in enumerate(rows):
                last = (row["updated_at"], row["id"])
                if _matches(_entry(row), turn):
                    out.append(_entry(row))
                    if len(out) == limit:
                        return out, last, i == len(rows) - 1 and len(rows) < limit
            if len(rows) < limit:
                return out, last, True
        return out, last, False

    @staticmethod
    def _known(tx, app_id: str, player_id: str) -> bool:
        return bool(tx.core(sa.select(seats.c.seat).where(seats.c.app_id == app_id, seats.c.player_id == player_id)
                            .limit(1)))

    @staticmethod
    def _page(app_id, player_id, turn, after, limit):
        """The next `limit` of the player's games after the key `after`, in (updated_at, id) order."""
        q = (sa.select(games.c.id, games.c.game, games.c.status, games.c.version, games.c.last_seq,
                       games.c.active_seats, games.c.updated_at, seats.c.seat)
             .select_from(seats.join(games, games.c.id == seats.c.game_id))
             .where(seats.c.app_id == app_id, seats.c.player_id == player_id))
        if turn is not None:
            q = q.where(games.c.status.in_(DONE_STATUSES if turn == "finished" else OPEN_STATUSES))
        if after is not None:
            q = q.where(sa.or_(games.c.updated_at > after[0],
                               sa.and_(games.c.updated_at == after[0], games.c.id > after[1])))
        return q.order_by(games.c.updated_at, games.c.id).limit(limit)


def _entry(row) -> dict:
    """One inbox entry: the game, the player's seat, who acts and whether it is this player."""
    active = orjson.loads(row["active_seats"]) if row["status"] == "active" else []
    return {"id": row["id"], "game": row["game"], "status": row["status"], "version": row["version"],
            "last_seq": row["last_seq"], "seat": row["seat"], "active_seats": active,
            "my_turn": row["seat"] in active, "updated_at": rfc3339(row["updated_at"])}


def _matches(entry: dict, turn: str | None) -> bool:
    if turn == "mine":
        return entry["my_turn"]
    if turn == "waiting":
        return not entry["my_turn"]
    return True

"""What a game read adds for play-by-post (issue 20 §4-5): the abort rule, and how far the reading seat can take back.

GET /v1/games/{id} and the event stream's `state` message carry both (GameQueries.read_game, seat_state):

- `abort`: `moves_per_seat` (the option `abort_moves`), `before_version` (votes are taken while the game's version
  is below it), `votes`, `needed` (the human seats in play) and `possible` (shared/service/endings.py vote_abort);
- `undo`: `{"to_version", "versions"}`, the versions the seat may go back to now, oldest first (shared/service/
  undo.py's rules), or null: none, a game not active, a seat out of play, a spectator.

Their facts are read in one transaction whatever the game's length: the game row by its key, the versions of the
kept snapshots (only those since the last undo barrier are kept) and the moves logged after the oldest of them.
They change only with the game's version, but for the abort votes, which the `abort_voted` events bring
(`Memo.note_events`), and every event bumps the game's last seq; so a read or a stream's `state` message reads
them once per version and process (`Memo`), again when the head shows a newer seq than the facts hold.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

import orjson
import sqlalchemy as sa

from shared.adapters.db import games, moves
from shared.adapters.play_tables import snapshots
from shared.service import endings, undo

MEMO_GAMES = 5000  # games whose facts one process keeps (a least-recently-used bound)


@dataclass
class Facts:
    """The game row's part (version, last seq, seats out, service options, abort votes) and the undo inputs: the
    kept snapshots' versions and (version, seat, kind, status) of the versions logged after the oldest of them."""

    version: int
    seq: int
    out: dict
    options: dict
    votes: list
    kept: list
    moved: list


def read_facts(tx, game_id: str) -> Facts | None:
    """The facts of the game now (None: no such game); snapshots and moves only for an active game."""
    rows = tx.core(sa.select(games.c.status, games.c.version, games.c.last_seq, games.c.seats_out,
                             games.c.play_options, games.c.abort_votes).where(games.c.id == game_id))
    if not rows:
        return None
    row = rows[0]
    kept = _kept_versions(tx, game_id) if row["status"] == "active" else []
    return Facts(version=row["version"], seq=row["last_seq"], out=endings.seats_out(row),
                 options=orjson.loads(row["play_options"] or "{}"), votes=orjson.loads(row["abort_votes"] or "[]"),
                 kept=kept, moved=_logged_after(tx, game_id, kept[0]) if kept else [])


def _kept_versions(tx, game_id: str) -> list[int]:
    q = sa.select(snapshots.c.version).where(snapshots.c.game_id == game_id).order_by(snapshots.c.version)
    return [r["version"] for r in tx.core(q)]


def _logged_after(tx, game_id: str, version: int) -> list[tuple]:
    q = sa.select(moves.c.version, moves.c.seat, moves.c.kind, moves.c.status).where(
        moves.c.game_id == game_id, moves.c.version > version, moves.c.status.in_(("applied", endings.SERVICE)))
    return [(r["version"], r["seat"], r["kind"], r["status"]) for r in tx.core(q)]


# -- the fields ------------------------------------------------------------------------------------
def abort_view(facts: Facts, specs, status: str, version: int) -> dict:
    """The abort rule as a read shows it; `status` and `version` are the body's (a stalled game takes no vote)."""
    limit = endings.abort_limit(facts.options, len(specs))
    return {"moves_per_seat": endings.abort_moves(facts.options), "before_version": limit,
            "votes": sorted(facts.votes), "needed": endings.abort_needed(specs, facts.out),
            "possible": status == "active" and version < limit}


def undo_view(facts: Facts, seat: int | None, status: str) -> dict | None:
    """How far `seat` can take back now: the oldest version it may go back to and every one it may; else None."""
    if seat is None or status != "active" or seat in facts.out or not facts.kept:
        return None
    versions = undo.targets(facts.kept, facts.moved, seat, facts.version)
    return {"to_version": versions[0], "versions": versions} if versions else None


def add_fields(body: dict, facts: Facts | None, specs, seat: int | None) -> dict:
    """The read `body` with `abort` and `undo` (both null when the game's facts are unknown)."""
    if facts is None:
        body["abort"], body["undo"] = None, None
        return body
    body["abort"] = abort_view(facts, specs, body["status"], body["version"])
    body["undo"] = undo_view(facts, seat, body["status"]) if facts.version == body["version"] else None
    return body


# -- the per-process memo ---------------------------------------------------------------------------
class Memo:
    """game id -> its Facts as last read, with the events read since merged in; and the newest seq each game's
    head was seen at. Facts are good for their version while no newer seq of the game was seen than they hold."""

    def __init__(self, size: int = MEMO_GAMES):
        self._facts: OrderedDict[str, Facts] = OrderedDict()
        self._seen: dict[str, int] = {}
        self._lock = threading.Lock()
        self._size = size

    def get(self, game_id: str, version: int) -> Facts | None:
        with self._lock:
            facts = self._facts.get(game_id)
            if facts is None or facts.version != version or facts.seq < self._seen.get(game_id, 0):
                return None
            self._facts.move_to_end(game_id)
            return facts

    def holds(self, game_id: str, version: int, seq: int) -> bool:
        """Whether the facts held are of `version` and at least as new as `seq`."""
        with self._lock:
            facts = self._facts.get(game_id)
            return facts is not None and facts.version == version and facts.seq >= seq

    def put(self, game_id: str, facts: Facts) -> None:
        """Keep `facts`; those held of the same version add their votes (votes are never withdrawn)."""
        with self._lock:
            held = self._facts.get(game_id)
            if held is not None and held.version == facts.version:
                facts.votes, facts.seq = sorted({*held.votes, *facts.votes}), max(held.seq, facts.seq)
            self._facts[game_id] = facts
            self._facts.move_to_end(game_id)
            while len(self._facts) > self._size:
                self._seen.pop(self._facts.popitem(last=False)[0], None)

    def saw(self, game_id: str, seq: int) -> None:
        """The game's head was read at `seq`: facts older than that are read again."""
        with self._lock:
            if game_id in self._facts and seq > self._seen.get(game_id, 0):
                self._seen[game_id] = seq

    def note_events(self, game_id: str, rows: list) -> None:
        """(seq, version, event) rows read from the log, in order: those that follow the facts' seq at their
        version bring it forward, a vote with its `votes`; after any other the facts are read again."""
        with self._lock:
            facts = self._facts.get(game_id)
            if facts is None or not rows:
                return
            for seq, version, ev in rows:
                if seq == facts.seq + 1 and version == facts.version:
                    facts.seq = seq
                    if ev.get("type") == endings.ABORT_VOTED:
                        facts.votes = sorted({*facts.votes, *ev.get("data", {}).get("votes", [])})
            self._seen[game_id] = max(self._seen.get(game_id, 0), rows[-1][0])

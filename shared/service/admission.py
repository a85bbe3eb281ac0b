"""Admission: the write side's submit_move, its one-statement fast path and the locked gatekeeper."""
from __future__ import annotations

import hashlib
import time
import uuid

import orjson

from shared.engine import get_game
from shared.engine.contract import strip_label
from shared.engine.errors import EngineError, NotYourTurn
from shared.service import endings, logcontext, metrics
from shared.service.common import _status, dumps, stored_key
from shared.service.errors import (BadRequest, GameCancelled, GameStalled, GameWaiting, IdempotencyConflict, NotFound,
                                   StaleVersion, Unavailable)
from shared.service.ports import DuplicateRecord


class Admission:
    """GameCommands' admission of a move; uses its store, queue, queries and clock."""

    # -- submitting -------------------------------------------------------------------------------
    def submit_move(self, game_id: str, seat: int, action: dict, expected_version: int | None = None,
                    idempotency_key: str | None = None) -> dict:
        """Record a move durably and wake a worker. Refuses at once what the latest snapshot already refuses.
        Every log line meanwhile carries the game id (and the move id once drawn); counted in `metrics`."""
        started = time.perf_counter()
        with logcontext.bound(game_id=game_id):
            try:
                out = self._submit(game_id, seat, action, expected_version, idempotency_key)
            except Unavailable:
                raise  # the database's trouble, not a refusal of the move
            except EngineError:
                metrics.inc("moves_rejected", game=self._game_label(game_id), stage="admission")
                raise
        if out.get("admitted"):
            del out["admitted"]
            game = self._game_label(game_id)
            metrics.inc("moves_admitted", game=game)
            metrics.observe("move_admission_seconds", time.perf_counter() - started, game=game)
        return out

    def _game_label(self, game_id: str) -> str:
        """The game's rules name for a metric label (bounded: never the game id), "unknown" if not known here."""
        return self.queries.rules_name(game_id) or "unknown"

    def _submit(self, game_id, seat, action, expected_version, idempotency_key) -> dict:
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise BadRequest("action must be an object with a string 'type'")
        request_hash = hashlib.sha256(orjson.dumps({"a": strip_label(action), "v": expected_version},
                                                   option=orjson.OPT_SORT_KEYS)).hexdigest()
        idempotency_key = stored_key(idempotency_key)
        now = self.clock()
        row = dict(move_id=uuid.uuid4().hex, game_id=game_id, seat=seat, kind="human",
                   action=dumps(strip_label(action)), expected_version=expected_version,
                   idempotency_key=idempotency_key, request_hash=request_hash, status="pending",
                   created_at=now, updated_at=now, version=None)
        logcontext.put(move_id=row["move_id"])  # undone when submit_move's binding ends
        try:
            if not self._admit_fast(row, action):
                with self.store.write() as tx:
                    replay = self._admit(tx, game_id, seat, action, expected_version, idempotency_key,
                                         request_hash)
                    if replay is not None:
                        return replay
                    tx.insert_move(row)
        except DuplicateRecord:
            return self._same_key_outcome(game_id, seat, idempotency_key, request_hash)
        self.queue.enqueue(game_id)
        return {"move_id": row["move_id"], "status": "pending", "admitted": True}

    def _admit_fast(self, row: dict, action: dict) -> bool:
        """The whole gatekeeper in one statement, when this process holds the snapshot of the expected version
        and already finds the seat active and the action legal there. The statement itself re-checks that
        the game is active, still at that version and has no move in flight; anything else (and every
        refusal) goes through the locked path, which gives the answer in the gatekeeper's order."""
        version, game_id = row["expected_version"], row["game_id"]
        state = self.queries.cached_state(game_id, version) if version is not None else None
        name = self.queries.rules_name(game_id)
        if state is None or name is None:
            return False
        rules = get_game(name)
        if row["seat"] not in rules.active_seats(state):
            return False
        try:
            rules.check(state, row["seat"], action)
        except EngineError:
            return False
        return bool(self.store.admit_fast(row, version))

    def _admit(self, tx, game_id, seat, action, expected_version, key, request_hash):
        """The gatekeeper, under the game's lock: repeated key, game over, stale version, active seat, legality.

        A stale version is answered before the active-seat check: the client's picture is out of date,
        and 409 tells it to refresh rather than that it may never act. Stale means the seat's own decision
        changed since that version (see _check_fresh), so simultaneous choosers do not refuse each other.
        """
        head, previous, pending = tx.admission(game_id, seat, key, self.queries.cached_version(game_id))
        if head is None:
            raise NotFound(f"no game {game_id}")
        self.queries.note_rules_name(game_id, head["game"])
        if previous is not None:
            return _replayed(previous, request_hash)
        if head["status"] == "stalled":
            raise GameStalled("the game is stalled: the server failed to process it, and it takes no moves until "
                              "an operator retries it")
        if head["status"] == "waiting":  # issue 19 §2: no move before every open seat is filled
            raise GameWaiting("the game waits for players to join its open seats; it takes no moves yet")
        if head["status"] == "cancelled":
            raise GameCancelled("the game was cancelled before it started; it takes no moves")
        if head["status"] != "active":
            raise NotYourTurn("the game is over")
        if endings.is_out(head, seat):
            raise NotYourTurn(f"seat {seat} is out of play (it resigned or timed out)")
        _check_fresh(head, seat, expected_version, pending)
        if pending:
            return None  # the snapshot is not current: the worker judges this move in its turn
        active = orjson.loads(head["active_seats"])
        if seat not in active:
            raise NotYourTurn(f"seat {seat} has no decision to make now", active_seats=active)
        state = self.queries.cached_state(game_id, head["version"]) if head["state"] is None else None
        if state is None:
            state = orjson.loads(head["state"] or tx.game_state(game_id))
            self.queries.remember(game_id, head["game"], head["version"], state)
        get_game(head["game"]).check(state, seat, action)
        return None

    def _same_key_outcome(self, game_id, seat, key, request_hash):
        with self.store.read() as tx:
            previous = tx.move_by_key(game_id, seat, key) if key is not None else None
        if previous is None:
            raise BadRequest("the move could not be recorded; retry")
        return _replayed(previous, request_hash)


def _seat_since(rules, state: dict, version: int, before: dict) -> dict:
    """{seat: [since_version, decision_key]} for the seats active after the transition to `version`. A seat
    keeps its entry while its (known) decision key stays the same; otherwise its decision dates from now."""
    out = {}
    for seat in rules.active_seats(state):
        key = orjson.loads(orjson.dumps(rules.decision_key(state, seat)))  # as it will read back from JSON
        old = before.get(str(seat))
        out[str(seat)] = old if key is not None and old is not None and old[1] == key else [version, key]
    return out


def _check_fresh(head, seat: int, expected: int | None, pending=()) -> None:
    """StaleVersion unless a move of `seat` naming version `expected` may still be judged: the version exists,
    and the seat's own decision has not changed since it (games.seat_since; a seat without an entry, or a row
    written before seat_since existed, needs the exact version). `pending` lists (seat, expected_version) of
    the moves in flight: the same seat naming the same version twice is refused at once."""
    if expected is None:
        return
    current = head["version"]
    since = orjson.loads(head["seat_since"] or "null")
    entry = since.get(str(seat)) if since is not None else None
    if expected > current or (entry is None and expected != current):
        reason = f"expected version {expected} but the game is at {current}"
    elif entry is not None and expected < entry[0]:
        reason = f"expected version {expected}, but seat {seat}'s decision changed at version {entry[0]}"
    elif (seat, expected) in pending:
        reason = f"expected version {expected}: seat {seat} already has a move in flight on that version"
    else:
        return
    raise StaleVersion(reason, current_version=current)


def _replayed(previous, request_hash) -> dict:
    """The original outcome of a repeated Idempotency-Key, or a conflict if the body differs."""
    if previous["request_hash"] != request_hash:
        raise IdempotencyConflict("this Idempotency-Key was used with a different request body")
    status = _status(previous)
    return status if status["status"] != "pending" else {"move_id": previous["move_id"], "status": "pending"}

"""Operations: the write side's operator commands (stalled_games, retry_game, sweep, replay, verify)."""
from __future__ import annotations

import logging

import orjson

from shared.engine import get_game
from shared.service import endings, metrics
from shared.service.common import _spec, dumps, seed_commitment
from shared.service.errors import Conflict, NotFound
from shared.service.words import server_text

log = logging.getLogger("shared.service.handlers")  # the logger name the service always logged under
RESUMED_EVENT = {"type": "game_resumed", "seat": None, "data": {"message": server_text("server.game_resumed")}}


class Operations:
    """GameCommands' operator commands; uses its store, notifier, queue, settings, clock, hot cache, deadline scan."""

    # -- stalled games and the sweeper ------------------------------------------------------------
    def stalled_games(self) -> list[dict]:
        """The stalled games, longest stalled first: id, game, version, attempts, stalled_at, stalled_reason and
        the number of moves waiting behind each."""
        with self.store.read() as tx:
            return tx.stalled_games()

    def retry_game(self, game_id: str) -> dict:
        """An operator's retry of a stalled game (after a fix): active again, every attempt count back to zero, a
        game_resumed event, and a worker woken. Conflict if the game is not stalled."""
        now = self.clock()
        with self.store.write() as tx:
            head = tx.game_head(game_id, lock=True)
            if head is None:
                raise NotFound(f"no game {game_id}")
            if head["status"] != "stalled":
                raise Conflict(f"game {game_id} is {head['status']}, not stalled", status=head["status"])
            seq = head["last_seq"] + 1
            tx.insert_events([dict(game_id=game_id, seq=seq, version=head["version"], body=dumps(RESUMED_EVENT))])
            due = {"automa_due_at": now} if head["automa_due_at"] is not None else {}
            tx.update_game(game_id, status="active", attempts=0, stalled_reason=None, stalled_at=None, last_seq=seq,
                           updated_at=now, **due)
            tx.reset_move_attempts(game_id)
        self._hot.take(game_id, head["version"])  # read afresh from the database
        self.notifier.publish(game_id, seq)
        self.queue.enqueue(game_id)
        log.warning("game %s retried by an operator after stalling: %s", game_id, head.get("stalled_reason"))
        return {"id": game_id, "status": "active", "version": head["version"]}

    def sweep(self) -> list[str]:
        """Re-enqueue games whose moves waited too long or whose automa step is due, and handle the seats whose
        reminder or deadline is due (issue 20: shared/service/timeouts.py); runs from beat, and embedded from the
        InlineQueue's sweeper."""
        self.deadline_scan.scan()
        now = self.clock()
        with self.store.read() as tx:
            ids = tx.due_games(now, now - self.settings.pending_timeout_seconds)
        for game_id in ids:
            self.queue.enqueue(game_id)
        if ids:
            metrics.inc("sweeper_requeues", len(ids))
        return ids

    # -- replay -----------------------------------------------------------------------------------
    def replay(self, game_id: str) -> dict:
        """Rebuild the game from its seed and action log and compare with the stored snapshot."""
        with self.store.write() as tx:  # under the game's lock, so the snapshot and the log agree
            head = tx.game_head(game_id, lock=True)
            if head is None:
                raise NotFound(f"no game {game_id}")
            stored = orjson.loads(tx.game_state(game_id))
            seats = tx.seats([game_id])
            log_rows = tx.applied_moves(game_id)
            skipped = endings.accounted_versions(tx, game_id)  # moves undone, service transitions: not replayed
        rules = get_game(head["game"])
        specs = [_spec(row) for row in seats]  # as stored: roles and bots as `prepare` filled them in
        state = rules.setup(head["seed"], orjson.loads(head["options"]), specs)
        for row in log_rows:
            state = rules.apply(state, row["seat"], orjson.loads(row["action"])).state
        same = orjson.dumps(state, option=orjson.OPT_SORT_KEYS) == orjson.dumps(stored, option=orjson.OPT_SORT_KEYS)
        every = sorted([row["version"] for row in log_rows] + skipped)
        return {"ok": same and every == list(range(1, head["version"] + 1)), "version": head["version"],
                "moves": len(log_rows)}

    def verify(self, game_id: str) -> dict:
        """Check a finished game's fair deal (`seraph verify`): the revealed seed and salt hash to the commitment
        published at creation, and replaying the move log from that seed gives the stored final snapshot and
        result. `ok` only if all hold; `problems` says what did not."""
        with self.store.read() as tx:
            head = tx.game_head(game_id, with_state=True)
            if head is None:
                raise NotFound(f"no game {game_id}")
            seats = tx.seats([game_id])
            log_rows = tx.applied_moves(game_id)
            skipped = endings.accounted_versions(tx, game_id)  # moves undone, service transitions: not replayed
        out = {"ok": False, "game": game_id, "status": head["status"], "seed": None, "salt": None,
               "commitment": head["seed_commitment"], "moves": len(log_rows), "version": head["version"],
               "problems": []}
        if head["status"] not in endings.ENDED:
            out["problems"].append("the game is not finished: its seed and salt are revealed at the end")
            return out
        if head["seed_salt"] is None or head["seed_commitment"] is None:
            out["problems"].append("the game has no commitment (created before fair deals)")
            return out
        out["seed"], out["salt"] = head["seed"], head["seed_salt"]
        if seed_commitment(head["seed"], head["seed_salt"]) != head["seed_commitment"]:
            out["problems"].append("sha256(seed:salt) differs from the published commitment")
        rules = get_game(head["game"])
        specs = [_spec(row) for row in seats]
        try:
            state = rules.setup(head["seed"], orjson.loads(head["options"]), specs)
            for row in log_rows:
                state = rules.apply(state, row["seat"], orjson.loads(row["action"])).state
        except Exception as exc:  # an illegal or unreadable entry: the log is not this game's
            out["problems"].append(f"the move log does not replay from the seed: {_reason(exc)}")
            return out
        if sorted([row["version"] for row in log_rows] + skipped) != list(range(1, head["version"] + 1)):
            out["problems"].append("the move log has gaps or extra moves")
        if _canonical(state) != _canonical(orjson.loads(head["state"])):
            out["problems"].append("the replayed final state differs from the stored one")
        expected = endings.expected_result(rules, state, head, specs)  # the rules' end, or the service's (endings.py)
        if expected is None or _canonical(expected) != _canonical(orjson.loads(head["result"])):
            out["problems"].append("the replayed result differs from the stored one")
        out["ok"] = not out["problems"]
        return out


def _canonical(obj) -> bytes:
    return orjson.dumps(obj, option=orjson.OPT_SORT_KEYS)


def _reason(exc: BaseException, limit: int = 300) -> str:
    """An exception as one short line: its type and message, newlines flattened, truncated."""
    text = " ".join(f"{type(exc).__name__}: {exc}".split())
    return text if len(text) <= limit else text[:limit - 3] + "..."


"""The deadline scan (issue 20 §1-3): reminders and timeouts, each handled exactly once.

`DeadlineScan.scan` reads the due seats (ix_seat_clocks_due) and handles each in a transaction of its own: lock the
game row (SKIP LOCKED on PostgreSQL: a game a worker holds waits for the next scan), claim the seat with a
conditional UPDATE (`due_at <= now`, shared/service/deadlines.py), then do the work in that same transaction. A
worker or beat killed midway rolls back claim and work together, and the next scan finds the seat due again.
"""
from __future__ import annotations

import logging
import time
import uuid
from dataclasses import dataclass

import orjson

from shared.engine import get_game
from shared.engine.contract import strip_label
from shared.service import clocks, endings, metrics
from shared.service.bot_ratings import strongest_for
from shared.service.common import dumps
from shared.service.deadlines import _clock, _event, _params, rfc3339, spec_of
from shared.service.webhooks import _seat_event, _seat_list

log = logging.getLogger("seraph.deadlines")
MAX_DEFAULT_STEPS = 200  # default actions played for one timed-out seat in one transaction
SCAN_LIMIT = 500  # seats handled by one scan; the next scan takes the rest


@dataclass
class Handled:
    """What one handled seat leaves to do after its commit: notify `seq`, maybe wake the game or the webhooks."""

    outcome: str
    seq: int | None = None
    wake: float | None = None  # when the game's next machine step is due
    webhooks: bool = False


class DeadlineScan:
    """The scan of one GameCommands: its store, clock, queue, notifier and step path."""

    def __init__(self, commands):
        self.commands = commands

    def scan(self, limit: int = SCAN_LIMIT) -> dict:
        """Handle every seat due now (at most `limit`): {outcome: count} (reminded, timed_out, ...)."""
        cmd = self.commands
        now = cmd.clock()
        with cmd.store.read() as tx:
            due = tx.rows("clocks_due", {"now": now, "lim": limit})
        counts: dict[str, int] = {}
        for row in due:
            try:
                handled = self.handle(row["game_id"], row["seat"], now)
            except Exception:  # rolled back, claim and all: the next scan tries the seat again
                log.exception("the deadline of game %s seat %s failed; retried at the next scan", row["game_id"],
                              row["seat"])
                handled = Handled("failed")
            counts[handled.outcome] = counts.get(handled.outcome, 0) + 1
            self._after_commit(row["game_id"], handled)
        for outcome in ("reminded", "timed_out"):
            if counts.get(outcome):
                metrics.inc(f"clock_{outcome}", counts[outcome])
        return counts

    def _after_commit(self, game_id: str, handled: Handled) -> None:
        cmd = self.commands
        if handled.seq is not None:
            cmd.notifier.publish(game_id, handled.seq)
        if handled.webhooks and cmd.wake_webhooks is not None:
            cmd.wake_webhooks()
        if handled.wake is not None:
            cmd.queue.enqueue(game_id, countdown=max(0.0, handled.wake - cmd.clock()))

    def handle(self, game_id: str, seat: int, now: float) -> Handled:
        """One due seat, claimed and handled in one transaction."""
        with self.commands.store.write() as tx:
            head = self._lock(tx, game_id)
            if head is None:
                return Handled("busy")  # a worker holds the game: the next scan takes it
            claimed = tx.rows("clock_claim", {"id": game_id, "seat": seat, "now": now})
            if not claimed:
                return Handled("already_handled")
            handled = self._handle(tx, head, claimed[0], now)
            self._fault_pause(game_id, seat)
            return handled

    def _fault_pause(self, game_id: str, seat: int) -> None:
        """Crash-test hook (SERAPH_FAULT_PAUSE_BEFORE_COMMIT): hold the claim's transaction open so a test can
        SIGKILL the worker (and its beat) between the claim and the commit."""
        pause = self.commands.settings.fault_pause_before_commit
        if pause:
            log.warning("fault injection: pausing before committing the deadline of game %s seat %s", game_id, seat)
            time.sleep(pause)

    @staticmethod
    def _lock(tx, game_id: str):
        gone = {"id": game_id, "status": "gone", "active_seats": "[]"}  # its clock rows are only cleared
        if tx.store.is_postgres:
            found = tx.rows("head_skip_locked", {"id": game_id})
            return found[0] if found else (None if tx.game_head(game_id) is not None else gone)
        return tx.game_head(game_id, lock=True) or gone

    def _handle(self, tx, head, row, now: float) -> Handled:
        seat, clock, spec = row["seat"], _clock(row), spec_of(head)
        if head["status"] != "active" or seat not in orjson.loads(head["active_seats"]) or spec is None:
            stopped = clocks.SeatClock(bank=clock.bank, vacation_left=clock.vacation_left,
                                       vacation_until=clock.vacation_until)
            tx.write("clock_update", _params(head["id"], seat, stopped, row["takeover"], row["timeouts"]))
            return Handled("stale")
        if any(s == seat for s, _v in tx.pending_versions(head["id"])):
            # A move of the seat was admitted in time and waits for a worker: it ends the turn; look again later.
            later = now + self.commands.settings.pending_timeout_seconds
            tx.write("clock_update", _params(head["id"], seat, clock, row["takeover"], row["timeouts"], due=later))
            return Handled("pending")
        if clocks.is_reminder_due(clock, now):
            return self._remind(tx, head, row, clock, now)
        if clocks.is_expired(clock, now):
            return self._time_out(tx, head, row, clock, spec, now)
        tx.write("clock_update", _params(head["id"], seat, clock, row["takeover"], row["timeouts"]))
        return Handled("not_due")  # e.g. a vacation moved the deadline after the scan read it

    def _log_events(self, tx, head, evs: list, now: float, **columns) -> int:
        """Events of the service (not a step): appended to the log at the game's current version."""
        seq = head["last_seq"]
        rows = []
        for ev in evs:
            seq += 1
            rows.append(dict(game_id=head["id"], seq=seq, version=head["version"], body=dumps(ev)))
        tx.insert_events(rows)
        tx.update_game(head["id"], last_seq=seq, updated_at=now, **columns)
        return seq

    def _remind(self, tx, head, row, clock, now: float) -> Handled:
        """§3: the reminder, once per turn: an event and a `reminder` webhook for the seat's player."""
        seat = row["seat"]
        sent = clocks.reminded(clock)
        tx.write("clock_update", _params(head["id"], seat, sent, row["takeover"], row["timeouts"]))
        seq = self._log_events(tx, head, [_event("reminder", seat, deadline=rfc3339(clock.deadline),
                                                 seconds_left=round(clocks.remaining(clock, now), 3))], now)
        _seat_event(tx, head["id"], "reminder", _seat_list([seat]), seq, now)
        return Handled("reminded", seq=seq, webhooks=True)

    def _time_out(self, tx, head, row, clock, spec, now: float) -> Handled:
        """§2: the seat's deadline passed: a `timed_out` event and webhook, then the game's policy."""
        seat, timeouts = row["seat"], row["timeouts"] + 1
        timed_out = _event("timed_out", seat, deadline=rfc3339(clock.deadline), policy=spec.on_timeout)
        if spec.on_timeout == "default":
            tx.write("clock_update", _params(head["id"], seat, clock, None, timeouts, due=None))
            handled = self._play_defaults(tx, head, seat, timed_out, now)
        elif spec.on_timeout == "bot":
            # issue 31 §4: the game's strongest bot whose decisions fit the seat's time per move
            bot = strongest_for(head["game"], spec.per_move)
            handled = self._take_over(tx, head, seat, clock, timeouts, bot,
                                      [timed_out, _event("seat_taken_over", seat, bot=bot)], now)
        else:
            handled = self._forfeit(tx, head, seat, clock, timeouts, timed_out, now)
        _seat_event(tx, head["id"], "timed_out", _seat_list([seat]), handled.seq, now)
        handled.webhooks = True
        log.info("game %s seat %s timed out (%s)", head["id"], seat, spec.on_timeout)
        return handled

    def _play_defaults(self, tx, head, seat: int, first: dict, now: float) -> Handled:
        """`default`: the engine's default_action for the seat, through the step path (moves of kind `timeout`),
        until the seat has no decision left (every step of its turn) or the game ends."""
        cmd, rules = self.commands, get_game(head["game"])
        state = cmd._hot_state(tx, head)
        evs, step = [first], None
        for _ in range(MAX_DEFAULT_STEPS):
            if rules.is_over(state) or seat not in rules.active_seats(state):
                break
            action = strip_label(rules.check(state, seat, rules.default_action(state, seat)))
            evs += rules.apply_in_place(state, seat, action)
            tx.insert_move(dict(move_id=uuid.uuid4().hex, game_id=head["id"], seat=seat, kind="timeout",
                                action=dumps(action), status="applied", version=head["version"] + 1,
                                created_at=now, updated_at=now))
            step = cmd._commit(tx, head, rules, state, evs)
            evs, head = [], tx.game_head(head["id"])
        if step is None:  # nothing to play (cannot happen for an active seat): the event alone
            return Handled("timed_out", seq=self._log_events(tx, head, [first], now))
        return Handled("timed_out", seq=step.seq, wake=step.due_at)

    def _take_over(self, tx, head, seat, clock, timeouts, takeover: str, evs: list, now: float) -> Handled:
        """`bot`: the seat is played by the bot `takeover` from now, with no clock, until the player moves or
        reclaims it; the worker plays its turn at once (the game's automa delay applies after that)."""
        stopped = clocks.stop(spec_of(head), clock, now)
        tx.write("clock_update", _params(head["id"], seat, stopped, takeover, timeouts))
        seq = self._log_events(tx, head, evs, now, automa_due_at=now)
        return Handled("timed_out", seq=seq, wake=now)

    def _forfeit(self, tx, head, seat, clock, timeouts, timed_out: dict, now: float) -> Handled:
        """`forfeit`: the seat leaves play and loses (shared/service/endings.py): with two seats the game ends
        (result reason `timed_out`); with more it goes on while two teams are left, the seat played by its
        default actions."""
        tx.write("clock_update", _params(head["id"], seat, clock, None, timeouts, due=None))
        seq = self._log_events(tx, head, [timed_out], now)
        step = endings.end_for_seat(self.commands, tx, dict(head, last_seq=seq), seat, "timed_out")
        return Handled("timed_out", seq=step.seq, wake=step.due_at)

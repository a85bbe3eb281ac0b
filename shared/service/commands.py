"""GameCommands: the write side of the application layer (create, submit, process, sweep, replay).

Commands in, events out; the database is the record. The API process admits moves (`submit_move`), the
worker applies them (`process_game`). Admission reads the snapshots the read side (GameQueries) already
holds, so a command object is built around the process's GameQueries and shares its caches; the worker's
own hot cache of mutable states stays here. GameCommands is composed by concern: creation.py (create_game,
rotate_token), admission.py (submit_move), operations.py (the operator's commands) and, here, the worker step.
"""
from __future__ import annotations

import logging
import time
import uuid
from dataclasses import dataclass

import orjson

from shared.engine import get_game
from shared.engine.bots import BOTS, DEFAULT_BOT, decide, is_slow
from shared.engine.contract import strip_label
from shared.engine.errors import EngineError, NotYourTurn
from shared.service import endings, logcontext, metrics, undo
from shared.service.admission import Admission, _check_fresh, _replayed, _seat_since
from shared.service.cache import StateCache
from shared.service.common import dumps, error_body
from shared.service.creation import MACHINE_KINDS, MAX_AUTOMA_DELAY, Creation
from shared.service.deadlines import Deadlines
from shared.service.errors import StepFailed, Unavailable
from shared.service.operations import Operations, _reason
from shared.service.ports import DuplicateRecord
from shared.service.queries import GameQueries
from shared.service.words import server_text
from shared.service.timeouts import DeadlineScan
from shared.service.webhooks import Outbox

# Names other modules and tests import from here, defined in the modules they moved to.
__all__ = ["GameCommands", "Attempt", "Step", "Moved", "Turn", "MACHINE_KINDS", "MAX_AUTOMA_DELAY", "TAKEOVER",
           "MOVES_LANE", "BOTS_LANE", "_check_fresh", "_replayed", "_seat_since"]

log = logging.getLogger("shared.service.handlers")  # the logger name the service always logged under
TAKEOVER = "takeover"  # moves.kind of a bot's move for a timed-out seat (issue 20 §2, shared/service/timeouts.py)
#: what a move rejected after its last failed attempt answers (the cause goes to the log, not to the client)
INTERNAL_ERROR = {"code": "internal_error", "message": "the server failed on this move; it was not applied",
                  "details": {}}
#: the worker's lanes (issue 31 §3): wake-ups of moves and fast steps, and those whose next step is a slow bot's
MOVES_LANE, BOTS_LANE = "moves", "bots"
STALLED_EVENT = {"type": "game_stalled", "seat": None,
                 "data": {"message": server_text("server.game_stalled")}}


@dataclass
class Attempt:
    """What a worker step was doing when it failed: the game row it locked and the pending move it was applying
    (None: the game's own step, an automa or bot turn)."""

    head: dict | None = None
    move: dict | None = None


@dataclass
class Step:
    """One committed transition: what to notify and what the worker may keep hot."""

    seq: int
    version: int | None = None
    state: dict | None = None
    due_at: float | None = None
    more: bool = False
    moved: "Moved | None" = None  # the pending move this step decided, counted once it is committed
    webhooks: bool = False  # the step wrote webhook outbox rows: wake the deliverer once it is committed


@dataclass
class Turn:
    """A bot's decision to think outside the game's lock (issue 31 §3): who decides, with which bot and seed, on
    the state of `version`; `action` once thought. It is applied only while the game is still where it was."""

    game: str  # the rules' name
    version: int
    seat: int
    kind: str  # the moves row's kind: bot, or takeover for a timed-out seat
    bot: str | None
    seed: str
    state: dict
    action: dict | None = None

    def same_turn(self, other: "Turn | None") -> bool:
        return other is not None and (self.version, self.seat, self.kind, self.bot) == (
            other.version, other.seat, other.kind, other.bot)


@dataclass
class Moved:
    """What became of a pending move in a step: applied or rejected, its game's rules name and admission time."""

    outcome: str
    game: str
    created_at: float


class GameCommands(Creation, Admission, Operations):
    """Every write use case; the store, notifier and queue are injected, the read side's caches shared."""

    def __init__(self, store, notifier, queue, settings, queries: GameQueries, clock=time.time):
        self.store, self.notifier, self.queue, self.settings = store, notifier, queue, settings
        self.queries, self.clock = queries, clock
        self._hot = StateCache()  # the worker's mutable states: taken, applied in place, put back
        self.outbox = Outbox()  # webhook rows written in each step's transaction (shared/service/webhooks.py)
        self.wake_webhooks = None  # set by bootstrap: wakes the webhook deliverer after a commit that wrote rows
        self.deadlines, self.deadline_scan = Deadlines(self), DeadlineScan(self)  # issue 20 §1-3: clocks

    # -- processing (the worker side) -------------------------------------------------------------
    def process_game(self, game_id: str, max_steps: int = 500, lane: str = MOVES_LANE) -> int:
        """Apply pending moves in order, then due automa and bot steps: one transaction and notification each.
        On the moves lane a slow bot's turn is handed to the bots lane, when the queue has one (issue 31 §3).
        Every log line meanwhile carries the game id (and the move id of the step that applies one)."""
        with logcontext.bound(game_id=game_id):
            return self._process(game_id, max_steps, lane)

    def _process(self, game_id: str, max_steps: int, lane: str = MOVES_LANE) -> int:
        for done in range(max_steps):
            step = self._step(game_id, lane)
            if step is None:
                return done
            if step.moved is not None:
                _count_moved(step.moved, self.clock())
            if step.state is not None:
                self._hot.put(game_id, step.version, step.state)
            self.notifier.publish(game_id, step.seq)
            if step.webhooks and self.wake_webhooks is not None:
                self.wake_webhooks()
            if not step.more:
                if step.due_at is not None:
                    self.queue.enqueue(game_id, countdown=max(0.0, step.due_at - self.clock()))
                return done + 1
            if lane == BOTS_LANE:  # one step a wake-up: other games' bots take their turns, not this game's run
                self.queue.enqueue_bots(game_id)
                return done + 1
        self.queue.enqueue(game_id)
        return max_steps

    def _step(self, game_id: str, lane: str = MOVES_LANE) -> Step | None:
        """One step under the game's lock, or None when there is nothing to do. A step that fails (anything but a
        rules refusal or a database outage) is counted by `_failed`: StepFailed to retry later, or, at the last
        attempt, its move rejected or its game stalled, as a Step."""
        attempt = Attempt()
        try:
            return self._try_step(game_id, attempt, lane)
        except (Unavailable, DuplicateRecord):
            raise  # the database's trouble, not the work's: nothing to count, the queue retries
        except Exception as exc:
            if attempt.head is None:
                raise
            with logcontext.bound(move_id=attempt.move["move_id"] if attempt.move else None):
                return self._failed(game_id, attempt, exc)

    def _try_step(self, game_id: str, attempt: Attempt, lane: str = MOVES_LANE) -> Step | None:
        """One step. A bot's decision is thought between two locked steps, never under the lock (a second-long
        write transaction would hold up every game's writes on SQLite): the first returns the Turn to think, the
        next applies it if the game is where it was, else returns the Turn of the game's new position (a human's
        move queued meanwhile is applied first, and the bot thinks again)."""
        thought = None
        while True:
            step = self._locked_step(game_id, attempt, thought)
            if not isinstance(step, Turn):
                return step
            if lane == MOVES_LANE and self._for_bots_lane(step):
                self._hot.put(game_id, step.version, step.state)  # untouched: the bots lane may take it
                self.queue.enqueue_bots(game_id)
                return None
            thought = self._think(step)

    def _for_bots_lane(self, turn: Turn) -> bool:
        """Whether the turn is a slow bot's and the queue has a lane of their own, so that the thinking never
        holds a slot the moves of humans wait for."""
        return bool(getattr(self.queue, "bots_lane", False)) and is_slow(turn.bot)

    def _think(self, turn: Turn) -> Turn:
        """The bot's decision, outside any transaction, with the seed of the game's seed, version and seat (the
        same action for the same position, whenever and wherever it is thought): a slow bot's where the queue's
        bots lane thinks (embedded: a child process), any other in this thread."""
        thinker = getattr(self.queue, "thinker", None) if is_slow(turn.bot) else None
        started = time.perf_counter()
        if thinker is not None:
            turn.action = thinker(turn.game, turn.state, turn.seat, turn.seed, turn.bot)
        else:
            turn.action = decide(get_game(turn.game), turn.state, turn.seat, "bot", seed=turn.seed, bot=turn.bot)
        _count_thought(turn, time.perf_counter() - started)
        return turn

    def _locked_step(self, game_id: str, attempt: Attempt, thought: Turn | None) -> Step | Turn | None:
        """Under the game's lock: the next pending move, else a due machine turn (with the `thought` decision if
        it is still this turn's); a bot's Turn to think when it has none; None when there is nothing to do."""
        with self.store.write() as tx:
            head, move, queued = tx.lock_and_next_pending(game_id)
            if head is None or head["status"] == "stalled":
                return None  # a stalled game waits for an operator (retry_game); its moves stay pending
            attempt.head, attempt.move = head, move
            due = head["automa_due_at"]
            if move is not None:
                with logcontext.bound(move_id=move["move_id"]):
                    step = self._apply_move(tx, head, move)
                    self._fault_pause(move)
            elif head["status"] == "active" and due is not None and due <= self.clock():
                step = self._apply_machine_turn(tx, head, thought)
                if isinstance(step, Turn):
                    return step  # nothing written: the lock goes with this (empty) transaction
            else:
                return None
            # Decided under the lock, so the worker needs no extra transaction to learn it is done.
            step.more = queued or (step.due_at is not None and step.due_at <= self.clock())
            return step

    def _fault_pause(self, move) -> None:
        """Crash-test hook: hold the transaction open so a test can SIGKILL the worker mid-move."""
        if self.settings.fault_pause_before_commit:
            log.warning("fault injection: pausing before committing move %s", move["move_id"])
            time.sleep(self.settings.fault_pause_before_commit)

    def _fault_raise(self, move) -> None:
        """Crash-test hook: make the rules 'fail' on moves whose id has the configured prefix (a poison move)."""
        prefix = self.settings.fault_raise_on_move_prefix
        if prefix and str(move["move_id"]).startswith(prefix):
            raise RuntimeError(f"fault injection: move {move['move_id']} is poison")

    def _hot_state(self, tx, head) -> dict:
        state = self._hot.take(head["id"], head["version"])
        return state if state is not None else orjson.loads(tx.game_state(head["id"]))

    def _apply_move(self, tx, head, move) -> Step:
        rules = get_game(head["game"])
        rejected = Moved("rejected", head["game"], move["created_at"])
        if head["status"] != "active":  # judged without the snapshot
            tx.finish_move(head["id"], move["id"], "rejected", None, dumps(error_body(NotYourTurn("the game is over"))),
                           self.clock())
            return Step(seq=head["last_seq"], due_at=head["automa_due_at"], moved=rejected)
        state = self._hot_state(tx, head)
        try:
            if endings.is_out(head, move["seat"]):
                raise NotYourTurn(f"seat {move['seat']} is out of play (it resigned or timed out)")
            _check_fresh(head, move["seat"], move["expected_version"])
            action = rules.check(state, move["seat"], orjson.loads(move["action"]))
        except EngineError as exc:
            tx.finish_move(head["id"], move["id"], "rejected", None, dumps(error_body(exc)), self.clock())
            return Step(seq=head["last_seq"], version=head["version"], state=state, due_at=head["automa_due_at"],
                        moved=rejected)
        try:
            self._fault_raise(move)
            before = undo.before(state)
            events = rules.apply_in_place(state, move["seat"], strip_label(action))
        except Exception as exc:
            # A rules bug must not wedge the game: the move is rejected at once (the rules are deterministic, so
            # another attempt would fail the same way) and the snapshot is left as it was.
            body = {"code": "internal_error", "message": "the rules engine failed on this move", "details": {}}
            tx.finish_move(head["id"], move["id"], "rejected", None, dumps(body), self.clock())
            _dead_letter("move", head["id"], move["move_id"], 1, exc)
            return Step(seq=head["last_seq"], due_at=head["automa_due_at"], moved=rejected)
        tx.finish_move(head["id"], move["id"], "applied", head["version"] + 1, None, self.clock(), unqueue=False)
        undo.keep(tx, rules, head, before, state, move["seat"])  # issue 20 §5: the state to go back to, or a barrier
        step = self._commit(tx, head, rules, state, events, unqueue=True, mover=move["seat"])
        step.moved = Moved("applied", head["game"], move["created_at"])
        return step

    def _apply_machine_turn(self, tx, head, thought: Turn | None = None) -> Step | Turn:
        """One automa or bot step: the rules decide for an automa seat, the seat's named bot for a bot seat. A
        bot's decision is `thought` when it was thought for this very turn, else the Turn to think (unlocked)."""
        rules = get_game(head["game"])
        fresh = thought is not None and thought.version == head["version"]
        state = thought.state if fresh else self._hot_state(tx, head)  # the thought's state is this version's
        seat, kind, bot = self._machine_seat(tx, head, rules, state)
        if seat is None:
            tx.update_game(head["id"], automa_due_at=None)
            return Step(seq=head["last_seq"], version=head["version"], state=state)
        seed = f"{head['seed']}:{head['version']}:{seat}"
        if kind == endings.DEFAULT_KIND:  # a seat out of play: the rules' default (endings.py)
            chosen = rules.default_action(state, seat)
        elif kind == "automa":  # the rules' own cheap decision: taken under the lock
            chosen = decide(rules, state, seat, "automa", seed=seed)
        else:
            turn = Turn(head["game"], head["version"], seat, kind, bot, seed, state)
            if not turn.same_turn(thought):
                return turn
            chosen = thought.action
        action = strip_label(rules.check(state, seat, chosen))
        events = rules.apply_in_place(state, seat, action)
        now = self.clock()
        tx.insert_move(dict(move_id=uuid.uuid4().hex, game_id=head["id"], seat=seat, kind=kind,
                            action=dumps(action), status="applied", version=head["version"] + 1,
                            created_at=now, updated_at=now))
        return self._commit(tx, head, rules, state, events)

    def _machine_seat(self, tx, head, rules, state) -> tuple:
        """(seat, moves kind, bot) of the machine that acts next: an automa or bot seat, a timed-out seat a bot
        plays meanwhile (issue 20 §2 `bot`: kind takeover), or a seat out of play (kind default); seat None if
        none acts."""
        specs = {spec.seat: spec for spec in self.queries.game_specs(tx, head["id"])}
        kinds = self._seat_kinds(tx, head["id"], head)
        taken = self.deadlines.taken(tx, head)
        kinds.update(dict.fromkeys(taken, TAKEOVER))
        seat = next((s for s in rules.active_seats(state) if kinds[s] in MACHINE_KINDS or s in taken), None)
        if seat is None:
            return None, None, None
        return seat, kinds[seat], taken.get(seat) or specs[seat].bot

    def _seat_kinds(self, tx, game_id: str, head=None) -> dict[int, str]:
        """Who plays each seat: its kind, or `default` for a seat out of play (head's seats_out)."""
        kinds = {spec.seat: spec.kind for spec in self.queries.game_specs(tx, game_id)}
        if head is not None and head.get("seats_out"):
            kinds.update(dict.fromkeys(endings.seats_out(head), endings.DEFAULT_KIND))
        return kinds

    def _commit(self, tx, head, rules, state, events, unqueue: bool = False, mover: int | None = None) -> Step:
        """Write the snapshot, the events, each active seat's decision age and the next automa due time in the
        caller's transaction. The end of the game is the rules' own game_ended event (shared.engine.result)."""
        version, now = head["version"] + 1, self.clock()
        # The stored result says why the game ended (reason `normal` here); seats out of play lose (endings.py).
        result = endings.final_result(rules.result(state), endings.seats_out(head)) if rules.is_over(state) else None
        if result is not None:
            events = [endings.with_result(ev, result) for ev in events]
        since = _seat_since(rules, state, version, orjson.loads(head["seat_since"] or "{}"))
        seq = head["last_seq"]
        rows = []
        for ev in events:
            seq += 1
            rows.append(dict(game_id=head["id"], seq=seq, version=version, body=dumps(ev)))
        kinds = self._seat_kinds(tx, head["id"], head)
        if head.get("clock"):  # issue 20 §1: turns start and stop with the step; a player's move reclaims its seat
            tracked = self.deadlines.track(tx, head, rules, state, now, mover)
            kinds.update(tracked.machine)
            for ev in tracked.events:
                seq += 1
                rows.append(dict(game_id=head["id"], seq=seq, version=version, body=dumps(ev)))
        if not rows:
            # A step the rules logged nothing for (e.g. Black Angel's `done`) still changes the state: streams and
            # notifications are driven by the sequence, so one public event says the game moved (who, never what).
            seq += 1
            rows.append(dict(game_id=head["id"], seq=seq, version=version, body=dumps(_advanced(mover))))
        due = self._automa_due(rules, state, kinds, now, head["automa_delay"])
        tx.insert_events(rows)
        # A step that commits ends a run of failed attempts at the game's own step.
        tx.update_game(head["id"], unqueue=unqueue, state=dumps(state), version=version, last_seq=seq,
                       active_seats=dumps(rules.active_seats(state)), status="finished" if result else "active",
                       result=dumps(result) if result is not None else None, automa_due_at=due, updated_at=now,
                       seat_since=dumps(since), **({"attempts": 0} if head.get("attempts") else {}))
        # Issue 19 §4: the webhook outbox rows (your_turn, game_finished) commit or roll back with the step.
        hooked = self.outbox.record_step(tx, head["id"], seq, version, since, result is not None, now, mover=mover)
        return Step(seq=seq, version=version, state=state, due_at=due, webhooks=hooked)

    # -- dead letters -------------------------------------------------------------------------------
    def _failed(self, game_id: str, attempt: Attempt, exc: Exception) -> Step:
        """Count a failed step in a transaction of its own (the step's rolled back). The failure is the pending
        move's when a move was being applied and the game's snapshot itself still reads soundly; otherwise it is
        the game's (a machine turn, or a snapshot the rules cannot read). Below the bound: StepFailed, to retry
        after a backoff. At the bound: the move is rejected with internal_error (the game goes on), or the game
        is marked stalled; either is logged once, as a WARNING line, and counted (metrics "dead_letters")."""
        limit, now = max(1, self.settings.max_attempts), self.clock()
        with self.store.write() as tx:
            head, move, queued = tx.lock_and_next_pending(game_id)
            if head is None:
                raise exc
            if head["status"] != "active":
                return Step(seq=head["last_seq"])  # stalled meanwhile by another worker: nothing more to do
            if (head["version"] != attempt.head["version"]
                    or (move and move["id"]) != (attempt.move and attempt.move["id"])):
                return Step(seq=head["last_seq"], more=True)  # moved on meanwhile: nothing to count, look again
            kind = "move" if move is not None and self._readable(tx, head) else "game"
            count = (move if kind == "move" else head)["attempts"] + 1
            if count >= limit:
                if kind == "move":
                    tx.finish_move(game_id, move["id"], "rejected", None, dumps(INTERNAL_ERROR), now)
                    step = Step(seq=head["last_seq"], due_at=head["automa_due_at"], more=queued,
                                moved=Moved("rejected", head["game"], move["created_at"]))
                else:
                    seq = head["last_seq"] + 1
                    tx.insert_events([dict(game_id=game_id, seq=seq, version=head["version"],
                                           body=dumps(STALLED_EVENT))])
                    tx.update_game(game_id, status="stalled", attempts=count, stalled_reason=_reason(exc),
                                   stalled_at=now, last_seq=seq, updated_at=now)
                    step = Step(seq=seq)
                _dead_letter(kind, game_id, move["move_id"] if move else None, count, exc)
                return step
            wait = min(self.settings.retry_backoff_max, 2.0 ** (count - 1))
            if kind == "move":
                tx.count_move_attempt(move["id"], count, now)
            else:
                later = {"automa_due_at": now + wait} if move is None and head["automa_due_at"] is not None else {}
                tx.update_game(game_id, attempts=count, **later)  # a machine turn waits out its backoff
                if move is not None:  # not the move's fault: not counted, but the sweeper leaves it for a while
                    tx.count_move_attempt(move["id"], move["attempts"], now)
        metrics.inc("step_failures", kind=kind)
        log.info("game %s%s: attempt %d of %d failed, retrying in %g s: %s", game_id,
                 f" move {move['move_id']}" if kind == "move" else "", count, limit, wait, _reason(exc))
        raise StepFailed(game_id, count, wait, exc) from exc

    @staticmethod
    def _readable(tx, head) -> bool:
        """Whether the stored snapshot parses and the rules can read it (who acts, their decisions, the end)."""
        raw = tx.game_state(head["id"])
        try:
            rules, state = get_game(head["game"]), orjson.loads(raw)
            for seat in rules.active_seats(state):
                rules.decision_key(state, seat)
            if rules.is_over(state):
                rules.result(state)
            return True
        except Exception:
            return False


def _count_thought(turn: Turn, seconds: float) -> None:
    """A bot's decision time, and a count of decisions that reached the bot's wall-clock cap (issue 31 §2: the
    search stopped early there, and logged it in the process that thought)."""
    name = turn.bot or DEFAULT_BOT
    metrics.observe("bot_decision_seconds", seconds, game=turn.game, bot=name)
    cap = getattr(BOTS.get(name), "cap_seconds", None)
    if cap is not None and seconds >= cap:
        metrics.inc("bot_cap_hits", bot=name)


def _count_moved(moved: Moved, now: float) -> None:
    """Count a pending move the worker decided (after its step committed): applied, with its latency from
    admission, or rejected."""
    if moved.outcome == "applied":
        metrics.inc("moves_applied", game=moved.game)
        metrics.observe("move_apply_seconds", max(0.0, now - moved.created_at), game=moved.game)
    else:
        metrics.inc("moves_rejected", game=moved.game, stage="apply")


def _dead_letter(kind: str, game_id: str, move_id: str | None, attempts: int, exc: BaseException) -> None:
    """The one WARNING line of a dead letter (the traceback only at DEBUG) and its count."""
    outcome = "move rejected with internal_error" if kind == "move" else "game stalled"
    log.warning("dead letter: game %s move %s: %s after %d attempt(s): %s", game_id, move_id or "-", outcome,
                attempts, _reason(exc))
    log.debug("dead letter of game %s: traceback", game_id, exc_info=exc)
    metrics.inc("dead_letters", kind=kind)


def _advanced(mover: int | None) -> dict:
    """The service's event for a step the rules logged nothing for: the seat that moved (None for a machine step)."""
    return {"type": "game_advanced", "seat": mover, "data": {}}

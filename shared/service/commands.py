"""GameCommands: the write side of the application layer (create, submit, process, sweep, replay).

Commands in, events out; the database is the record. The API process admits moves (`submit_move`), the
worker applies them (`process_game`). Admission reads the snapshots the read side (GameQueries) already
holds, so a command object is built around the process's GameQueries and shares its caches; the worker's
own hot cache of mutable states stays here.
"""
from __future__ import annotations

import hashlib
import logging
import secrets
import time
import uuid
from dataclasses import dataclass

import orjson

from shared.engine import get_game
from shared.engine.bots import decide
from shared.engine.contract import SeatSpec, strip_label
from shared.engine.errors import EngineError, NotYourTurn
from shared.service import endings, logcontext, metrics, undo
from shared.service.cache import StateCache
from shared.service.common import (_spec, _status, dumps, error_body, hash_token, seed_commitment, stored_key,
                                   token_replaced_event)
from shared.service.apps import KEY_PREFIX as APP_KEY_PREFIX
from shared.service.errors import (BadRequest, Conflict, FixedSeedNotAllowed, GameCancelled, GameStalled,
                                   GameWaiting, IdempotencyConflict, NotFound, StaleVersion, StepFailed, Unauthorized,
                                   Unavailable)
from shared.service.invitations import SeatPlan, new_code
from shared.service.ports import DuplicateRecord
from shared.service.queries import GameQueries
from shared.service.webhooks import Outbox, record_game_started
from shared.service.clocks import ClockSpec
from shared.service.deadlines import Deadlines, split_options as split_clock
from shared.service.timeouts import DeadlineScan

log = logging.getLogger("shared.service.handlers")  # the logger name the service always logged under
MAX_AUTOMA_DELAY = 3600.0
TAKEOVER = "takeover"  # moves.kind of a bot's move for a timed-out seat (issue 20 §2, shared/service/timeouts.py)
MACHINE_KINDS = ("bot", "automa", endings.DEFAULT_KIND)  # the last: a seat out of play (shared/service/endings.py)
EMBEDDED = "embedded"  # shared.config.EMBEDDED: the one mode where a caller may always choose the seed
#: what a move rejected after its last failed attempt answers (the cause goes to the log, not to the client)
INTERNAL_ERROR = {"code": "internal_error", "message": "the server failed on this move; it was not applied",
                  "details": {}}
STALLED_EVENT = {"type": "game_stalled", "seat": None,
                 "data": {"message": "the server failed to process this game; it waits for an operator"}}
RESUMED_EVENT = {"type": "game_resumed", "seat": None, "data": {"message": "an operator resumed the game"}}


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
class Moved:
    """What became of a pending move in a step: applied or rejected, its game's rules name and admission time."""

    outcome: str
    game: str
    created_at: float


class GameCommands:
    """Every write use case; the store, notifier and queue are injected, the read side's caches shared."""

    def __init__(self, store, notifier, queue, settings, queries: GameQueries, clock=time.time):
        self.store, self.notifier, self.queue, self.settings = store, notifier, queue, settings
        self.queries, self.clock = queries, clock
        self._hot = StateCache()  # the worker's mutable states: taken, applied in place, put back
        self.outbox = Outbox()  # webhook rows written in each step's transaction (shared/service/webhooks.py)
        self.wake_webhooks = None  # set by bootstrap: wakes the webhook deliverer after a commit that wrote rows
        self.deadlines, self.deadline_scan = Deadlines(self), DeadlineScan(self)  # issue 20 §1-3: clocks

    # -- creating ---------------------------------------------------------------------------------
    def create_game(self, game: str, options: dict | None, seats: list[dict], seed: int | None = None,
                    app_id: str | None = None, public: bool = False, open_all: bool = False) -> dict:
        """Validate, set up and store a new game; one bearer token per seat.

        Play-by-post (issue 19, shared/service/invitations.py): `app_id` is the creating app, `public` lists the
        game to everyone, open seats (`{"kind": "open"}` or `open_all`) get invitation codes and the game waits
        (status `waiting`, no machine turn scheduled) until they are filled. Created by an app or with open
        seats, the answer holds only the creator's own seats' tokens and the codes (SeatPlan.created_seats).

        The server draws the seed; a caller's `seed` is allowed only in embedded mode or with
        SERAPH_ALLOW_FIXED_SEED, and such a game shows `fixed_seed: true` to everyone. Either way a random salt
        is drawn and sha256("{seed}:{salt}") published (the commitment); both are revealed when the game ends."""
        rules = get_game(game)
        fixed = seed is not None
        if fixed and not (self.settings.mode == EMBEDDED or self.settings.allow_fixed_seed):
            raise FixedSeedNotAllowed("the server draws every game's seed; a caller may not choose it here")
        options, delay = self._split_options(options)
        options, clock = split_clock(options)  # issue 20 §1: the service's clock, not a rules option
        options, play = endings.split_play_options(options)  # spectator_chat, abort_moves: never the rules'
        plan = SeatPlan.of(seats, app_id, open_all)
        options, specs = rules.prepare(options, self._seat_specs(plan.seats))  # default roles and bots filled in
        plan.settle(specs)
        status = "waiting" if plan.open else "active"
        seed = secrets.randbits(63) if seed is None else seed
        salt = secrets.token_hex(16)
        commitment = seed_commitment(seed, salt)
        state = rules.setup(seed, options, specs)
        tokens = [self.new_token() for _ in specs]
        codes = {seat: new_code() for seat in sorted(plan.open)}
        game_id, now = uuid.uuid4().hex, self.clock()
        due = self._automa_due(rules, state, {s.seat: s.kind for s in specs}, now, delay) if not plan.open else None
        self._store_game(dict(id=game_id, game=game, seed=seed, options=dumps(options), status=status, version=0,
                              last_seq=1, state=dumps(state), active_seats=dumps(rules.active_seats(state)),
                              result=None, automa_delay=delay, automa_due_at=due, created_at=now, updated_at=now,
                              seat_since=dumps(_seat_since(rules, state, 0, {})), fixed_seed=fixed, seed_salt=salt,
                              seed_commitment=commitment, clock=dumps(clock.to_json()) if clock else None,
                              play_options=dumps(play) if play else None, app_id=app_id, public=bool(public)),
                         specs, tokens, plan.seat_columns(specs, codes))
        self.notifier.publish(game_id, 1)
        if status == "active" and plan.players and self.wake_webhooks is not None:
            self.wake_webhooks()  # game_started / your_turn were written with the game (_store_game)
        if due is not None:
            self.queue.enqueue(game_id, countdown=due - now)
        return {"id": game_id, "game": game, "version": 0, "status": status, "fixed_seed": fixed,
                "commitment": commitment, "seats": plan.created_seats(specs, tokens, codes)}

    @staticmethod
    def new_token() -> str:
        """A new seat token; never one that starts like an app key (`app_`), so the two are told apart by
        their prefix (services/api/principals.py)."""
        while True:
            token = secrets.token_urlsafe(24)
            if not token.startswith(APP_KEY_PREFIX):
                return token

    def _store_game(self, row: dict, specs: list[SeatSpec], tokens: list[str], extra: list[dict] | None = None) -> None:
        """The game row, its seats (token hashes only) and its game_created event, in one transaction."""
        game_id = row["id"]
        created = {"type": "game_created", "seat": None,
                   "data": {"game": row["game"], "seats": [s.public() for s in specs],
                            "fixed_seed": row["fixed_seed"], "commitment": row["seed_commitment"]}}
        with self.store.write() as tx:
            tx.insert_game(row)
            tx.insert_seats([dict(game_id=game_id, seat=s.seat, name=s.name, kind=s.kind, role=s.role, bot=s.bot,
                                  token_hash=hash_token(t), **(more or {}))
                             for s, t, more in zip(specs, tokens, extra or [None] * len(specs))])
            tx.insert_events([dict(game_id=game_id, seq=1, version=0, body=dumps(created))])
            if row.get("clock"):  # issue 20 §1: each seat's clock; the active seats' turns start with the game
                self.deadlines.open_clocks(tx, game_id, ClockSpec.from_json(orjson.loads(row["clock"])),
                                           {s.seat: s.kind for s in specs},
                                           orjson.loads(row["active_seats"]) if row["status"] == "active" else [],
                                           row["created_at"])
            if row["status"] == "active" and any((more or {}).get("app_id") for more in extra or []):
                # Issue 19 §4: an app's game created with every seat bound starts now: game_started, your_turn.
                record_game_started(tx, game_id, now=row["created_at"])
        self.queries.keep_specs(game_id, specs)

    @staticmethod
    def _seat_specs(seats) -> list[SeatSpec]:
        """SeatSpecs as requested; the rules check kinds, roles and bots in `prepare`."""
        if not isinstance(seats, list) or not seats:
            raise BadRequest("seats must be a non-empty list")
        specs = []
        for i, seat in enumerate(seats):
            if not isinstance(seat, dict):
                raise BadRequest(f"seat {i} must be an object")
            for key in ("role", "bot"):
                if not isinstance(seat.get(key), (str, type(None))):
                    raise BadRequest(f"seat {i}: {key} must be a string")
            name = seat.get("name") or f"Seat {i + 1}"
            specs.append(SeatSpec(seat=i, name=str(name)[:80], kind=seat.get("kind") or "human",
                                  role=seat.get("role") or None, bot=seat.get("bot") or None))
        return specs

    @staticmethod
    def _split_options(options) -> tuple[dict, float]:
        if options is not None and not isinstance(options, dict):
            raise BadRequest("options must be an object")
        options = dict(options or {})
        delay = options.pop("automa_delay_seconds", 0)
        if isinstance(delay, bool) or not isinstance(delay, (int, float)) or not 0 <= delay <= MAX_AUTOMA_DELAY:
            raise BadRequest(f"automa_delay_seconds must be a number from 0 to {MAX_AUTOMA_DELAY:g}")
        return options, float(delay)

    def _automa_due(self, rules, state, kinds, now, delay) -> float | None:
        """When the next automa or bot step is due: now (+ delay) if one of them is active."""
        if rules.is_over(state):
            return None
        if any(kinds.get(s) in MACHINE_KINDS for s in rules.active_seats(state)):
            return now + delay
        return None

    # -- seat tokens ------------------------------------------------------------------------------
    def rotate_token(self, game_id: str, seat: int, token: str) -> dict:
        """Replace the seat's token with a new one, if `token` is still the seat's: the old one stops working at
        once on every process (GameQueries.authenticate reads the token hash on every call) and so do the
        stream tickets issued with it; a `seat_token_replaced` event ends the seat's open streams. Unauthorized
        when the token is no longer the seat's (a concurrent rotation won). Not idempotent: the new token is
        returned once and only its hash is stored."""
        new_token = self.new_token()
        with self.store.write() as tx:
            head = tx.game_head(game_id, lock=True)
            if head is None:
                raise NotFound(f"no game {game_id}")
            if not tx.replace_token(game_id, seat, hash_token(token), hash_token(new_token)):
                raise Unauthorized("this token is not a seat of this game")
            seq = head["last_seq"] + 1
            tx.insert_events([dict(game_id=game_id, seq=seq, version=head["version"],
                                   body=dumps(token_replaced_event(seat)))])
            tx.update_game(game_id, last_seq=seq, updated_at=self.clock())
        self.notifier.publish(game_id, seq)
        log.info("seat %s of game %s has a new token", seat, game_id)
        return {"seat": seat, "token": new_token}

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

    # -- processing (the worker side) -------------------------------------------------------------
    def process_game(self, game_id: str, max_steps: int = 500) -> int:
        """Apply pending moves in order, then due automa and bot steps: one transaction and notification each.
        Every log line meanwhile carries the game id (and the move id of the step that applies one)."""
        with logcontext.bound(game_id=game_id):
            return self._process(game_id, max_steps)

    def _process(self, game_id: str, max_steps: int) -> int:
        for done in range(max_steps):
            step = self._step(game_id)
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
        self.queue.enqueue(game_id)
        return max_steps

    def _step(self, game_id: str) -> Step | None:
        """One step under the game's lock, or None when there is nothing to do. A step that fails (anything but a
        rules refusal or a database outage) is counted by `_failed`: StepFailed to retry later, or, at the last
        attempt, its move rejected or its game stalled, as a Step."""
        attempt = Attempt()
        try:
            return self._try_step(game_id, attempt)
        except (Unavailable, DuplicateRecord):
            raise  # the database's trouble, not the work's: nothing to count, the queue retries
        except Exception as exc:
            if attempt.head is None:
                raise
            with logcontext.bound(move_id=attempt.move["move_id"] if attempt.move else None):
                return self._failed(game_id, attempt, exc)

    def _try_step(self, game_id: str, attempt: Attempt) -> Step | None:
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
                step = self._apply_machine_turn(tx, head)
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

    def _apply_machine_turn(self, tx, head) -> Step:
        """One automa or bot step: the rules decide for an automa seat, the seat's named bot for a bot seat."""
        rules = get_game(head["game"])
        state = self._hot_state(tx, head)
        specs = {spec.seat: spec for spec in self.queries.game_specs(tx, head["id"])}
        kinds = self._seat_kinds(tx, head["id"], head)
        taken = self.deadlines.taken(tx, head)  # issue 20 §2 `bot`: a bot plays a timed-out seat meanwhile
        kinds.update(dict.fromkeys(taken, TAKEOVER))
        seat = next((s for s in rules.active_seats(state) if kinds[s] in MACHINE_KINDS or s in taken), None)
        if seat is None:
            tx.update_game(head["id"], automa_due_at=None)
            return Step(seq=head["last_seq"], version=head["version"], state=state)
        if kinds[seat] == endings.DEFAULT_KIND:  # a seat out of play: the rules' default (endings.py)
            chosen = rules.default_action(state, seat)
        else:
            chosen = decide(rules, state, seat, "bot" if seat in taken else specs[seat].kind,
                            seed=f"{head['seed']}:{head['version']}:{seat}", bot=taken.get(seat) or specs[seat].bot)
        action = strip_label(rules.check(state, seat, chosen))
        events = rules.apply_in_place(state, seat, action)
        now = self.clock()
        tx.insert_move(dict(move_id=uuid.uuid4().hex, game_id=head["id"], seat=seat, kind=kinds[seat],
                            action=dumps(action), status="applied", version=head["version"] + 1,
                            created_at=now, updated_at=now))
        return self._commit(tx, head, rules, state, events)

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


def _advanced(mover: int | None) -> dict:
    """The service's event for a step the rules logged nothing for: the seat that moved (None for a machine step)."""
    return {"type": "game_advanced", "seat": mover, "data": {}}

"""GameService: the application layer. Commands in, events out; the database is the record."""
from __future__ import annotations

import hashlib
import logging
import secrets
import threading
import time
import uuid
from dataclasses import dataclass

import orjson

from shared.engine import all_games, get_game, redact_event
from shared.engine.bots import BOTS, decide
from shared.engine.contract import SeatSpec, strip_label
from shared.engine.errors import EngineError, NotYourTurn
from shared.service.cache import RecentEvents, StateCache
from shared.service.errors import BadRequest, IdempotencyConflict, NotFound, StaleVersion, Unauthorized
from shared.service.ports import DuplicateRecord

log = logging.getLogger(__name__)
MAX_AUTOMA_DELAY = 3600.0
MACHINE_KINDS = ("bot", "automa")


def dumps(obj) -> str:
    return orjson.dumps(obj).decode()


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def error_body(exc: EngineError) -> dict:
    return {"code": exc.code, "message": exc.reason, "details": exc.details}


@dataclass
class Step:
    """One committed transition: what to notify and what the worker may keep hot."""

    seq: int
    version: int | None = None
    state: dict | None = None
    due_at: float | None = None
    more: bool = False


class GameService:
    """Every use case of the server; adapters (store, notifier, queue) are injected by bootstrap()."""

    def __init__(self, store, notifier, queue, settings, clock=time.time):
        self.store, self.notifier, self.queue, self.settings = store, notifier, queue, settings
        self.clock = clock
        self._read_cache = StateCache()
        self._names: dict[str, str] = {}  # game id -> rules name, for the one-statement admission
        self._hot = StateCache()
        self._specs: dict[str, list[SeatSpec]] = {}  # game id -> its seats as created (they never change)
        self._seat_cache: dict[tuple, tuple] = {}
        self._recent = RecentEvents()
        self._fetching = [threading.Lock() for _ in range(64)]

    # -- creating ---------------------------------------------------------------------------------
    def create_game(self, game: str, options: dict | None, seats: list[dict], seed: int | None = None) -> dict:
        """Validate, set up and store a new game; one bearer token per seat."""
        rules = get_game(game)
        options, delay = self._split_options(options)
        options, specs = rules.prepare(options, self._seat_specs(seats))  # default roles and bots filled in
        seed = secrets.randbits(63) if seed is None else seed
        state = rules.setup(seed, options, specs)
        tokens = [secrets.token_urlsafe(24) for _ in specs]
        game_id, now = uuid.uuid4().hex, self.clock()
        due = self._automa_due(rules, state, {s.seat: s.kind for s in specs}, now, delay)
        created = {"type": "game_created", "seat": None, "data": {"game": game, "seats": [s.public() for s in specs]}}
        with self.store.write() as tx:
            tx.insert_game(dict(id=game_id, game=game, seed=seed, options=dumps(options), status="active", version=0,
                                last_seq=1, state=dumps(state), active_seats=dumps(rules.active_seats(state)),
                                result=None, automa_delay=delay, automa_due_at=due, created_at=now, updated_at=now,
                                seat_since=dumps(_seat_since(rules, state, 0, {}))))
            tx.insert_seats([dict(game_id=game_id, seat=s.seat, name=s.name, kind=s.kind, role=s.role, bot=s.bot,
                                  token_hash=hash_token(t)) for s, t in zip(specs, tokens)])
            tx.insert_events([dict(game_id=game_id, seq=1, version=0, body=dumps(created))])
        self._keep_specs(game_id, specs)
        self.notifier.publish(game_id, 1)
        if due is not None:
            self.queue.enqueue(game_id, countdown=due - now)
        return {"id": game_id, "game": game, "version": 0, "status": "active",
                "seats": [dict(s.public(), token=t) for s, t in zip(specs, tokens)]}

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

    # -- reading ----------------------------------------------------------------------------------
    def authenticate(self, game_id: str, token: str | None) -> int | None:
        """The seat a token belongs to; None (spectator) without a token. Seats never change, so hits are cached."""
        digest = hash_token(token) if token is not None else None
        cached = self._seat_cache.get((game_id, digest))
        if cached is not None:
            return cached[0]
        with self.store.read() as tx:
            if tx.game_head(game_id) is None:
                raise NotFound(f"no game {game_id}")
            seat = tx.seat_by_token(game_id, digest) if digest is not None else None
        if digest is not None and seat is None:
            raise Unauthorized("this token is not a seat of this game")
        if len(self._seat_cache) > 100_000:
            self._seat_cache.clear()
        self._seat_cache[(game_id, digest)] = (seat,)
        return seat

    def _head_and_state(self, game_id: str):
        """The game row and its parsed snapshot: one round trip, and the snapshot only travels and is parsed
        when this process does not already hold that version."""
        with self.store.read() as tx:
            head = tx.game_head(game_id, with_state=True, unless_version=self._read_cache.version_of(game_id))
            if head is None:
                raise NotFound(f"no game {game_id}")
            state = self._read_cache.get(game_id, head["version"]) if head["state"] is None else None
            if head["state"] is None and state is None:  # another thread replaced the cached copy meanwhile
                head = tx.game_head(game_id, with_state=True)
        if state is None:
            state = orjson.loads(head["state"])
            self._remember(game_id, head["game"], head["version"], state)
        return head, state

    def _remember(self, game_id: str, game: str, version: int, state: dict) -> None:
        """Keep a parsed snapshot (read-only: views, checks) and the game's rules name for this process."""
        self._names[game_id] = game
        self._read_cache.put(game_id, version, state)

    def game_status(self, game_id: str) -> dict:
        """The cheap part of a game's head: status, version and last event seq."""
        with self.store.read() as tx:
            head = tx.game_head(game_id)
        if head is None:
            raise NotFound(f"no game {game_id}")
        return {"status": head["status"], "version": head["version"], "last_seq": head["last_seq"]}

    def read_game(self, game_id: str, seat: int | None) -> dict:
        """The seat's (or spectator's) view with, as in Rally the Troops, the seat's legal actions beside it."""
        head, state = self._head_and_state(game_id)
        return self._game_body(game_id, head["game"], head["version"], state, seat,
                               orjson.loads(head["active_seats"]), orjson.loads(head["result"] or "null"))

    def _game_body(self, game_id: str, name: str, version: int, state: dict, seat: int | None, active: list,
                   result: dict | None) -> dict:
        """What a seat (or spectator) reads of the game at one version: the seats, its view, and for an active
        seat its legal actions and what it is deciding, in words (the prompt)."""
        rules = get_game(name)
        mine = seat is not None and seat in active
        return {"id": game_id, "game": name, "status": "active" if result is None else "finished",
                "version": version, "active_seats": active, "seats": self._public_seats(game_id),
                "view": rules.view(state, seat), "actions": _actions(rules, state, seat, active),
                "prompt": rules.prompt(state, seat) if mine else None, "result": result}

    def _public_seats(self, game_id: str) -> list[dict]:
        """The seats as create, read and list show them; read from the database once per process."""
        specs = self._specs.get(game_id)
        if specs is None:
            with self.store.read() as tx:
                specs = self._game_specs(tx, game_id)
        return [spec.public() for spec in specs]

    def _game_specs(self, tx, game_id: str) -> list[SeatSpec]:
        """The game's seats as created (role and bot included); they never change, so they are cached."""
        specs = self._specs.get(game_id)
        if specs is None:
            specs = [_spec(row) for row in tx.seats([game_id])]
            if specs:
                self._keep_specs(game_id, specs)
        return specs

    def _keep_specs(self, game_id: str, specs: list[SeatSpec]) -> None:
        if len(self._specs) > 100_000:  # a long-running process must not keep every game it ever saw
            self._specs.clear()
        self._specs[game_id] = specs

    def seat_state(self, game_id: str, seat: int | None, version: int) -> dict | None:
        """What a GET of the game returns, for the snapshot at `version`, or None when the stored game is no
        longer at that version (the events of the newer one are on their way). The snapshot is fetched once
        per version and process, whichever stream asks first, and the head fields are derived from it."""
        state = self._read_cache.get(game_id, version) if game_id in self._names else None
        if state is None:
            with self._fetching[hash(game_id) % len(self._fetching)]:
                state = self._read_cache.get(game_id, version)
                if state is None:
                    head, state = self._head_and_state(game_id)
                    if head["version"] != version:
                        return None
        rules = get_game(self._names[game_id])
        result = rules.result(state) if rules.is_over(state) else None
        return self._game_body(game_id, self._names[game_id], version, state, seat, rules.active_seats(state), result)

    def legal_actions(self, game_id: str, seat: int) -> dict:
        head, state = self._head_and_state(game_id)
        actions = _actions(get_game(head["game"]), state, seat, orjson.loads(head["active_seats"]))
        return {"version": head["version"], "seat": seat, "actions": actions}

    def move_status(self, game_id: str, move_id: str) -> dict:
        with self.store.read() as tx:
            row = tx.move(game_id, move_id)
        if row is None:
            raise NotFound(f"no move {move_id} in game {game_id}")
        return _status(row)

    def wait_move(self, game_id: str, move_id: str, timeout: float) -> dict:
        """The move's status once it is applied or rejected, or still pending after `timeout` seconds."""
        deadline = time.monotonic() + min(timeout, self.settings.max_wait_seconds)
        self.notifier.start()
        while True:
            mark = self.notifier.hub.counter(game_id)
            status = self.move_status(game_id, move_id)
            remaining = deadline - time.monotonic()
            if status["status"] != "pending" or remaining <= 0:
                return status
            self.notifier.hub.wait_counter(game_id, mark, min(remaining, 1.0))

    def events_after(self, game_id: str, after: int, viewer: int | None, limit: int = 500,
                     with_state: bool = False) -> list[dict]:
        """Every event after `after`, redacted for `viewer`; sequence numbers have no gaps. `with_state`: the
        caller will ask `seat_state` next, so a database read also brings the snapshot in the same round trip."""
        out = []
        for seq, version, raw in self._raw_events(game_id, after, limit, with_state):
            ev = redact_event(raw, viewer)
            ev["seq"], ev["version"] = seq, version
            out.append(ev)
        return out

    def _raw_events(self, game_id: str, after: int, limit: int, with_state: bool = False) -> list[tuple]:
        """(seq, version, event) rows: from the shared recent-events cache up to the latest seq this process
        was notified of, else from the database (which also refills the cache)."""
        rows = self._cached_events(game_id, after, limit)
        if rows is not None:
            return rows
        with self._fetching[hash(game_id) % len(self._fetching)]:
            # Single flight: the streams of one game woken together make one query, the rest read the cache.
            rows = self._cached_events(game_id, after, limit)
            return rows if rows is not None else self._fetch_events(game_id, after, limit, with_state)

    def _cached_events(self, game_id: str, after: int, limit: int) -> list | None:
        latest = self.notifier.hub.latest(game_id) if self.notifier.hub is not None else None
        if latest is None or latest <= after:
            return None
        return self._recent.get(game_id, after, min(latest, after + limit))

    def _fetch_events(self, game_id: str, after: int, limit: int, with_state: bool = False) -> list[tuple]:
        with self.store.read() as tx:
            if with_state:
                found, head = tx.events_and_head(game_id, after, limit, self._read_cache.version_of(game_id))
            else:
                found, head = tx.events_after(game_id, after, limit), None
            if not found and head is None and tx.game_head(game_id) is None:
                raise NotFound(f"no game {game_id}")
        rows = [(r["seq"], r["version"], orjson.loads(r["body"])) for r in found]
        self._recent.add(game_id, rows)
        if head is not None and head["state"] is not None:
            self._remember(game_id, head["game"], head["version"], orjson.loads(head["state"]))
        return rows

    def list_games(self, status: str | None = None, game: str | None = None, limit: int = 50, offset: int = 0):
        if status not in (None, "active", "finished"):
            raise BadRequest("status must be active or finished")
        with self.store.read() as tx:
            rows = tx.list_games(status, game, limit, offset)
            seats = tx.seats([r["id"] for r in rows]) if rows else []
        by_game: dict[str, list] = {}
        for s in seats:
            by_game.setdefault(s["game_id"], []).append(_spec(s).public())
        return [dict(r, seats=by_game.get(r["id"], [])) for r in rows]

    # -- the rules catalog ------------------------------------------------------------------------
    @staticmethod
    def rules_catalog() -> dict:
        """Every game as GET /v1/rules lists it, and the bots a bot seat may name."""
        return {"games": [g.catalog() for g in all_games()],
                "bots": [{"name": name, "text": bot.text} for name, bot in sorted(BOTS.items())]}

    @staticmethod
    def game_rules(game: str) -> dict:
        """One game's catalog entry and glossary (GET /v1/rules/{game}); UnknownGame for an unknown name."""
        rules = get_game(game)
        return {**rules.catalog(), "glossary": rules.glossary()}

    # -- submitting -------------------------------------------------------------------------------
    def submit_move(self, game_id: str, seat: int, action: dict, expected_version: int | None = None,
                    idempotency_key: str | None = None) -> dict:
        """Record a move durably and wake a worker. Refuses at once what the latest snapshot already refuses."""
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise BadRequest("action must be an object with a string 'type'")
        request_hash = hashlib.sha256(orjson.dumps({"a": strip_label(action), "v": expected_version},
                                                   option=orjson.OPT_SORT_KEYS)).hexdigest()
        now = self.clock()
        row = dict(move_id=uuid.uuid4().hex, game_id=game_id, seat=seat, kind="human",
                   action=dumps(strip_label(action)), expected_version=expected_version,
                   idempotency_key=idempotency_key, request_hash=request_hash, status="pending",
                   created_at=now, updated_at=now, version=None)
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
        return {"move_id": row["move_id"], "status": "pending"}

    def _admit_fast(self, row: dict, action: dict) -> bool:
        """The whole gatekeeper in one statement, when this process holds the snapshot of the expected version
        and already finds the seat active and the action legal there. The statement itself re-checks that
        the game is active, still at that version and has no move in flight; anything else (and every
        refusal) goes through the locked path, which gives the answer in the gatekeeper's order."""
        version, game_id = row["expected_version"], row["game_id"]
        state = self._read_cache.get(game_id, version) if version is not None else None
        name = self._names.get(game_id)
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
        head, previous, pending = tx.admission(game_id, seat, key, self._read_cache.version_of(game_id))
        if head is None:
            raise NotFound(f"no game {game_id}")
        if previous is not None:
            return _replayed(previous, request_hash)
        if head["status"] != "active":
            raise NotYourTurn("the game is over")
        _check_fresh(head, seat, expected_version, pending)
        if pending:
            return None  # the snapshot is not current: the worker judges this move in its turn
        active = orjson.loads(head["active_seats"])
        if seat not in active:
            raise NotYourTurn(f"seat {seat} has no decision to make now", active_seats=active)
        state = self._read_cache.get(game_id, head["version"]) if head["state"] is None else None
        if state is None:
            state = orjson.loads(head["state"] or tx.game_state(game_id))
            self._remember(game_id, head["game"], head["version"], state)
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
        """Apply pending moves in order, then due automa and bot steps: one transaction and notification each."""
        for done in range(max_steps):
            step = self._step(game_id)
            if step is None:
                return done
            if step.state is not None:
                self._hot.put(game_id, step.version, step.state)
            self.notifier.publish(game_id, step.seq)
            if not step.more:
                if step.due_at is not None:
                    self.queue.enqueue(game_id, countdown=max(0.0, step.due_at - self.clock()))
                return done + 1
        self.queue.enqueue(game_id)
        return max_steps

    def _step(self, game_id: str) -> Step | None:
        with self.store.write() as tx:
            head, move, queued = tx.lock_and_next_pending(game_id)
            if head is None:
                return None
            due = head["automa_due_at"]
            if move is not None:
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

    def _hot_state(self, tx, head) -> dict:
        state = self._hot.take(head["id"], head["version"])
        return state if state is not None else orjson.loads(tx.game_state(head["id"]))

    def _apply_move(self, tx, head, move) -> Step:
        rules = get_game(head["game"])
        state = self._hot_state(tx, head)
        try:
            if head["status"] != "active":
                raise NotYourTurn("the game is over")
            _check_fresh(head, move["seat"], move["expected_version"])
            action = rules.check(state, move["seat"], orjson.loads(move["action"]))
        except EngineError as exc:
            tx.finish_move(head["id"], move["id"], "rejected", None, dumps(error_body(exc)), self.clock())
            return Step(seq=head["last_seq"], version=head["version"], state=state, due_at=head["automa_due_at"])
        try:
            events = rules.apply_in_place(state, move["seat"], strip_label(action))
        except Exception:
            # A rules bug must not wedge the game: the move is rejected and the snapshot is left as it was.
            log.exception("rules error applying move %s of game %s", move["move_id"], head["id"])
            body = {"code": "internal_error", "message": "the rules engine failed on this move", "details": {}}
            tx.finish_move(head["id"], move["id"], "rejected", None, dumps(body), self.clock())
            return Step(seq=head["last_seq"], due_at=head["automa_due_at"])
        tx.finish_move(head["id"], move["id"], "applied", head["version"] + 1, None, self.clock(), unqueue=False)
        return self._commit(tx, head, rules, state, events, unqueue=True)

    def _apply_machine_turn(self, tx, head) -> Step:
        """One automa or bot step: the rules decide for an automa seat, the seat's named bot for a bot seat."""
        rules = get_game(head["game"])
        state = self._hot_state(tx, head)
        specs = {spec.seat: spec for spec in self._game_specs(tx, head["id"])}
        seat = next((s for s in rules.active_seats(state) if specs[s].kind in MACHINE_KINDS), None)
        if seat is None:
            tx.update_game(head["id"], automa_due_at=None)
            return Step(seq=head["last_seq"], version=head["version"], state=state)
        chosen = decide(rules, state, seat, specs[seat].kind, seed=f"{head['seed']}:{head['version']}:{seat}",
                        bot=specs[seat].bot)
        action = strip_label(rules.check(state, seat, chosen))
        events = rules.apply_in_place(state, seat, action)
        now = self.clock()
        tx.insert_move(dict(move_id=uuid.uuid4().hex, game_id=head["id"], seat=seat, kind=specs[seat].kind,
                            action=dumps(action), status="applied", version=head["version"] + 1,
                            created_at=now, updated_at=now))
        return self._commit(tx, head, rules, state, events)

    def _seat_kinds(self, tx, game_id: str) -> dict[int, str]:
        return {spec.seat: spec.kind for spec in self._game_specs(tx, game_id)}

    def _commit(self, tx, head, rules, state, events, unqueue: bool = False) -> Step:
        """Write the snapshot, the events, each active seat's decision age and the next automa due time in the
        caller's transaction. The end of the game is the rules' own game_ended event (shared.engine.result)."""
        version, now = head["version"] + 1, self.clock()
        result = rules.result(state) if rules.is_over(state) else None
        since = _seat_since(rules, state, version, orjson.loads(head["seat_since"] or "{}"))
        seq = head["last_seq"]
        rows = []
        for ev in events:
            seq += 1
            rows.append(dict(game_id=head["id"], seq=seq, version=version, body=dumps(ev)))
        due = self._automa_due(rules, state, self._seat_kinds(tx, head["id"]), now, head["automa_delay"])
        tx.insert_events(rows)
        tx.update_game(head["id"], unqueue=unqueue, state=dumps(state), version=version, last_seq=seq,
                       active_seats=dumps(rules.active_seats(state)), status="finished" if result else "active",
                       result=dumps(result) if result is not None else None, automa_due_at=due, updated_at=now,
                       seat_since=dumps(since))
        return Step(seq=seq, version=version, state=state, due_at=due)

    def sweep(self) -> list[str]:
        """Re-enqueue games whose moves waited too long or whose automa step is due (runs from beat)."""
        now = self.clock()
        with self.store.read() as tx:
            ids = tx.due_games(now, now - self.settings.pending_timeout_seconds)
        for game_id in ids:
            self.queue.enqueue(game_id)
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
        rules = get_game(head["game"])
        specs = [_spec(row) for row in seats]  # as stored: roles and bots as `prepare` filled them in
        state = rules.setup(head["seed"], orjson.loads(head["options"]), specs)
        for row in log_rows:
            state = rules.apply(state, row["seat"], orjson.loads(row["action"])).state
        same = orjson.dumps(state, option=orjson.OPT_SORT_KEYS) == orjson.dumps(stored, option=orjson.OPT_SORT_KEYS)
        return {"ok": same and len(log_rows) == head["version"], "version": head["version"], "moves": len(log_rows)}


def _spec(row) -> SeatSpec:
    """A stored seat row as a SeatSpec (role and bot are NULL on games created before they existed)."""
    return SeatSpec(row["seat"], row["name"], row["kind"], role=row["role"], bot=row["bot"])


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


def _actions(rules, state: dict, seat: int | None, active: list) -> list:
    """The seat's legal actions; none for a spectator or a seat with no decision to make."""
    return rules.legal_actions(state, seat) if seat is not None and seat in active else []


def _status(row) -> dict:
    return {"move_id": row["move_id"], "status": row["status"], "version": row["version"],
            "error": orjson.loads(row["error"]) if row["error"] else None}


def _replayed(previous, request_hash) -> dict:
    """The original outcome of a repeated Idempotency-Key, or a conflict if the body differs."""
    if previous["request_hash"] != request_hash:
        raise IdempotencyConflict("this Idempotency-Key was used with a different request body")
    status = _status(previous)
    return status if status["status"] != "pending" else {"move_id": previous["move_id"], "status": "pending"}

"""GameQueries: the read side of the application layer (views, statuses, events, the rules catalog).

It imports nothing of the write side (shared.service.commands), so a process that only streams or reads
games (services/api/sse.py, services/streams/) can load it alone. Its caches hold what this process has
read: parsed snapshots per version, the newest events per game, the seats and rules name of each game.
The write side shares them through the public methods at the end (`cached_state`, `remember`, ...).
"""
from __future__ import annotations

import threading
import time

import orjson

from shared.engine import all_games, get_game, redact_event
from shared.engine.bots import BOTS
from shared.engine.contract import SeatSpec
from shared.service import play_view, tickets
from shared.service.cache import RecentEvents, StateCache
from shared.service.chat import is_withheld
from shared.service.common import _spec, _status, hash_token
from shared.service.errors import BadRequest, NotFound, Unauthorized

MAX_CACHED = 100_000  # entries of the seat and seats caches: a long-running process must not keep every game
GAME_STATUSES = ("active", "finished", "stalled", "waiting", "cancelled", "aborted")
#: statuses of a game over, with its stored result (shared/service/endings.py: aborted by its seats)
OVER_STATUSES = ("finished", "aborted")
#: events the service writes (shared.service.commands, .invitations) that change a game's status without a new
#: snapshot
STATUS_EVENTS = {"game_stalled": "stalled", "game_resumed": "active", "game_started": "active",
                 "game_cancelled": "cancelled"}
#: statuses in which a game takes no move, whatever its snapshot says (issue 19 §2: waiting for players)
IDLE_STATUSES = ("stalled", "waiting", "cancelled")


class HeadInfo:
    """What a served game body takes from the game row besides the snapshot: its status, whether its creator
    chose the seed, the commitment to the deal and, once finished, the revealed seed and salt."""

    __slots__ = ("status", "fixed_seed", "commitment", "fairness", "ended")

    def __init__(self, head):
        self.status = head["status"]
        self.fixed_seed = bool(head["fixed_seed"])
        self.commitment = head["seed_commitment"]
        self.fairness = None
        # A game over: its stored result, with the reason it ended (a resignation leaves a snapshot the rules
        # still see running: the row, not the rules, says it is over; shared/service/endings.py).
        self.ended = orjson.loads(head["result"]) if self.status in OVER_STATUSES and head["result"] else None
        if self.status in OVER_STATUSES and head["seed_salt"] is not None and self.commitment is not None:
            self.fairness = {"seed": head["seed"], "salt": head["seed_salt"], "commitment": self.commitment}


class GameQueries:
    """Every read use case; the store and notifier are injected (shared.bootstrap)."""

    def __init__(self, store, notifier, settings, clock=time.time):
        self.store, self.notifier, self.settings = store, notifier, settings
        self.clock = clock  # the clock the write side stamps moves with (the pending moves' age)
        self._secret = (getattr(settings, "secret", None) or "").encode()  # stream tickets' server secret
        self._read_cache = StateCache()  # parsed snapshots: read-only (views, checks, the one-statement admission)
        self._names: dict[str, str] = {}  # game id -> rules name, for the one-statement admission
        self._specs: dict[str, list[SeatSpec]] = {}  # game id -> its seats as created (they never change)
        self._seat_cache: dict[tuple, tuple] = {}  # (game id, None) -> (None,): games a spectator found
        self._visibility: dict[str, tuple] = {}  # game id -> (creator app id or None, public): they never change
        self._heads: dict[str, HeadInfo] = {}  # game id -> the row's status and fair-seed fields, as last read
        self._recent = RecentEvents()
        self._play = play_view.Memo()  # game id -> the facts of `abort` and `undo` (issue 20 §4-5), per version
        self._fetching = [threading.Lock() for _ in range(64)]  # single flight per game (hashed)

    # -- seats ------------------------------------------------------------------------------------
    def authenticate(self, game_id: str, token: str | None) -> int | None:
        """The seat a token belongs to; None (spectator) without a token; NotFound for an unknown game.

        A token is checked in the database on every call (one indexed read: whether the game exists and which
        seat holds the token), never from a per-process cache: a token replaced on any process
        (`rotate_token`) stops working at once on all of them. Only "this game exists" is kept, for spectators
        (games are never deleted)."""
        if token is None:
            if (game_id, None) in self._seat_cache:
                return None
            creator, public = self.visibility(game_id)
            if creator is not None and not public:  # an app's private game (issue 19 §1): as if it did not exist
                raise NotFound(f"no game {game_id}")
            if len(self._seat_cache) > MAX_CACHED:
                self._seat_cache.clear()
            self._seat_cache[(game_id, None)] = (None,)
            return None
        with self.store.read() as tx:
            exists, seat = tx.token_seat(game_id, hash_token(token))
        if not exists:
            raise NotFound(f"no game {game_id}")
        if seat is None:
            raise Unauthorized("this token is not a seat of this game")
        return seat

    def visibility(self, game_id: str) -> tuple[str | None, bool]:
        """(the app that created the game or None, whether it is public): who may read it without a seat
        (shared/service/players.py). Both never change, so they are kept per process; NotFound for no game."""
        found = self._visibility.get(game_id)
        if found is None:
            with self.store.read() as tx:
                found = tx.game_visibility(game_id)
            if found is None:
                raise NotFound(f"no game {game_id}")
            if len(self._visibility) > MAX_CACHED:
                self._visibility.clear()
            self._visibility[game_id] = found
        return found

    # -- stream tickets (shared.service.tickets) ---------------------------------------------------
    def stream_ticket(self, game_id: str, token: str) -> dict:
        """A ticket that opens the token's seat's event stream of this game for TICKET_SECONDS."""
        seat = self.authenticate(game_id, token)
        if seat is None:
            raise Unauthorized("a stream ticket needs a seat token")
        ticket = tickets.issue(self._secret, hash_token(token), game_id, seat, self.clock())
        return {"ticket": ticket, "expires_in": tickets.TICKET_SECONDS}

    def authenticate_ticket(self, game_id: str, ticket: str) -> int:
        """The seat a stream ticket opens the stream of: NotFound for an unknown game; Unauthorized for a ticket
        that is malformed, of another game or seat, altered, expired, or issued before the seat's token was
        replaced."""
        parsed = tickets.parse(ticket)
        if parsed is None:
            raise Unauthorized("this is not a stream ticket")
        seat, expires, mac = parsed
        with self.store.read() as tx:
            exists, token_hash = tx.seat_token_hash(game_id, seat)
        if not exists:
            raise NotFound(f"no game {game_id}")
        if token_hash is None or not tickets.valid(self._secret, token_hash, game_id, seat, expires, mac):
            raise Unauthorized("this stream ticket is not valid for this game")
        if self.clock() > expires:
            raise Unauthorized("this stream ticket has expired; ask for a new one")
        return seat

    def _public_seats(self, game_id: str) -> list[dict]:
        """The seats as create, read and list show them; read from the database once per process."""
        specs = self._specs.get(game_id)
        if specs is None:
            with self.store.read() as tx:
                specs = self.game_specs(tx, game_id)
        return [spec.public() for spec in specs]

    # -- games ------------------------------------------------------------------------------------
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
        self._note(head)
        if state is None:
            try:
                state = orjson.loads(head["state"])
            except orjson.JSONDecodeError:
                if head["status"] != "stalled":
                    raise
                self._names[game_id] = head["game"]
                return head, None  # a stalled game's unreadable snapshot: served as an empty view (_game_body)
            self.remember(game_id, head["game"], head["version"], state)
        return head, state

    def _note(self, head) -> HeadInfo:
        """Keep the row's status and fair-seed fields for the bodies served from cached snapshots."""
        info = HeadInfo(head)
        self._play.saw(head["id"], head["last_seq"])
        if len(self._heads) > MAX_CACHED:
            self._heads.clear()
        self._heads[head["id"]] = info
        return info

    def _head_info(self, game_id: str, finished: bool) -> HeadInfo:
        """The noted HeadInfo; read afresh when none is held, or when the snapshot is over and the one held
        predates the end (it lacks the reveal)."""
        info = self._heads.get(game_id)
        if info is None or (finished and info.status != "finished"):
            with self.store.read() as tx:
                head = tx.game_head(game_id)
            if head is None:
                raise NotFound(f"no game {game_id}")
            info = self._note(head)
        return info

    def game_status(self, game_id: str) -> dict:
        """The cheap part of a game's head: status, version and last event seq."""
        with self.store.read() as tx:
            head = tx.game_head(game_id)
        if head is None:
            raise NotFound(f"no game {game_id}")
        info = self._heads.get(game_id)
        if info is not None and info.status != head["status"]:
            self._note(head)
        self._play.saw(game_id, head["last_seq"])
        return {"status": head["status"], "version": head["version"], "last_seq": head["last_seq"]}

    def read_game(self, game_id: str, seat: int | None) -> dict:
        """The seat's (or spectator's) view with, as in Rally the Troops, the seat's legal actions beside it."""
        head, state = self._head_and_state(game_id)
        body = self._game_body(game_id, head["game"], head["version"], state, seat,
                               orjson.loads(head["active_seats"]), orjson.loads(head["result"] or "null"),
                               HeadInfo(head))
        self._add_play(body, game_id, seat, fresh=True)
        if head.get("clock"):  # issue 20 §1: each seat's deadline and bank (one more read, clocked games only)
            from shared.service.deadlines import clock_view

            body["clock"] = clock_view(self.store, head, self.clock())
        return body

    def _game_body(self, game_id: str, name: str, version: int, state: dict, seat: int | None, active: list,
                   result: dict | None, info: HeadInfo) -> dict:
        """What a seat (or spectator) reads of the game at one version: the seats, its view, and for an active
        seat its legal actions and what it is deciding, in words (the prompt). Beside them, from the row: the
        status (a stalled game shows `stalled`), `fixed_seed`, the `commitment` to the deal and, once the game
        is finished, `fairness`: the revealed seed and salt (shared.service.commands.GameCommands.verify)."""
        rules = get_game(name)
        if info.ended is not None:  # over: the stored result (with its reason), nobody acts (endings.py)
            result, active = info.ended, []
        mine = seat is not None and seat in active
        status = "finished" if result is not None else (info.status if info.status in IDLE_STATUSES else "active")
        status = info.status if info.ended is not None else status  # finished, or aborted
        if status in ("waiting", "cancelled"):  # not started: nobody acts yet (issue 19 §2)
            view, actions, prompt, active = rules.view(state, seat), [], None, []
        elif status == "stalled":
            # It takes no moves, and its snapshot may be what the rules fail on: a view if one can be had.
            try:
                view = rules.view(state, seat)
            except Exception:
                view = {}
            actions, prompt = [], None
        else:
            view, actions = rules.view(state, seat), _actions(rules, state, seat, active)
            prompt = rules.prompt(state, seat) if mine else None
        return {"id": game_id, "game": name, "status": status,
                "version": version, "active_seats": active, "seats": self._public_seats(game_id),
                "view": view, "actions": actions, "prompt": prompt, "result": result,
                "fixed_seed": info.fixed_seed, "commitment": info.commitment,
                "fairness": info.fairness if result is not None else None}

    def seat_state(self, game_id: str, seat: int | None, version: int) -> dict | None:
        """What a GET of the game returns, for the snapshot at `version`, or None when the stored game is no
        longer at that version (the events of the newer one are on their way). The snapshot is fetched once
        per version and process, whichever stream asks first, and the head fields are derived from it."""
        state = self._read_cache.get(game_id, version) if game_id in self._names else None
        if state is None:
            with self._fetch_lock(game_id):
                state = self._read_cache.get(game_id, version)
                if state is None:
                    head, state = self._head_and_state(game_id)
                    if head["version"] != version:
                        return None
        rules = get_game(self._names[game_id])
        try:
            result = rules.result(state) if rules.is_over(state) else None
            active = rules.active_seats(state)
        except Exception:
            if self._head_info(game_id, False).status != "stalled":
                raise
            result, active = None, []  # a stalled game whose snapshot the rules cannot read
        body = self._game_body(game_id, self._names[game_id], version, state, seat, active, result,
                               self._head_info(game_id, result is not None))
        return self._add_play(body, game_id, seat)

    def _add_play(self, body: dict, game_id: str, seat: int | None, fresh: bool = False) -> dict:
        """The body with `abort` and `undo` (shared/service/play_view.py): their facts read afresh for a GET, else
        once per version and process (the stream's `state` messages)."""
        facts = None if fresh else self._play.get(game_id, body["version"])
        facts = facts or self._read_play(game_id)  # the seats are cached: _game_body listed them
        return play_view.add_fields(body, facts, self._specs.get(game_id) or [], seat)

    def _read_play(self, game_id: str):
        """The game's play_view facts now (kept for the streams' `state`), and its seats into their cache."""
        with self.store.read() as tx:
            facts = play_view.read_facts(tx, game_id)
            self.game_specs(tx, game_id)
        if facts is not None:
            self._play.put(game_id, facts)
        return facts

    def legal_actions(self, game_id: str, seat: int) -> dict:
        head, state = self._head_and_state(game_id)
        active = orjson.loads(head["active_seats"])
        actions = (_actions(get_game(head["game"]), state, seat, active) if head["status"] not in IDLE_STATUSES
                   else [])
        return {"version": head["version"], "seat": seat, "actions": actions}

    def list_games(self, status: str | None = None, game: str | None = None, limit: int = 50, offset: int = 0,
                   app_id: str | None = None):
        """The games the caller may list, newest first: the public ones, and those `app_id` created (issue 19
        §1: games are private by default; a caller without an app lists only public games)."""
        if status not in (None, *GAME_STATUSES):
            raise BadRequest(f"status must be one of {', '.join(GAME_STATUSES)}")
        with self.store.read() as tx:
            rows = tx.list_games(status, game, limit, offset, app_id=app_id)
            seats = tx.seats([r["id"] for r in rows]) if rows else []
        by_game: dict[str, list] = {}
        for s in seats:
            by_game.setdefault(s["game_id"], []).append(_spec(s).public())
        return [{"id": r["id"], "game": r["game"], "status": r["status"], "version": r["version"],
                 "created_at": r["created_at"], "fixed_seed": bool(r["fixed_seed"]),
                 "commitment": r["seed_commitment"], "seats": by_game.get(r["id"], [])} for r in rows]

    # -- moves ------------------------------------------------------------------------------------
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

    # -- events -----------------------------------------------------------------------------------
    def events_after(self, game_id: str, after: int, viewer: int | None, limit: int = 500,
                     with_state: bool = False) -> list[dict]:
        """Every event after `after`, redacted for `viewer`; sequence numbers have no gaps, but for the chat a
        spectator may not read (shared/service/chat.py), left out of its list. `with_state`: the
        caller will ask `seat_state` next, so a database read also brings the snapshot in the same round trip."""
        out = []
        for seq, version, raw in self.raw_events(game_id, after, limit, with_state):
            if is_withheld(raw, viewer):  # chat spectators may not read (shared/service/chat.py)
                continue
            ev = redact_event(raw, viewer)
            ev["seq"], ev["version"] = seq, version
            out.append(ev)
        return out

    def raw_events(self, game_id: str, after: int, limit: int = 500, with_state: bool = False) -> list[tuple]:
        """(seq, version, event) rows, unredacted, for a caller that redacts one batch per viewer class itself
        (shared.engine.redact_event copies; the events themselves are shared and must not be mutated): from the
        shared recent-events cache up to the latest seq this process was notified of, else from the database
        (which also refills the cache)."""
        rows = self._cached_events(game_id, after, limit)
        if rows is not None:
            return rows
        with self._fetch_lock(game_id):
            # Single flight: the streams of one game woken together make one query, the rest read the cache.
            rows = self._cached_events(game_id, after, limit)
            return rows if rows is not None else self._fetch_events(game_id, after, limit, with_state)

    _raw_events = raw_events

    def _fetch_lock(self, game_id: str) -> threading.Lock:
        return self._fetching[hash(game_id) % len(self._fetching)]

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
        self._play.note_events(game_id, rows)
        if head is not None and not self._play.holds(game_id, head["version"], head["last_seq"]):
            self._read_play(game_id)  # the next state's `abort` and `undo`: once per version (or vote)
        info = self._heads.get(game_id)
        if info is not None and len(rows) < limit:  # the newest events: they tell if it stalled or resumed since
            for _seq, _version, ev in rows:
                info.status = STATUS_EVENTS.get(ev["type"], info.status)
        if head is not None:
            self._note(head)
            if head["state"] is not None:
                try:
                    self.remember(game_id, head["game"], head["version"], orjson.loads(head["state"]))
                except orjson.JSONDecodeError:  # a stalled game's unreadable snapshot: the events still flow
                    if head["status"] != "stalled":
                        raise
        return rows

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

    # -- the caches the write side shares (shared.service.commands) --------------------------------
    def oldest_pending_age(self) -> float | None:
        """Seconds the oldest pending move has waited (None: none pending), in one indexed query: a gauge read
        when metrics are scraped."""
        with self.store.read() as tx:
            oldest = tx.oldest_pending_at()
        return None if oldest is None else max(0.0, self.clock() - oldest)

    def cached_state(self, game_id: str, version: int) -> dict | None:
        """The parsed snapshot of the game at exactly `version`, if this process holds it (read-only)."""
        return self._read_cache.get(game_id, version)

    def cached_version(self, game_id: str) -> int | None:
        """The version whose snapshot this process holds, if any (a hint: it may be replaced meanwhile)."""
        return self._read_cache.version_of(game_id)

    def rules_name(self, game_id: str) -> str | None:
        """The game's rules name, once this process has held one of its snapshots."""
        return self._names.get(game_id)

    def note_rules_name(self, game_id: str, game: str) -> None:
        """Keep the game's rules name (the admission's metrics label it by name, never by id)."""
        if game_id not in self._names:
            self._names[game_id] = game

    def remember(self, game_id: str, game: str, version: int, state: dict) -> None:
        """Keep a parsed snapshot (read-only: views, checks) and the game's rules name for this process."""
        self._names[game_id] = game
        self._read_cache.put(game_id, version, state)

    def game_specs(self, tx, game_id: str) -> list[SeatSpec]:
        """The game's seats as created (role and bot included), read in `tx`; they never change, so are cached."""
        specs = self._specs.get(game_id)
        if specs is None:
            specs = [_spec(row) for row in tx.seats([game_id])]
            if specs:
                self.keep_specs(game_id, specs)
        return specs

    def keep_specs(self, game_id: str, specs: list[SeatSpec]) -> None:
        if len(self._specs) > MAX_CACHED:
            self._specs.clear()
        self._specs[game_id] = specs


def _actions(rules, state: dict, seat: int | None, active: list) -> list:
    """The seat's legal actions; none for a spectator or a seat with no decision to make."""
    return rules.legal_actions(state, seat) if seat is not None and seat in active else []

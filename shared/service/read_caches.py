"""ReadCaches: what the read side keeps per process (snapshots, heads, seats, rules names), shared with the writes."""
from __future__ import annotations

import threading

import orjson

from shared.engine.contract import SeatSpec
from shared.service import play_view
from shared.service.cache import RecentEvents, StateCache
from shared.service.common import _spec
from shared.service.errors import NotFound
from shared.service.game_statuses import OVER_STATUSES

MAX_CACHED = 100_000  # entries of the seat and seats caches: a long-running process must not keep every game


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


class ReadCaches:
    """GameQueries' caches and the reads that fill them; uses its store.

    The write side (shared.service.commands) shares them through the public methods at the end (`cached_state`,
    `remember`, ...)."""

    def _init_caches(self) -> None:
        """Start this process's caches empty."""
        self._read_cache = StateCache()  # parsed snapshots: read-only (views, checks, the one-statement admission)
        self._names: dict[str, str] = {}  # game id -> rules name, for the one-statement admission
        self._specs: dict[str, list[SeatSpec]] = {}  # game id -> its seats as created (they never change)
        self._seat_cache: dict[tuple, tuple] = {}  # (game id, None) -> (None,): games a spectator found
        self._visibility: dict[str, tuple] = {}  # game id -> (creator app id or None, public): they never change
        self._heads: dict[str, HeadInfo] = {}  # game id -> the row's status and fair-seed fields, as last read
        self._recent = RecentEvents()
        self._play = play_view.Memo()  # game id -> the facts of `abort` and `undo` (issue 20 §4-5), per version
        self._fetching = [threading.Lock() for _ in range(64)]  # single flight per game (hashed)

    def _fetch_lock(self, game_id: str) -> threading.Lock:
        return self._fetching[hash(game_id) % len(self._fetching)]

    def _public_seats(self, game_id: str) -> list[dict]:
        """The seats as create, read and list show them; read from the database once per process."""
        specs = self._specs.get(game_id)
        if specs is None:
            with self.store.read() as tx:
                specs = self.game_specs(tx, game_id)
        return [spec.public() for spec in specs]

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

    # -- the caches the write side shares (shared.service.commands) --------------------------------
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


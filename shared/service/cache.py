"""A small LRU of parsed game states keyed by game id and checked against the stored version."""
from __future__ import annotations

import threading
from collections import OrderedDict


class StateCache:
    """Maps game id -> (version, state). A hit is only a hit for the exact version asked for."""

    def __init__(self, maxsize: int = 2000):
        self._items: OrderedDict[str, tuple[int, dict]] = OrderedDict()
        self._lock = threading.Lock()
        self._maxsize = maxsize

    def get(self, game_id: str, version: int) -> dict | None:
        with self._lock:
            item = self._items.get(game_id)
            if item is None or item[0] != version:
                return None
            self._items.move_to_end(game_id)
            return item[1]

    def version_of(self, game_id: str) -> int | None:
        """The version held for the game, if any (a hint: it may be replaced before a get)."""
        item = self._items.get(game_id)
        return item[0] if item is not None else None

    def take(self, game_id: str, version: int) -> dict | None:
        """Remove and return the state: the caller now owns it and may mutate it."""
        with self._lock:
            item = self._items.pop(game_id, None)
            return item[1] if item is not None and item[0] == version else None

    def put(self, game_id: str, version: int, state: dict) -> None:
        with self._lock:
            self._items[game_id] = (version, state)
            self._items.move_to_end(game_id)
            while len(self._items) > self._maxsize:
                self._items.popitem(last=False)


class RecentEvents:
    """The newest stored events of each game, shared by every reader in the process (SSE streams, logs).

    Only ever filled from the database, so it can only serve what was committed; a read is served from
    here only when every seq of the asked range is present, otherwise it goes to the database.
    """

    def __init__(self, per_game: int = 256, max_games: int = 5000):
        self._games: OrderedDict[str, dict[int, tuple]] = OrderedDict()
        self._lock = threading.Lock()
        self._per_game = per_game
        self._max_games = max_games

    def get(self, game_id: str, after: int, upto: int) -> list | None:
        """Rows (seq, version, event) for every seq in (after, upto], or None if any is missing."""
        with self._lock:
            rows = self._games.get(game_id)
            if rows is None or upto <= after:
                return None
            out = [rows.get(seq) for seq in range(after + 1, upto + 1)]
        return None if None in out else out

    def add(self, game_id: str, rows: list[tuple]) -> None:
        with self._lock:
            cached = self._games.setdefault(game_id, {})
            self._games.move_to_end(game_id)
            for row in rows:
                cached[row[0]] = row
            for seq in sorted(cached)[:-self._per_game]:
                del cached[seq]
            while len(self._games) > self._max_games:
                self._games.popitem(last=False)

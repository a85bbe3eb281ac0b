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

"""Game registry: games register themselves when `shared.games` is imported."""
import importlib
import threading

from shared.engine.errors import UnknownGame

_GAMES: dict = {}
_loaded = threading.Event()
_lock = threading.Lock()


def register_game(game) -> None:
    """Register a game instance under its `name`."""
    _GAMES[game.name] = game


def _load() -> None:
    # Concurrent first requests must all see the games: only one thread imports, the others wait for it.
    if not _loaded.is_set():
        with _lock:
            if not _loaded.is_set():
                importlib.import_module("shared.games")
                _loaded.set()


def get_game(name: str):
    """The registered game called `name`, or UnknownGame."""
    _load()
    try:
        return _GAMES[name]
    except KeyError:
        raise UnknownGame(f"no game called {name!r}; known: {sorted(_GAMES)}") from None


def all_games() -> list:
    """Every registered game, sorted by name."""
    _load()
    return [_GAMES[k] for k in sorted(_GAMES)]

"""Game registry: games are found through the `seraph.games` entry-point group, so the engine imports no game
and a game can ship as a package of its own. An entry point names a Game subclass (or an instance)."""
import threading
from importlib.metadata import entry_points

from shared.engine.errors import UnknownGame

GROUP = "seraph.games"
_GAMES: dict = {}
_loaded = threading.Event()
_lock = threading.Lock()


def register_game(game) -> None:
    """Register a game instance under its `name` (tests and plug-ins may add games by hand)."""
    _GAMES[game.name] = game


def _load() -> None:
    # Concurrent first requests must all see the games: only one thread loads, the others wait for it.
    if not _loaded.is_set():
        with _lock:
            if not _loaded.is_set():
                for ep in entry_points(group=GROUP):
                    found = ep.load()
                    register_game(found() if isinstance(found, type) else found)
                _loaded.set()


def get_game(name: str):
    """The registered game called `name`, or UnknownGame."""
    _load()
    try:
        return _GAMES[name]
    except KeyError:
        raise UnknownGame(f"no game called {name!r}; known: {', '.join(sorted(_GAMES))}") from None


def all_games() -> list:
    """Every registered game, sorted by name."""
    _load()
    return [_GAMES[k] for k in sorted(_GAMES)]

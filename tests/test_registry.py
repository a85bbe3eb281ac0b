"""The game registry: every game declared in the `seraph.games` entry-point group, and nothing hard-coded."""
import pathlib
import subprocess
import sys
from importlib.metadata import entry_points

import pytest

from shared.engine import Game, UnknownGame, all_games, get_game
from shared.engine.registry import GROUP
from shared.engine.schemas import KINDS, game_schemas, schemas_dir

ENTRY_POINTS = sorted(entry_points(group=GROUP), key=lambda ep: ep.name)


def test_at_least_one_game_is_declared_as_an_entry_point():
    assert ENTRY_POINTS, f"no entry point in group {GROUP}"


@pytest.mark.parametrize("ep", ENTRY_POINTS, ids=[ep.name for ep in ENTRY_POINTS])
def test_every_entry_point_names_a_game_registered_under_the_entry_points_name(ep):
    found = ep.load()
    assert isinstance(found, Game) or (isinstance(found, type) and issubclass(found, Game))
    game = get_game(ep.name)
    assert game.name == ep.name
    assert isinstance(game, found if isinstance(found, type) else type(found))


def test_all_games_lists_each_registered_game_once_sorted_by_name():
    names = [g.name for g in all_games()]
    assert names == sorted(set(names))
    assert {ep.name for ep in ENTRY_POINTS} <= set(names)
    assert all(get_game(name) is game for name, game in zip(names, all_games()))


def test_an_unknown_game_names_the_known_ones():
    with pytest.raises(UnknownGame) as err:
        get_game("no-such-game")
    assert all(game.name in err.value.reason for game in all_games())


def test_concurrent_first_lookups_all_find_the_games():
    name = ENTRY_POINTS[0].name
    code = ("import threading; from shared.engine import get_game; errors = []\n"
            f"def look():\n    try: get_game({name!r})\n    except Exception as e: errors.append(e)\n"
            "ts = [threading.Thread(target=look) for _ in range(16)]\n"
            "[t.start() for t in ts]; [t.join() for t in ts]; print(len(errors))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=30,
                         cwd=pathlib.Path(__file__).resolve().parents[1])
    assert out.stdout.strip() == "0", out.stderr


@pytest.mark.parametrize("ep", ENTRY_POINTS, ids=[ep.name for ep in ENTRY_POINTS])
def test_every_registered_game_declares_its_view_action_event_and_result_schemas(ep):
    # Issue 29: a game joins the typed contract (GET /v1/rules/{game}/schemas, the OpenAPI components, the kit's
    # schema sweep) by declaring its four documents; one that declares none would be served untyped.
    game = get_game(ep.name)
    assert sorted(p.stem for p in schemas_dir(game).glob("*.json")) == sorted(KINDS)
    assert set(game_schemas(game)) == set(KINDS)

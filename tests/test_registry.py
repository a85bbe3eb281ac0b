"""The game registry."""
import pathlib
import subprocess
import sys

import pytest

from shared.engine import UnknownGame, all_games, get_game


def test_every_game_is_registered_under_its_name():
    assert [g.name for g in all_games()] == ["falling"]
    assert get_game("falling").name == "falling"


def test_an_unknown_game_names_the_known_ones():
    with pytest.raises(UnknownGame, match="falling"):
        get_game("chess")


def test_concurrent_first_lookups_all_find_the_games():
    code = ("import threading; from shared.engine import get_game; errors = []\n"
            "def look():\n    try: get_game('falling')\n    except Exception as e: errors.append(e)\n"
            "ts = [threading.Thread(target=look) for _ in range(16)]\n"
            "[t.start() for t in ts]; [t.join() for t in ts]; print(len(errors))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=30,
                         cwd=pathlib.Path(__file__).resolve().parents[1])
    assert out.stdout.strip() == "0", out.stderr

"""The Python SDK: whole games played and streamed through it, in the SDK tool venv (.venv-sdk: httpx, attrs)."""
import json
import os
import subprocess

import pytest

from services.api.openapi_games import camel, declares_schemas
from shared.engine import get_game
from tests.sdk.conftest import GAMES, ROOT, SDK, TOOL_PYTHON, TYPED_READS, require_tools


# Its subprocess's own limit: the typed client parses every read and event into the game's classes (8.5 min for the
# four games on a loaded 2-core machine, Angel Fury's 1,027 moves most of it). One game per test, so that the
# parallel suite (pytest-xdist) can hand the four out to different workers (issue 28 §5).
@pytest.mark.timeout(900)
@pytest.mark.parametrize("config", GAMES)
def test_whole_games_are_played_and_streamed_through_the_python_client(config, live_url, tool_env):
    require_tools()
    env = {**tool_env, "PYTHONPATH": os.pathsep.join([str(SDK / "python/seraph-client"), str(SDK / "python")])}
    done = subprocess.run([str(TOOL_PYTHON), str(ROOT / "tests/sdk/python_games.py"), live_url, config],
                          capture_output=True, text=True, timeout=900, env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    played = [json.loads(line) for line in done.stdout.splitlines()]
    assert [f"{p['game']}:{','.join(p['kinds'])}" for p in played] == [config]
    for game in played:
        assert game["status"] == "finished" and game["result"] is not None, game
        assert game["moves"] > 0 and game["last_event"] == "game_ended", game
        # every seq once, in order, as the log (its first page, at most 500) lists them
        assert game["streamed"] == list(range(1, len(game["streamed"]) + 1)), "a gap or a duplicate in the stream"
        assert game["streamed"][:len(game["logged"])] == game["logged"]
        assert_typed(game)


def assert_typed(game: dict) -> None:
    """The read, its view, its result and the events came as the game's generated classes (issue 29 §4)."""
    prefix = camel(game["game"])
    assert game["state_class"] == f"{prefix}GameState", game["state_class"]
    if declares_schemas(get_game(game["game"])):
        assert game["view_class"] == f"{prefix}View", game["view_class"]
        assert game["view_round"] is not None or game["game"] not in TYPED_READS, game
        assert game["result_class"] == f"{prefix}Result", game["result_class"]
        assert f"{prefix}GameEndedEvent" in game["event_classes"] and "GameCreatedEvent" in game["event_classes"]
        assert "UntypedEvent" not in game["event_classes"], game["event_classes"]

"""The Python SDK: whole games played and streamed through it, in the SDK tool venv (.venv-sdk: httpx, attrs)."""
import json
import os
import subprocess

from tests.sdk.conftest import GAMES, ROOT, SDK, TOOL_PYTHON, require_tools


def test_whole_games_are_played_and_streamed_through_the_python_client(live_url, tool_env):
    require_tools()
    env = {**tool_env, "PYTHONPATH": os.pathsep.join([str(SDK / "python/seraph-client"), str(SDK / "python")])}
    done = subprocess.run([str(TOOL_PYTHON), str(ROOT / "tests/sdk/python_games.py"), live_url, *GAMES],
                          capture_output=True, text=True, timeout=900, env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    played = [json.loads(line) for line in done.stdout.splitlines()]
    assert [f"{p['game']}:{','.join(p['kinds'])}" for p in played] == GAMES
    for game in played:
        assert game["status"] == "finished" and game["result"] is not None, game
        assert game["moves"] > 0 and game["last_event"] == "game_ended", game
        # every seq once, in order, as the log (its first page, at most 500) lists them
        assert game["streamed"] == list(range(1, len(game["streamed"]) + 1)), "a gap or a duplicate in the stream"
        assert game["streamed"][:len(game["logged"])] == game["logged"]

"""The TypeScript SDK: compiled with tsc --strict, then whole games played through it under node."""
import json
import shutil
import subprocess

from tests.sdk.conftest import GAMES, ROOT, SDK, TSC, TYPED_READS, require_tools


def compile_games(out):
    """tsc --strict over the SDK and tests/sdk/ts/games.ts into `out`, laid out to run under node."""
    require_tools()
    done = subprocess.run([str(TSC), "-p", str(ROOT / "tests/sdk/ts"), "--outDir", str(out)], capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    shutil.copy(SDK / "typescript/package.json", out / "sdk/typescript/package.json")
    shutil.copy(ROOT / "tests/sdk/ts/package.json", out / "tests/sdk/ts/package.json")
    (out / "sdk/typescript/node_modules").symlink_to(SDK / "typescript/node_modules")
    return out / "tests/sdk/ts/games.js"


def test_the_typescript_sdk_compiles_under_tsc_strict():
    require_tools()
    done = subprocess.run([str(TSC), "-p", str(SDK / "typescript")], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_whole_games_are_played_and_streamed_through_the_typescript_client(live_url, tmp_path, tool_env):
    script = compile_games(tmp_path)
    done = subprocess.run(["node", str(script), live_url, *GAMES], capture_output=True, text=True, timeout=900,
                          env=tool_env)
    assert done.returncode == 0, done.stderr[-3000:]
    played = [json.loads(line) for line in done.stdout.splitlines()]
    assert [f"{p['game']}:{','.join(p['kinds'])}" for p in played] == GAMES
    for game in played:
        assert game["status"] == "finished" and game["result"] is not None, game
        assert game["moves"] > 0 and game["last_event"] == "game_ended", game
        # every seq once, in order, as the log (its first page, at most 500) lists them
        assert game["streamed"] == list(range(1, len(game["streamed"]) + 1)), "a gap or a duplicate in the stream"
        assert game["streamed"][:len(game["logged"])] == game["logged"]
        assert game["states"] > 0, "state=true sent no GameState"
        if game["game"] in TYPED_READS:  # read through FallingView, BlackAngelView, ... and their Result
            assert isinstance(game["view_round"], int) and isinstance(game["winners"], list), game

"""The `seraph` command line: selfplay, play and calibrate, and one clear line for every user error."""
import orjson
import pytest
from click.testing import CliRunner

from services.cli import main
from shared.engine import all_games
from tests.conformance.test_words import WORDS_PENDING

GAMES = all_games()
AUTOMA_GAMES = [g for g in GAMES if g.automa_name]
WORDED_AUTOMA_GAMES = [g for g in AUTOMA_GAMES if g.name not in WORDS_PENDING]
FIRST = GAMES[0]


def run(*args, input=None):
    return CliRunner().invoke(main, [str(a) for a in args], input=input)


def layouts():
    """(game, extra arguments): every game at its smallest and largest seat count, and against its automa."""
    out = []
    for game in GAMES:
        out += [(game, ["--players", game.min_seats]), (game, ["--players", game.max_seats])]
        if game.automa_name:
            out.append((game, ["--automa"]))
    return out


LAYOUTS = layouts()


@pytest.mark.parametrize("game,extra", LAYOUTS, ids=[f"{g.name}-{'-'.join(map(str, e))}" for g, e in LAYOUTS])
def test_selfplay_plays_every_game_and_reports_the_cost_per_decision_early_and_late(game, extra):
    result = run("selfplay", "--game", game.name, "--games", 3, *extra)
    assert result.exit_code == 0, result.output
    out = orjson.loads(result.stdout)
    assert out["game"] == game.name and out["games"] == 3 and out["error_count"] == 0
    cost = out["decision_cost"]
    assert cost["early_decisions"] == "1-100" and cost["late_decisions"] == "300+"
    assert cost["early_median_us"] > 0 and cost["early_samples"] > 0
    assert set(cost) >= {"late_median_us", "late_over_early", "within_20_percent", "verdict", "longest_game"}
    if cost["late_samples"]:
        assert cost["within_20_percent"] in (True, False)
        assert cost["late_over_early"] == pytest.approx(cost["late_median_us"] / cost["early_median_us"], rel=0.01)
    else:
        assert cost["within_20_percent"] is None and "nothing to compare" in cost["verdict"]


@pytest.mark.parametrize("game", AUTOMA_GAMES, ids=[g.name for g in AUTOMA_GAMES])
def test_selfplay_with_automa_adds_the_automa_seat_under_the_games_name_for_it(game):
    out = orjson.loads(run("selfplay", "--game", game.name, "--automa", "--games", 1).stdout)
    assert out["seats"][-1].startswith(f"{game.automa_name}: automa")


def test_selfplay_gives_the_named_bot_to_bot_seats():
    out = orjson.loads(run("selfplay", "--game", FIRST.name, "--players", FIRST.min_seats, "--bot", "greedy",
                           "--games", 1).stdout)
    assert all("bot greedy" in seat for seat in out["seats"])


def test_selfplay_takes_any_layout_as_seats_json():
    seats = [{"name": "Ann", "kind": "bot", "bot": "greedy"}] + [{"kind": "bot"}] * (FIRST.min_seats - 1)
    result = run("selfplay", "--game", FIRST.name, "--seats", orjson.dumps(seats).decode(), "--games", 1)
    assert result.exit_code == 0, result.output
    out = orjson.loads(result.stdout)
    assert out["seats"][0].startswith("Ann: bot greedy") and all("bot random" in s for s in out["seats"][1:])


def test_play_shows_the_summary_and_numbered_choices_and_leaves_when_the_input_ends():
    result = run("play", "--game", FIRST.name, "--seed", 3, input="1\n1\n")
    assert result.exit_code == 0, result.output
    assert "seed 3" in result.stdout and "(seat 1) to play" in result.stdout
    assert "    1  " in result.stdout and "your choice (1-" in result.stdout  # choices counted from one
    assert "left after" in result.stdout and "unfinished" in result.stdout
    assert "\n{\n" not in result.stdout  # no JSON dump without --json


def test_play_with_json_also_prints_the_whole_view():
    result = run("play", "--game", FIRST.name, "--seed", 3, "--json", input="q\n")
    assert result.exit_code == 0, result.output
    assert "\n{\n" in result.stdout


def test_play_asks_again_after_an_answer_that_is_not_a_choice():
    result = run("play", "--game", FIRST.name, "--seed", 3, input="999\nx\nq\n")
    assert result.exit_code == 0, result.output
    assert result.stdout.count("enter a number from 1 to") == 2


@pytest.mark.parametrize("game", AUTOMA_GAMES, ids=[g.name for g in AUTOMA_GAMES])
def test_playing_always_the_first_choice_against_the_automa_reaches_the_end(game):
    result = run("play", "--game", game.name, "--automa", "--seed", 5, input="1\n" * 2000)
    assert result.exit_code == 0, result.output
    assert "Game over" in result.stdout
    assert "left after" not in result.stdout


@pytest.mark.parametrize("game", WORDED_AUTOMA_GAMES, ids=[g.name for g in WORDED_AUTOMA_GAMES])
def test_play_shows_every_event_as_a_line_in_words_not_as_keys_and_values(game):
    result = run("play", "--game", game.name, "--automa", "--seed", 5, input="1\n" * 2000)
    assert result.exit_code == 0, result.output
    lines = [line for line in result.stdout.splitlines() if line.startswith("  · ")]
    assert lines
    assert not [line for line in lines if "=" in line or "_" in line], lines[:5]


@pytest.mark.parametrize("game", AUTOMA_GAMES, ids=[g.name for g in AUTOMA_GAMES])
def test_calibrate_prints_a_row_per_bot_and_axis_value_with_score_spread_win_rate_and_labels(game):
    result = run("calibrate", "--game", game.name, "--automa", "--games", 2, "--bot", "random", "--workers", 1,
                 "--json")
    assert result.exit_code == 0, result.output
    rows = [orjson.loads(line) for line in result.stdout.splitlines()]
    values = list(game.options[game.calibration_axis].choices) if game.calibration_axis else [None]
    assert [r["value"] for r in rows] == values
    for row in rows:
        assert row["bot"] == "random" and row["games"] == 2
        assert set(row) >= {"median", "p10", "p90", "mean", "win_rate", "labels"}
        assert row["p10"] <= row["median"] <= row["p90"]


def test_calibrate_prints_a_markdown_table_by_default_and_sweeps_only_the_named_values():
    game = AUTOMA_GAMES[0] if AUTOMA_GAMES else FIRST
    args = ["--automa"] if game.automa_name else []
    value = game.options[game.calibration_axis].choices[-1] if game.calibration_axis else None
    result = run("calibrate", "--game", game.name, *args, "--games", 2, "--bot", "random", "--workers", 1,
                 *(["--value", value] if value is not None else []))
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith("| bot |") and len(lines) == 3 and lines[2].startswith("| random |")


def test_calibrate_in_two_worker_processes_gives_the_same_rows_as_in_one():
    game = AUTOMA_GAMES[0] if AUTOMA_GAMES else FIRST
    args = ["calibrate", "--game", game.name, "--games", 3, "--bot", "random", "--json"]
    args += ["--automa"] if game.automa_name else []
    assert run(*args, "--workers", 1).stdout == run(*args, "--workers", 2).stdout


def user_errors():
    over = FIRST.max_seats + 1
    return [
        (["selfplay", "--game", "chess"], "no game called 'chess'"),
        (["play", "--game", "chess"], "no game called 'chess'"),
        (["calibrate", "--game", "chess"], "no game called 'chess'"),
        (["selfplay", "--game", FIRST.name, "--options", "{not json"], "--options is not valid JSON"),
        (["play", "--game", FIRST.name, "--options", "[1, 2]"], "--options must be a JSON object"),
        (["selfplay", "--game", FIRST.name, "--options", '{"no_such_option": 1}'], "no_such_option"),
        (["selfplay", "--game", FIRST.name, "--players", over], str(over)),
        (["play", "--game", FIRST.name, "--players", 0], "--players must be at least 1"),
        (["selfplay", "--game", FIRST.name, "--bot", "deep-blue"], "no bot called 'deep-blue'"),
        (["calibrate", "--game", FIRST.name, "--bot", "deep-blue", "--automa"] if FIRST.automa_name else
         ["calibrate", "--game", FIRST.name, "--bot", "deep-blue"], "no bot called 'deep-blue'"),
        (["selfplay", "--game", FIRST.name, "--seats", "{"], "--seats is not valid JSON"),
        (["selfplay", "--game", FIRST.name, "--seats", "[]"], "--seats must be a JSON list"),
        (["selfplay", "--game", FIRST.name, "--seats", '[{"kind": "robot"}]'], "kind must be one of"),
        (["selfplay", "--game", FIRST.name, "--seats", '[{"colour": "red"}]'], "unknown key(s) colour"),
        (["selfplay", "--game", FIRST.name, "--seats", '[{"kind": "bot"}]', "--players", 2], "leave out --players"),
    ]


USER_ERRORS = user_errors()


@pytest.mark.parametrize("args,says", USER_ERRORS, ids=[" ".join(map(str, a[:1] + a[2:])) for a, _ in USER_ERRORS])
def test_a_user_error_gets_one_line_on_stderr_and_exit_code_2(args, says):
    result = run(*args)
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("seraph: ") and says in lines[0], result.stderr
    assert "Traceback" not in result.output


@pytest.mark.parametrize("command", ["selfplay", "play", "calibrate"])
def test_automa_for_a_game_without_one_is_a_user_error(command, monkeypatch):
    monkeypatch.setattr(FIRST, "automa_name", None)
    result = run(command, "--game", FIRST.name, "--automa")
    assert result.exit_code == 2
    assert result.stderr.strip() == f"seraph: {FIRST.name} has no automa"


def test_an_automa_seat_in_seats_for_a_game_without_one_is_a_user_error(monkeypatch):
    monkeypatch.setattr(FIRST, "automa_name", None)
    result = run("selfplay", "--game", FIRST.name, "--seats", '[{"kind": "bot"}, {"kind": "automa"}]')
    assert result.exit_code == 2 and result.stderr.strip() == f"seraph: --seats: seat 1: {FIRST.name} has no automa"


def test_the_default_view_summary_lists_the_top_level_scalar_fields():
    from shared.engine import Game

    view = {"round": 2, "phase": "income", "over": False, "seats": [{"C": 1}], "final": None}
    assert Game.summary(FIRST, view, 0) == ["round: 2", "phase: income", "over: False"]


@pytest.mark.parametrize("game", GAMES, ids=[g.name for g in GAMES])
def test_every_game_sums_up_a_seats_view_in_a_few_lines_of_text(game):
    from shared.engine import SeatSpec

    seats = [SeatSpec(i, f"Seat {i + 1}", "human") for i in range(game.min_seats)]
    state = game.new_game(1, {}, seats)
    lines = game.summary(game.view(state, 0), 0)
    assert lines and all(isinstance(line, str) and "\n" not in line for line in lines)



def test_play_does_not_echo_another_seats_secret_supply_choice_before_the_reveal():
    # Falling's Supply choice is secret until everyone has chosen: the bot's choice names its Guild card, and
    # the terminal used to print that label before the cards were revealed.
    from shared.engine import get_game
    from shared.engine.contract import SeatSpec

    game = get_game("falling")
    state = game.new_game(3, {}, [SeatSpec(0, "You"), SeatSpec(1, "Bot 1", "bot")])
    bot_guild = state["seats"][1]["hand"]["guild"]
    guild_name = next(c["name"] for c in game.glossary()["components"] if c["id"] == bot_guild)
    out = run("play", "--game", "falling", "--players", 2, "--seed", 3, input="1\n").stdout
    before_reveal = out.split("Bot 1 revealed half")[0]
    assert "Bot 1 revealed half" in out and bot_guild not in out and guild_name not in before_reveal


# ------------------------------------------------------------------------------------------ worker and beat
def test_the_worker_supervisor_stops_when_the_worker_exits_78_and_restarts_it_on_other_codes(tmp_path):
    """EX_CONFIG (the schema is not migrated) would come back every second: the loop ends with it instead."""
    import signal
    import sys

    from services.cli import _supervise

    runs = tmp_path / "runs"
    child = ("import pathlib, sys; p = pathlib.Path(sys.argv[1]); n = len(p.read_text()) if p.exists() else 0; "
             "p.write_text('x' * (n + 1)); sys.exit(1 if n < 2 else 78)")
    handlers = signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT)
    assert _supervise([sys.executable, "-c", child, str(runs)], restart_delay=0.01) == 78
    assert runs.read_text() == "xxx"  # exited 1, restarted; 1, restarted; 78, left alone
    assert (signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT)) == handlers


def test_the_worker_passes_its_heartbeat_file_to_the_supervised_child(monkeypatch):
    import services.cli as cli

    seen = []
    monkeypatch.setattr(cli, "_supervise", lambda argv: seen.append(argv) or 0)
    assert run("worker", "-c", 1, "--heartbeat-file", "/tmp/x-alive").exit_code == 0
    assert "--no-supervise" in seen[0] and "--heartbeat-file=/tmp/x-alive" in seen[0]


def test_beat_keeps_its_schedule_in_memory_and_leaves_no_file_in_the_temporary_directory(tmp_path):
    """`seraph beat` runs until it has sent the sweeper, then stops: nothing is left in its temporary directory
    (it used to leave a seraph-beat-<pid> shelve file there per run) nor in its working directory."""
    import os
    import subprocess
    import sys
    import time

    from services.cli import _beat_schedule

    assert _beat_schedule() == "celery.beat:Scheduler"
    tmp, work = tmp_path / "tmp", tmp_path / "work"
    tmp.mkdir()
    work.mkdir()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SERAPH_", "CELERY_", "TMP", "TEMP"))}
    env.update(SERAPH_MODE="embedded", CELERY_BROKER_URL="memory://", TMPDIR=str(tmp), PYTHONPATH=root,
               SERAPH_SWEEP_INTERVAL="0.5", PYTHONUNBUFFERED="1")
    log = tmp_path / "beat.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen([sys.executable, "-m", "services.cli", "beat"], cwd=work, env=env, stdout=out,
                                stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 30
        while b"seraph.sweep" not in log.read_bytes() and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)
        assert b"Sending due task" in log.read_bytes(), log.read_text(errors="replace")[-2000:]
    finally:
        proc.terminate()
        proc.wait(30)
    assert list(tmp.iterdir()) == [] and list(work.iterdir()) == [], log.read_text(errors="replace")[-2000:]

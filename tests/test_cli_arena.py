"""`seraph arena` (issue 31 §5) and the standard table's arithmetic (bench/arena_table.py)."""
import orjson
import pytest
from click.testing import CliRunner

from bench.arena_table import fit_elo, standard_rows, wilson
from services.cli import main
from shared.engine import all_games
from shared.engine.arena import a_share


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def arena(*args):
    result = run("arena", *args)
    assert result.exit_code == 0, result.output
    return orjson.loads(result.stdout)


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.name)
def test_arena_prints_games_win_rate_margin_and_a_decision_seconds_of_bot_a(game):
    out = arena("--game", game.name, "--bot", "greedy", "--against", "random", "--games", 2, "--workers", 1)
    assert out["games"] == 2 and 0.0 <= out["win_rate"] <= 1.0
    assert set(out["decision_seconds"]) == {"median", "p99", "max", "decisions"}
    assert out["decision_seconds"]["median"] <= out["decision_seconds"]["p99"] <= out["decision_seconds"]["max"]
    assert out["bot"] == "greedy" and out["against"] == "random" and out["players"] == 2


def test_a_row_in_two_worker_processes_gives_the_same_json_but_for_the_clock():
    args = ["--game", "falling", "--bot", "greedy", "--against", "random", "--games", 3]
    one, two = arena(*args, "--workers", 1), arena(*args, "--workers", 2)
    assert {k: v for k, v in one.items() if k != "decision_seconds"} == \
        {k: v for k, v in two.items() if k != "decision_seconds"}


def test_a_row_resumes_from_its_file_and_plays_only_the_games_it_lacks(tmp_path):
    out = tmp_path / "row.jsonl"
    args = ["--game", "falling", "--bot", "greedy", "--against", "random", "--workers", 1, "--out", out]
    arena(*args, "--games", 2)
    assert len(out.read_bytes().splitlines()) == 3  # the settings and two games
    resumed = arena(*args, "--games", 3)
    fresh = arena("--game", "falling", "--bot", "greedy", "--against", "random", "--workers", 1, "--games", 3)
    assert len(out.read_bytes().splitlines()) == 4
    assert (resumed["win_rate"], resumed["score_margin_median"]) == (fresh["win_rate"], fresh["score_margin_median"])


def test_a_file_of_another_row_is_refused_in_one_line(tmp_path):
    out = tmp_path / "row.jsonl"
    arena("--game", "falling", "--bot", "greedy", "--against", "random", "--games", 1, "--workers", 1, "--out", out)
    result = run("arena", "--game", "falling", "--bot", "random", "--against", "greedy", "--games", 1, "--out", out)
    assert result.exit_code == 2 and "holds a row of other settings" in result.output


def test_an_unknown_bot_or_a_refused_option_is_one_line_and_exit_two():
    result = run("arena", "--game", "falling", "--bot", "deep-blue", "--against", "random")
    assert result.exit_code == 2 and "no bot called 'deep-blue'" in result.output
    result = run("arena", "--game", "falling", "--bot", "random", "--against", "random", "--options", '{"x": 1}')
    assert result.exit_code == 2 and "x" in result.output


def test_a_co_op_row_plays_the_team_against_the_automa():
    game = next(g for g in all_games() if g.name == "fallen_angel")
    out = arena("--game", game.name, "--automa", "--players", 2, "--bot", "random", "--against", "random",
                "--games", 2, "--workers", 1, "--options", '{"difficulty": "easy"}')
    assert out["games"] == 2 and out["players"] == 3


def test_a_tie_gives_bot_a_its_share_and_a_team_win_counts_whole():
    tie = {"winners": [0, 1, 2], "teams": [[0], [1], [2]]}
    assert a_share(tie, 1) == pytest.approx(1 / 3)
    team = {"winners": [0, 2], "teams": [[0, 2], [1, 3]]}
    assert a_share(team, 2) == 1.0 and a_share(team, 1) == 0.0


def test_the_ladder_puts_the_stronger_bot_higher_and_random_at_zero():
    ratings = fit_elo([("greedy", "random", 0.9, 100), ("search", "greedy", 0.75, 100)])
    assert ratings["random"] == 0 and 0 < ratings["greedy"] < ratings["search"]
    # a 75% score is about 191 Elo points
    assert abs((ratings["search"] - ratings["greedy"]) - 191) < 15


def test_the_wilson_interval_holds_the_rate_and_narrows_with_games():
    low, high = wilson(0.8, 50)
    assert low < 0.8 < high
    low2, high2 = wilson(0.8, 500)
    assert high2 - low2 < high - low


def test_the_standard_table_names_each_row_once_and_plays_every_game_head_to_head():
    rows = standard_rows()
    assert len({r.name for r in rows}) == len(rows)
    assert {r.game for r in rows if (r.bot, r.against, r.players) == ("search", "greedy", 2)} == \
        {g.name for g in all_games()}


def test_the_ratings_written_from_a_table_order_each_games_bots_as_the_catalog_reads_them(tmp_path, monkeypatch):
    import bench.arena_table as table
    from shared.service import bot_ratings

    rows = [(table.Row("falling", 2, "greedy", "random"),
             {"games": 50, "win_rate": 0.9, "decision_seconds": {"median": 0.001, "p99": 0.005}}),
            (table.Row("falling", 2, "search", "greedy"),
             {"games": 50, "win_rate": 0.8, "decision_seconds": {"median": 0.1, "p99": 0.6}})]
    monkeypatch.setattr(table, "RATINGS", str(tmp_path / "bot_ratings.json"))
    table.write_ratings(table.ladder(rows), rows)
    written = orjson.loads((tmp_path / "bot_ratings.json").read_bytes())
    assert written["falling"]["search"]["decision_seconds"] == {"median": 0.1, "p99": 0.6}
    assert written["falling"]["greedy"]["games"] == 100
    assert bot_ratings.strength_order("falling", written["falling"])[:3] == ["search", "greedy", "random"]

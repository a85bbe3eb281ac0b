"""Random co-op self-play (rows 55-66): every game ends after round 3 with a valid `coop` result."""
import pytest

from shared.engine.result import result_problems
from shared.engine.simulate import play

from tests.games.fallen_angel.helpers import GAME
from tests.games.fallen_angel.shadow_helpers import coop_seats

DIFFICULTIES = ("easy", "normal", "hard", "insane")


def bot_table(players: int):
    """`players` bot seats and the Shadow."""
    return [s if s.kind == "automa" else s.__class__(s.seat, s.name, "bot") for s in coop_seats(players)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_coop_games_end_after_round_3_with_a_coop_result(players):
    for seed in range(4):
        options, specs = GAME.prepare({"difficulty": DIFFICULTIES[seed]}, bot_table(players))
        out = play(GAME, seed, options, specs, validate=seed == 0)
        result = GAME.result(out.state)
        assert result_problems(result, players + 1) == []
        assert result["mode"] == "coop" and out.state["round"] == 3
        assert result["winners"] in ([players], list(range(players)))


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_thousand_random_coop_games_per_player_count_and_difficulty_end_without_error(players, difficulty):
    options, specs = GAME.prepare({"difficulty": difficulty}, bot_table(players))
    for seed in range(1000):
        out = play(GAME, seed, options, specs)
        assert GAME.result(out.state) is not None and GAME.active_seats(out.state) == []

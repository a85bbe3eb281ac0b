"""Random self-play sweeps: no error, no dead end, every game ends with a result."""
import pytest

from shared.engine.simulate import play

from tests.games.falling.helpers import GAME, seats

METHODS = ("recommended", "randomizer", "draft", "jini")


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4])
def test_a_thousand_random_games_end_without_error_or_dead_end(n):
    specs = seats(n, "bot")
    for seed in range(1000):
        options = {"partner_method": METHODS[seed % 4], "original_turn_order": seed % 3 == 0}
        out = play(GAME, seed, options, specs)
        result = GAME.result(out.state)
        assert result is not None and GAME.active_seats(out.state) == []
        assert sorted(result["ranking"]) == list(range(n)) and result["winners"]


def test_a_validated_game_replays_every_action_through_apply():
    out = play(GAME, 5, {"partner_method": "draft"}, seats(4, "bot"), validate=True)
    assert GAME.result(out.state) is not None

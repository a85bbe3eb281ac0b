"""`make soak` (slow): 1,000 random games of every registered game in every kit configuration end without error or
dead end, with one result in the documented format; every kit configuration and each game's soak-only ones."""
import pytest

from shared.engine.result import result_problems
from shared.engine.simulate import play

from tests.conformance.kit import SOAK_CONFIGS, SOAK_IDS


@pytest.mark.slow
@pytest.mark.parametrize("game,options,seats", SOAK_CONFIGS, ids=SOAK_IDS)
def test_a_thousand_random_games_per_kit_configuration_end_without_error_or_dead_end(game, options, seats):
    for seed in range(1000):
        out = play(game, seed, options, seats)
        result = game.result(out.state)
        assert result is not None and game.active_seats(out.state) == [], f"seed {seed}"
        assert result_problems(result, len(seats)) == [], f"seed {seed}"

"""Solo self-play: a random bot as the player against Danda, every difficulty and device policy."""
import pytest

from shared.engine import SeatSpec
from shared.engine.simulate import play
from shared.games.falling import solo

from tests.games.falling.helpers import GAME

SPECS = [SeatSpec(0, "Bot", "bot"), SeatSpec(1, "Danda", "automa")]
DIFFICULTIES = ("easy", "normal", "hard")
POLICIES = ("ask", "in_order", "lowest_cost", "most_left")
METHODS = ("recommended", "randomizer", "draft", "jini")


def options(seed):
    return {"difficulty": DIFFICULTIES[seed % 3], "danda_device_policy": POLICIES[seed % 4],
            "partner_method": METHODS[seed % 4 if seed % 8 < 4 else 3 - seed % 4],
            "original_turn_order": seed % 5 == 0}


def check(out, opts):
    result = GAME.result(out.state)
    assert result is not None and GAME.active_seats(out.state) == []
    assert sorted(result["scores"]) == ["0", "1"] and result["scores"]["1"] == 0 and result["ranking"] == [0]
    assert result["details"]["solo"]["evaluation"] == solo.evaluation(opts["difficulty"], result["scores"]["0"])
    danda = out.state["seats"][1]
    assert danda["vp"] == 0 and danda["vpc"] == [] and not any(danda[k] for k in ("C", "G", "Br", "Fe", "Cr", "Chip"))


def test_a_few_validated_solo_games_end_with_an_evaluation():
    for seed in range(12):
        opts = options(seed)
        check(play(GAME, seed, opts, SPECS, validate=True), opts)


@pytest.mark.slow
def test_a_thousand_random_solo_games_end_without_error_or_dead_end():
    for seed in range(1000):
        opts = options(seed)
        check(play(GAME, seed, opts, SPECS), opts)

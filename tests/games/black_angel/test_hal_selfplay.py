"""Solitaire self-play: a bot as the player against Hal, every difficulty, to the end (BA-39)."""
import pytest

from shared.engine import SeatSpec
from shared.engine.result import result_problems
from shared.engine.simulate import play
from shared.games.black_angel import hal_end

from tests.games.black_angel.helpers import GAME

DIFFICULTIES = ("easy", "normal", "hard")


def specs(seed: int) -> list[SeatSpec]:
    """Hal at seat 1 on even seeds, seat 0 on odd ones."""
    hal_seat = seed % 2
    return [SeatSpec(s, "Hal", "automa") if s == hal_seat else SeatSpec(s, "Bot", "bot") for s in range(2)]


def check(out) -> None:
    """A finished solitaire game: the solo result, Hal's score by his own rule, Hal holding nothing."""
    state = out.state
    result = GAME.result(state)
    hal_seat = state["hal"]["seat"]
    assert result is not None and GAME.active_seats(state) == [] and result_problems(result, 2) == []
    assert result["mode"] == "solo" and result["scores"][str(hal_seat)] == hal_end.hal_score(state)[0]
    assert result["details"]["solo"]["outcome"] in ("won", "lost", "tied")
    p = state["players"][hal_seat]
    assert not any(p[k] for k in ("resources", "ships", "debris")) and p["hand"] == {"missions": [], "ravagers": []}
    assert state["steps"] == [] and len(state["hal"]["deck"]) + len(state["hal"]["discard"]) == 12


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_validated_solitaire_games_end_with_a_solo_result_at_every_difficulty(difficulty):
    for seed in range(4):
        check(play(GAME, seed, {"difficulty": difficulty}, specs(seed), validate=True))


def test_a_greedy_player_finishes_a_solitaire_game():
    out = play(GAME, 3, {}, [SeatSpec(0, "Bot", "bot", bot="greedy"), SeatSpec(1, "Hal", "automa")])
    check(out)


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_a_thousand_random_solitaire_games_per_difficulty_end_without_error_or_dead_end(difficulty):
    for seed in range(1000):
        check(play(GAME, seed, {"difficulty": difficulty}, specs(seed)))

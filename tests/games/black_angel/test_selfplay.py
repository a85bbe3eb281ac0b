"""Random self-play: every game ends with a result, without error or dead end, within the state size bound."""
import orjson
import pytest

from shared.engine.result import result_problems
from shared.engine.simulate import play

from tests.games.black_angel.helpers import GAME, seats

GAMES_PER_COUNT = 20


@pytest.mark.parametrize("players", [2, 3, 4])
def test_twenty_random_games_per_player_count_end_with_a_result(players):
    for seed in range(GAMES_PER_COUNT):
        out = play(GAME, seed, {}, seats(players, "bot"))
        result = GAME.result(out.state)
        assert result is not None and GAME.active_seats(out.state) == []
        assert result_problems(result, players) == []
        assert out.state["end"]["trigger"] in ("spes", "ravagers")


def test_a_validated_game_replays_every_action_through_apply():
    out = play(GAME, 7, {"first_player": "1"}, seats(4, "bot"), validate=True)
    assert GAME.result(out.state) is not None


def test_states_stay_within_the_declared_size_bound():
    out = play(GAME, 3, {}, seats(4, "bot"), record=True)
    assert len(orjson.dumps(out.state)) <= GAME.max_state_bytes


def test_every_step_on_the_stack_belongs_to_a_registered_kind():
    from shared.games.black_angel import steps

    out = play(GAME, 11, {}, seats(3, "bot"))
    kinds = {"turn", "use_die", "a3", "a_resume", "end_turn", "hand_limit", "b1", "b2", "b3", "reserve"}
    assert kinds <= set(steps.STEPS) and GAME.is_over(out.state)

"""Random self-play: every game ends with a result, without error or dead end, within the state size bound."""
import orjson
import pytest

from shared.engine.result import result_problems
from shared.engine.simulate import play

from tests.games.fallen_angel.helpers import GAME, seats

GAMES_PER_COUNT = 10


@pytest.mark.parametrize("players", [2, 3, 4])
def test_ten_random_games_per_player_count_end_with_a_result(players):
    for seed in range(GAMES_PER_COUNT):
        out = play(GAME, seed, {}, seats(players, "bot"))
        result = GAME.result(out.state)
        assert result is not None and GAME.active_seats(out.state) == []
        assert result_problems(result, players) == []
        assert out.state["round"] == 4 and out.state["phase"] == "over"


def test_a_validated_game_with_unique_techs_replays_every_action_through_apply():
    out = play(GAME, 7, {"starting_techs": "unique"}, seats(4, "bot"), validate=True)
    assert GAME.result(out.state) is not None


def test_states_stay_within_the_declared_size_bound():
    out = play(GAME, 3, {}, seats(4, "bot"), record=True)
    assert len(orjson.dumps(out.state)) <= GAME.max_state_bytes


def test_every_flow_step_kind_is_registered():
    from shared.games.fallen_angel import steps

    kinds = {"round_start", "main_start", "main_turn", "next_turn", "reroll", "hero_draft", "hero_arrival",
             "order_chamber", "hero_arrival_start", "explosion", "explosion_end", "explosion_shields", "salvage",
             "salvage_choice", "air_supremacy", "objective", "bid", "objective_end", "enlistment", "enlist",
             "round_end"}
    assert kinds <= set(steps.STEPS)

"""Self-play (shared.engine.simulate): every seat played by its own bot, timed per decision."""
import random

import pytest

from shared.engine import SeatSpec, all_games
from shared.engine.simulate import choose, play

GAMES = all_games()


def bots(game, bot=None):
    return [SeatSpec(i, f"Bot {i + 1}", "bot", bot=bot) for i in range(game.min_seats)]


@pytest.mark.parametrize("game", GAMES, ids=[g.name for g in GAMES])
def test_a_seed_replays_the_same_game_whichever_bot_plays(game):
    for bot in ("random", "greedy"):
        first = play(game, 4, {}, bots(game, bot), record=True)
        again = play(game, 4, {}, bots(game, bot), record=True)
        assert first.actions == again.actions


@pytest.mark.parametrize("game", GAMES, ids=[g.name for g in GAMES])
def test_each_seat_is_played_by_its_own_bot(game, monkeypatch):
    from shared.engine import bots as engine_bots

    asked = []

    class Spy:
        name = "spy"

        def choose(self, game, state, seat, actions, seed):
            asked.append((seat, seed))
            return actions[0]

    monkeypatch.setitem(engine_bots.BOTS, "spy", Spy())
    seats = [SeatSpec(0, "Spy", "bot", bot="spy")] + bots(game)[1:]
    out = play(game, 9, {}, seats, record=True)
    spied = [i for i, (seat, _) in enumerate(out.actions) if seat == 0]
    assert asked and {seat for seat, _ in asked} == {0}
    assert [seed for _, seed in asked] == [f"9:{i}" for i in spied]


@pytest.mark.parametrize("game", GAMES, ids=[g.name for g in GAMES])
def test_a_timed_game_records_the_cost_of_every_decision_by_index(game):
    out = play(game, 2, {}, bots(game), timed=True)
    assert len(out.decision_seconds) == out.decisions
    assert len(out.apply_seconds) == out.decisions
    assert all(d > 0 for d in out.decision_seconds)


def test_choose_without_a_bot_draws_uniformly_from_the_given_generator():
    game = GAMES[0]
    state = game.new_game(1, {}, bots(game))
    seat = game.active_seats(state)[0]
    legal = game.legal_actions(state, seat)
    assert choose(game, state, seat, "bot", random.Random(3)) == random.Random(3).choice(legal)

"""Bots that don't peek: a bot's choice depends only on what its seat may see. Bots choose legal actions and
replay identically for a seed. Search bots run here on tiny budgets (a handful of simulations) to keep the kit fast;
their strength is measured by `seraph arena` (docs/PERFORMANCE.md)."""
import pytest

from shared.engine.bots import BOTS
from tests.conformance.kit import CONFIGS, IDS, rng_for, walk

#: the search bots' budget in the kit: enough to build a tree over several decisions, small enough for make test
KIT_SIMULATIONS = 6
KIT_DEPTH = 4


def bot_under_test(name: str):
    """The bot `name`, a search bot cut down to the kit's budget."""
    bot = BOTS[name]
    return bot.with_budget(KIT_SIMULATIONS, KIT_DEPTH) if hasattr(bot, "with_budget") else bot


def sampled_decisions(game, options, seats, every: int):
    """(index, state, seat) of every `every`-th non-automa decision of a random game."""
    for i, (before, seat, _action, _tr) in enumerate(walk(game, options, seats, seed=17)):
        if i % every == 0 and seats[seat].kind != "automa":
            yield i, before, seat


@pytest.mark.parametrize("game,options,seats", CONFIGS, ids=IDS)
@pytest.mark.parametrize("bot", sorted(BOTS))
def test_a_bot_chooses_the_same_when_what_it_cant_see_is_re_dealt(game, options, seats, bot):
    chooser, checked = bot_under_test(bot), 0
    for i, before, seat in sampled_decisions(game, options, seats, 41):
        copy = game.sample_hidden(before, seat, rng_for(i))
        legal = game.legal_actions(before, seat)
        assert chooser.choose(game, before, seat, legal, seed=f"s{i}") == \
            chooser.choose(game, copy, seat, game.legal_actions(copy, seat), seed=f"s{i}")
        checked += 1
    assert checked


@pytest.mark.parametrize("game,options,seats", CONFIGS, ids=IDS)
@pytest.mark.parametrize("bot", ["search-fast", "search"])
def test_a_search_bot_chooses_a_legal_action_and_the_same_one_for_the_same_seed(game, options, seats, bot):
    chooser, checked = bot_under_test(bot), 0
    for i, before, seat in sampled_decisions(game, options, seats, 67):
        legal = game.legal_actions(before, seat)
        first = chooser.choose(game, before, seat, legal, seed=f"d{i}")
        assert first in legal
        assert chooser.choose(game, game.clone(before), seat, legal, seed=f"d{i}") == first
        checked += 1
    assert checked

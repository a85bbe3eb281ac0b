"""Bots that don't peek: a bot's choice depends only on what its seat may see."""
import pytest

from shared.engine.bots import BOTS
from tests.conformance.kit import CONFIGS, IDS, rng_for, walk


@pytest.mark.parametrize("game,options,seats", CONFIGS, ids=IDS)
@pytest.mark.parametrize("bot", sorted(BOTS))
def test_a_bot_chooses_the_same_when_what_it_cant_see_is_re_dealt(game, options, seats, bot):
    checked = 0
    for i, (before, seat, _action, _tr) in enumerate(walk(game, options, seats, seed=17)):
        if i % 41 or seats[seat].kind == "automa":
            continue
        copy = game.sample_hidden(before, seat, rng_for(i))
        legal = game.legal_actions(before, seat)
        assert BOTS[bot].choose(game, before, seat, legal, seed=f"s{i}") == \
            BOTS[bot].choose(game, copy, seat, game.legal_actions(copy, seat), seed=f"s{i}")
        checked += 1
    assert checked

"""Hidden information, proved rather than searched for: re-deal what a viewer can't see and nothing it gets
from the server may change (views, active seats, legal actions, prompts)."""
import pytest

from tests.conformance.kit import CONFIGS, IDS, canon, rng_for, sampled_states, seat_picture, viewers


def _states(game, options, seats):
    return sampled_states(game, options, seats, seed=21, every=7)


@pytest.mark.parametrize("game,options,seats", CONFIGS, ids=IDS)
def test_re_dealing_what_a_viewer_cant_see_changes_nothing_the_viewer_gets(game, options, seats):
    for i, state in enumerate(_states(game, options, seats)):
        for viewer in viewers(seats):
            copy = game.sample_hidden(state, viewer, rng_for(1000 + i))
            assert seat_picture(game, copy, viewer) == seat_picture(game, state, viewer), \
                f"state {i}: viewer {viewer} can tell the re-dealt copy from the real state"


@pytest.mark.parametrize("game,options,seats", CONFIGS, ids=IDS)
def test_the_re_dealt_copy_depends_only_on_what_the_viewer_knows(game, options, seats):
    # Two states a viewer cannot tell apart must re-deal to the same state with the same generator:
    # a copy of a copy equals the copy, so no hidden value shapes the sample.
    for i, state in enumerate(_states(game, options, seats)):
        for viewer in viewers(seats):
            once = game.sample_hidden(state, viewer, rng_for(7))
            other = game.sample_hidden(state, viewer, rng_for(99))
            twice = game.sample_hidden(other, viewer, rng_for(7))
            assert canon(twice) == canon(once), f"state {i}: viewer {viewer}'s sample depends on hidden values"


@pytest.mark.parametrize("game,options,seats", CONFIGS, ids=IDS)
def test_re_dealing_really_moves_the_hidden_cards_and_the_generator(game, options, seats):
    state = _states(game, options, seats)[1]
    for viewer in viewers(seats):
        copies = [game.sample_hidden(state, viewer, rng_for(k)) for k in range(4)]
        assert all(canon({k: c.get(k) for k in game.rng_keys}) != canon({k: state.get(k) for k in game.rng_keys})
                   for c in copies), "the generator state is hidden and must be re-drawn"
        if game.hidden_from(state, viewer):
            strip = [canon({k: v for k, v in c.items() if k not in game.rng_keys}) for c in copies]
            assert len(set(strip)) > 1, f"viewer {viewer}: hidden cards were never re-dealt"


@pytest.mark.parametrize("game,options,seats", CONFIGS, ids=IDS)
def test_sampling_leaves_the_real_state_untouched(game, options, seats):
    state = _states(game, options, seats)[2]
    before = canon(state)
    for viewer in viewers(seats):
        game.sample_hidden(state, viewer, rng_for(3))
    assert canon(state) == before

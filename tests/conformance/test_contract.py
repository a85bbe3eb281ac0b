"""The shared conformance kit: every registered game passes it."""
import random

import orjson
import pytest

from shared.engine import IllegalAction, NotYourTurn, all_games, redact_event
from shared.engine.contract import strip_label
from shared.engine.simulate import choose, play
from tests.conformance.kit import CONFIGS, IDS


def test_every_registered_game_offers_configurations_to_test():
    assert all_games(), "no game is registered"
    for game in all_games():
        assert game.sample_configs(), f"{game.name} lists no configuration"


@pytest.mark.parametrize("game,options,seats", CONFIGS, ids=IDS)
def test_random_self_play_reaches_the_end_without_error_or_dead_end(game, options, seats):
    for seed in range(40):  # make soak plays 1,000 (test_soak.py); 40 again with xdist (issue 28 §5)
        out = play(game, seed, options, seats)
        assert game.result(out.state) is not None
        assert game.active_seats(out.state) == []


@pytest.mark.parametrize("game,options,seats", CONFIGS, ids=IDS)
def test_the_same_seed_and_actions_give_identical_states_and_events(game, options, seats):
    first = play(game, 7, options, seats, record=True)
    state = game.new_game(7, options, seats)
    events = []
    for seat, action in first.actions:
        tr = game.apply(state, seat, action)
        state = tr.state
        events.extend(tr.events)
    assert orjson.dumps(state, option=orjson.OPT_SORT_KEYS) == orjson.dumps(first.state, option=orjson.OPT_SORT_KEYS)
    assert orjson.dumps(events) == orjson.dumps(first.events)
    # "state" names the SSE message that carries a seat's view (services/api/sse.py), so no event may use it.
    assert events and all(isinstance(ev["type"], str) and ev["type"] != "state" for ev in events)


def _walk(game, options, seats, seed, every=1):
    """Yield (state, seat, legal) along one random game, for sampled checks."""
    kinds = {s.seat: s.kind for s in seats}
    rnd = random.Random(seed)
    state = game.new_game(seed, options, seats)
    step = 0
    while not game.is_over(state):
        active = game.active_seats(state)
        seat = rnd.choice(active)
        if step % every == 0:
            yield state, seat, kinds[seat]
        action = choose(game, state, seat, kinds[seat], rnd)
        state = game.apply(state, seat, action).state
        step += 1


@pytest.mark.parametrize("game,options,seats", CONFIGS, ids=IDS)
def test_the_state_round_trips_through_json_at_every_step(game, options, seats):
    for state, _seat, _kind in _walk(game, options, seats, seed=3):
        assert orjson.loads(orjson.dumps(state)) == state


@pytest.mark.parametrize("game,options,seats", CONFIGS, ids=IDS)
def test_every_listed_action_is_accepted_and_unlisted_ones_are_rejected(game, options, seats):
    rnd = random.Random(11)
    for state, seat, kind in _walk(game, options, seats, seed=5, every=3):
        legal = game.legal_actions(state, seat)
        for action in legal:
            game.apply(state, seat, action)
        for bogus in _unlisted(legal, rnd):
            with pytest.raises(IllegalAction):
                game.apply(state, seat, bogus)
        inactive = [s.seat for s in seats if s.seat not in game.active_seats(state)]
        for other in inactive:
            with pytest.raises(NotYourTurn):
                game.apply(state, other, legal[0] if legal else {"type": "pass"})


def _unlisted(legal, rnd):
    """Actions that are not in `legal`: an unknown type, and listed ones with one field altered."""
    keys = {orjson.dumps(strip_label(a), option=orjson.OPT_SORT_KEYS) for a in legal}
    out = [{"type": "no-such-action"}]
    for action in rnd.sample(legal, min(5, len(legal))):
        fields = [k for k in action if k not in ("type", "label")]
        if not fields:
            continue
        bogus = dict(action, **{rnd.choice(fields): 987654})
        if orjson.dumps(strip_label(bogus), option=orjson.OPT_SORT_KEYS) not in keys:
            out.append(bogus)
    return out


@pytest.mark.parametrize("game,options,seats", CONFIGS, ids=IDS)
def test_no_view_or_event_leaks_another_seats_hidden_information(game, options, seats):
    viewers = [None] + [s.seat for s in seats]
    for seed in range(3):  # 3 again with xdist (issue 28 §5)
        out = play(game, seed, options, seats, record=True)
        state = game.new_game(seed, options, seats)
        for i, (seat, action) in enumerate(out.actions):
            tr = game.apply(state, seat, action)
            state = tr.state
            for viewer in viewers:
                secrets = game.hidden_from(state, viewer)
                seen = orjson.dumps([game.view(state, viewer)] + [redact_event(e, viewer) for e in tr.events])
                assert b'"rng"' not in seen
                for secret in secrets:
                    assert secret.encode() not in seen, f"{secret} leaked to {viewer} after action {i}"

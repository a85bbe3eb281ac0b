"""Random self-play: every Duel ends with a result, without error or dead end, within the state size bound; the
kit's seeds deal and keep every archdemon x archangel pairing."""
import statistics

import orjson
import pytest

from shared.engine.result import result_problems
from shared.engine.simulate import play
from shared.games.angel_fury import economy
from shared.games.angel_fury.content import content

from tests.games.angel_fury.helpers import GAME, seats

GAMES = 10
KIT_SEEDS = 40  # seeds 0..39 of every sample configuration (the kit plays them all, make soak 1,000)


def test_ten_random_duels_end_with_a_result_in_the_standard_format():
    lengths = []
    for seed in range(GAMES):
        out = play(GAME, seed, {}, seats(2, "bot"))
        result = GAME.result(out.state)
        assert result is not None and GAME.active_seats(out.state) == []
        assert result_problems(result, 2) == []
        assert max(out.state["soul_points"].values()) >= content().soul_points_to_win
        lengths.append(out.state["turn"]["number"])
    assert statistics.median(lengths) > 1


def test_a_validated_duel_replays_every_action_through_apply():
    out = play(GAME, 5, {}, seats(2, "bot"), validate=True)
    assert GAME.result(out.state) is not None


def test_the_deck_invariant_holds_at_the_end_of_random_duels():
    for seed in range(GAMES):
        out = play(GAME, seed, {}, seats(2, "bot"))
        assert all(economy.deck_size(p) == content().deck_size for p in out.state["players"])


def test_states_stay_within_the_declared_size_bound():
    out = play(GAME, 3, {}, seats(2, "bot"), record=True)
    assert len(orjson.dumps(out.state)) <= GAME.max_state_bytes


def test_every_flow_step_kind_is_registered():
    from shared.games.angel_fury import steps

    assert {"choose_character", "turn", "deploy_count", "buy_to", "offer_discard", "rebuy_at"} <= set(steps.STEPS)


def all_pairings(kickstarter: bool = False) -> set:
    """Every archdemon x archangel pairing of the base game (with the Kickstarter characters when asked)."""
    c = content()
    return {(e, g) for e in c.characters_of("evil", kickstarter) for g in c.characters_of("good", kickstarter)}


def duel_configs(kickstarter: bool) -> list:
    """The kit's Duel configurations with the `kickstarter` option at this value."""
    return [(o, s) for o, s in GAME.sample_configs()
            if o.get("scenario") == "duel" and o.get("kickstarter", True) is kickstarter]


def kit_deals(kickstarter: bool) -> set:
    """The archdemon x archangel pairings the kit's seeds deal in the Duel configurations."""
    dealt = set()
    for options, specs in duel_configs(kickstarter):
        for seed in range(KIT_SEEDS):
            state = GAME.new_game(seed, options, specs)
            by_side = {p["side"]: p["offered"] for p in state["players"]}
            dealt |= {(e, g) for e in by_side["evil"] for g in by_side["good"]}
    return dealt


def test_the_kit_seeds_deal_every_character_pairing_without_the_add_on():
    assert kit_deals(False) == all_pairings(False)


def test_the_kit_seeds_deal_every_character_with_the_add_on():
    # 49 pairings need more than the kit's 80 Duel deals; the 1,000-seed sweep (make soak) keeps every one
    dealt = kit_deals(True)
    assert {e for e, _ in dealt} | {g for _, g in dealt} == {x for pair in all_pairings(True) for x in pair}


@pytest.mark.slow
@pytest.mark.parametrize("config", range(len(GAME.sample_configs())))
def test_a_thousand_random_duels_per_kit_configuration_end_without_error_or_dead_end(config):
    options, specs = GAME.sample_configs()[config]
    kept = set()
    for seed in range(1000):
        out = play(GAME, seed, options, specs)
        result = GAME.result(out.state)
        assert result is not None and GAME.active_seats(out.state) == []
        assert result_problems(result, len(specs)) == []
        by_side = {p["side"]: p["character"] for p in out.state["players"]}
        kept.add((by_side["evil"], by_side["good"]))
    if options.get("scenario") == "duel":
        assert kept == all_pairings(options.get("kickstarter", True))

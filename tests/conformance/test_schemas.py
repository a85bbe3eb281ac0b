"""The published schemas (shared/engine/schemas.py, each game's schemas/ folder) hold on every transition of the
kit's sweeps: every view for each seat and a spectator, every legal action, every event as each viewer gets it,
every result; and they are tight enough to refuse what a game never sends."""
import time

import pytest

from shared.engine.schemas import KINDS, game_schemas, schema_problems, schemas_dir
from tests.conformance.kit import CONFIGS, IDS, SOAK_CONFIGS, SOAK_IDS, SchemaViolation, schema_checks, walk

#: configurations of games that declare their schemas (issue 29: Falling and Black Angel so far)
TYPED = [(c, i) for c, i in zip(CONFIGS, IDS) if schemas_dir(c[0]).is_dir()]
TYPED_SOAK = [(c, i) for c, i in zip(SOAK_CONFIGS, SOAK_IDS) if schemas_dir(c[0]).is_dir()]
SEEDS = 3  # per configuration in make test; make soak sweeps 1,000


def _timed(stats: dict):
    """schema_problems, timing itself into stats["validator"]."""
    def problems_of(game, kind, value):
        start = time.perf_counter()
        try:
            return schema_problems(game, kind, value)
        finally:
            stats["validator"] += time.perf_counter() - start
    return problems_of


@pytest.mark.parametrize("game,options,seats", [c for c, _ in TYPED], ids=[i for _, i in TYPED])
def test_every_view_action_event_and_result_of_random_games_conforms_to_the_games_schemas(game, options, seats):
    stats, totals = {"validator": 0.0}, {}
    start = time.perf_counter()
    for seed in range(SEEDS):
        for k, v in schema_checks(game, options, seats, seed, _timed(stats)).items():
            totals[k] = totals.get(k, 0) + v
    share = stats["validator"] / (time.perf_counter() - start)
    print(f"\n{game.name}: {totals}, validator {stats['validator']:.2f} s ({share:.0%} of the sweep)")
    assert totals["views"] == totals["states"] * (len(seats) + 1) and totals["actions"] > 0


# Its own limit: a thousand Fallen Angel 4-player games validate for longer than pytest's 600 s (make soak only)
@pytest.mark.slow
@pytest.mark.timeout(7200)
@pytest.mark.parametrize("game,options,seats", [c for c, _ in TYPED_SOAK], ids=[i for _, i in TYPED_SOAK])
def test_a_thousand_random_games_per_configuration_conform_to_the_games_schemas(game, options, seats):
    for seed in range(1000):
        schema_checks(game, options, seats, seed, schema_problems)


@pytest.mark.parametrize("game", sorted({c[0].name: c[0] for c, _ in TYPED}.values(), key=lambda g: g.name),
                         ids=lambda g: g.name)
def test_a_games_schemas_refuse_an_unknown_view_key_and_unknown_action_and_event_types(game):
    options, seats = game.sample_configs()[0]
    state = game.new_game(0, options, seats)
    assert schema_problems(game, "view", game.view(state, None)) == []
    assert schema_problems(game, "view", {**game.view(state, None), "no_such_field": 1})
    action = game.legal_actions(state, game.active_seats(state)[0])[0]
    assert schema_problems(game, "action", action) == []
    assert schema_problems(game, "action", {**action, "type": "no_such_action"})
    assert schema_problems(game, "action", {k: v for k, v in action.items() if k != "template"})  # words required
    event = {"type": "no_such_event", "seat": None, "seq": 1, "version": 0}
    assert schema_problems(game, "event", event)


def _wrong_view(game, state, viewer):
    """The game's view with its first field's value replaced by an object no schema expects."""
    view = game.view(state, viewer)
    first = next(iter(view))
    return {**view, first: {"wrong": [1, 2]}}


def test_a_deliberately_wrong_view_fails_the_kit():
    (game, options, seats), _ = TYPED[0]

    class Wrong:
        """The game, with a view that does not fit its schema."""
        name = game.name

        def __getattr__(self, attr):
            return getattr(game, attr)

        def view(self, state, viewer):
            return _wrong_view(game, state, viewer)

    with pytest.raises(SchemaViolation, match="the view for viewer"):
        schema_checks(Wrong(), options, seats, 0, lambda g, kind, value: schema_problems(game, kind, value))


def test_each_published_document_is_self_contained():
    for (game, _options, _seats), _ in TYPED:
        docs = game_schemas(game)
        assert set(docs) == set(KINDS)
        for kind, doc in docs.items():
            for ref in _refs(doc):
                assert ref.startswith("#/$defs/") and ref.split("/")[-1] in doc.get("$defs", {}), (kind, ref)


def _refs(node):
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "$ref":
                yield v
            else:
                yield from _refs(v)
    elif isinstance(node, list):
        for v in node:
            yield from _refs(v)

"""The result format, the one end-of-game event, the kit's limits (legal-list length, state size), prompts,
roles, the catalog and the glossary, for every registered game, option value and seat count."""
import orjson
import pytest

from shared.engine import all_games
from shared.engine.bots import BOTS
from shared.engine.contract import SeatSpec
from shared.engine.errors import InvalidOptions
from shared.engine.result import END_EVENT, result_problems
from tests.conformance.kit import CONFIGS, IDS, walk

MAX_LEGAL = 500


@pytest.mark.parametrize("game,options,seats", CONFIGS, ids=IDS)
def test_every_game_ends_with_one_result_event_in_the_documented_format(game, options, seats):
    for seed in range(3):
        ended = []
        for _before, _seat, _action, tr in walk(game, options, seats, seed):
            ended += [ev for ev in tr.events if ev["type"] == END_EVENT]
        state = tr.state
        result = game.result(state)
        assert result_problems(result, len(seats)) == []
        assert len(ended) == 1 and ended[0]["data"] == {"result": result} and ended[0].get("to") is None
        assert orjson.dumps(result["teams"]) == orjson.dumps(game.teams(state))
        assert result["mode"] == game.mode_of(options, seats) and result["mode"] in game.modes


@pytest.mark.parametrize("game,options,seats", CONFIGS, ids=IDS)
def test_legal_lists_stay_short_and_states_stay_under_the_declared_size(game, options, seats):
    for seed in range(3):
        for before, _seat, _action, tr in walk(game, options, seats, seed):
            for seat in game.active_seats(before):
                n = len(game.legal_actions(before, seat))
                assert 0 < n <= MAX_LEGAL, f"seat {seat} has {n} legal actions"
            size = len(orjson.dumps(tr.state))
            assert size <= game.max_state_bytes, f"the state is {size} bytes, over {game.max_state_bytes}"


@pytest.mark.parametrize("game,options,seats", CONFIGS, ids=IDS)
def test_every_active_seat_is_told_in_words_what_it_decides(game, options, seats):
    for i, (before, _seat, _action, _tr) in enumerate(walk(game, options, seats, seed=5)):
        for seat in range(len(seats)):
            prompt = game.prompt(before, seat)
            if seat in game.active_seats(before):
                assert isinstance(prompt, dict) and set(prompt) >= {"kind", "text"}, prompt
                assert isinstance(prompt["kind"], str) and isinstance(prompt["text"], str) and prompt["text"]
            else:
                assert prompt is None, f"seat {seat} is not active but is prompted {prompt}"


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.name)
def test_the_catalog_lists_seat_counts_roles_modes_and_every_option_with_type_and_default(game):
    entry = game.catalog()
    assert entry["game"] == game.name and entry["title"]
    assert 1 <= entry["min_seats"] <= entry["max_seats"]
    assert entry["modes"] and set(entry["modes"]) <= {"competitive", "team", "solo", "coop"}
    for name, opt in entry["options"].items():
        assert {"type", "default", "text"} <= set(opt), name
        if "choices" in opt:
            assert opt["default"] in opt["choices"], name
    orjson.dumps(entry)


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.name)
def test_the_glossary_names_and_explains_every_component_once(game):
    glossary = game.glossary()
    ids = [c["id"] for c in glossary["components"]]
    assert len(ids) == len(set(ids)), "component ids must be unique, one per physical card, tile and token"
    for comp in glossary["components"]:
        assert {"id", "kind", "name", "text"} <= set(comp) and comp["name"] and comp["text"], comp
    assert glossary["terms"] and glossary["view"]


@pytest.mark.parametrize("game,options,seats", CONFIGS, ids=IDS)
def test_every_hidden_id_is_a_component_of_the_glossary(game, options, seats):
    known = {c["id"] for c in game.glossary()["components"]}
    for i, (before, _seat, _action, _tr) in enumerate(walk(game, options, seats, seed=1)):
        if i % 25 == 0:
            for viewer in [None, *range(len(seats))]:
                missing = game.hidden_from(before, viewer) - known
                assert not missing, f"hidden ids not in the glossary: {sorted(missing)[:5]}"


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.name)
def test_roles_are_filled_by_default_validated_and_unique(game):
    options, seats = next((o, s) for o, s in game.sample_configs() if all(x.kind != "automa" for x in s))
    bare = [SeatSpec(s.seat, s.name, s.kind) for s in seats]
    _, filled = game.prepare(options, bare)
    roles = [s.role for s in filled]
    if game.roles:
        assert all(r in game.roles for r in roles) and len(set(roles)) == len(roles)
        with pytest.raises(InvalidOptions):
            game.prepare(options, [SeatSpec(0, "A", "bot", role="no-such-role")] + bare[1:])
        with pytest.raises(InvalidOptions):
            game.prepare(options, [SeatSpec(s.seat, s.name, s.kind, role=game.roles[0]) for s in bare])
    else:
        assert roles == [None] * len(seats)


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.name)
def test_bot_seats_get_a_known_bot_and_other_seats_cannot_name_one(game):
    options, seats = game.sample_configs()[0]
    _, filled = game.prepare(options, seats)
    assert all(s.bot in BOTS for s in filled if s.kind == "bot")
    with pytest.raises(InvalidOptions):
        game.prepare(options, [SeatSpec(0, "A", "bot", bot="no-such-bot")] + list(seats[1:]))
    with pytest.raises(InvalidOptions):
        game.prepare(options, [SeatSpec(0, "A", "human", bot="greedy")] + list(seats[1:]))

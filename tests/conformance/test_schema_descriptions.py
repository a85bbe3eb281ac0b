"""The schemas a game publishes say what each field means (issue 29 items 1 and 5), and its glossary's view prose is
those same words (one source): every property of the view, action, event and result schemas has a description,
none of them a placeholder, and `glossary()["view"]` is the view schema's descriptions plus what lies beside the
view. Every registered game with a `schemas/` folder is checked."""
import json
import re

import pytest

from shared.engine.registry import all_games
from shared.engine.schemas import described_paths, schemas_dir, undescribed_paths, view_prose

#: names that need no description of their own under a described parent, which says what its keys are: the
#: colours, and the goods (the glossary's terms spell out each abbreviation)
TRIVIAL = {
    "falling": frozenset({"C", "G", "Br", "Fe", "Cr", "Chip", "VP", "Res", "ref", "smelt", "mine", "expl",
                          "board", "g1", "g2", "g3", "g4", "p0", "p1"}),
    "black_angel": frozenset({"orange", "gray", "green", "resource", "ship", "robot", "debris", "vp"}),
}
#: glossary view entries that are not fields of the view itself
BESIDE_VIEW = {"prompt"}
PLACEHOLDERS = (re.compile(r"^\S+ of the \w+ event$"), re.compile(r"^the \w+ event, as served$"),
                re.compile(r"^argument \w+ of \w+, sent back as listed"))
GAMES = sorted((g for g in all_games() if schemas_dir(g).is_dir()), key=lambda g: g.name)


def _own(game, kind: str) -> dict:
    return json.loads((schemas_dir(game) / f"{kind}.json").read_text(encoding="utf-8"))


def _branches(doc: dict):
    """(name, document) of each event type of an event schema (its fields named per type), else the document."""
    if "oneOf" not in doc:
        yield "", doc
        return
    for ref in doc["oneOf"]:
        name = ref["$ref"].rsplit("/", 1)[-1]
        yield name, {**doc["$defs"][name], "$defs": doc["$defs"]}


def _descriptions(node):
    if isinstance(node, dict):
        if isinstance(node.get("description"), str):
            yield node["description"]
        for value in node.values():
            yield from _descriptions(value)
    elif isinstance(node, list):
        for value in node:
            yield from _descriptions(value)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
@pytest.mark.parametrize("kind", ["view", "action", "event", "result"])
def test_every_field_of_a_games_schemas_says_what_it_means(game, kind):
    missing = [f"{name}:{path}" if name else path for name, doc in _branches(_own(game, kind))
               for path in undescribed_paths(doc, TRIVIAL.get(game.name, frozenset()))]
    assert missing == []


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_no_description_is_a_placeholder_that_only_repeats_a_name(game):
    texts = [t for kind in ("view", "action", "event", "result") for t in _descriptions(_own(game, kind))]
    assert [t for t in texts if any(p.match(t) for p in PLACEHOLDERS)] == []


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_the_glossarys_view_prose_is_the_view_schemas_descriptions(game):
    prose = game.glossary()["view"]
    schema = view_prose(schemas_dir(game))
    assert {k: v for k, v in prose.items() if k not in BESIDE_VIEW} == schema
    assert set(prose) - set(schema) <= BESIDE_VIEW


def test_a_description_path_names_array_items_and_map_values_and_follows_refs():
    doc = {"type": "object", "properties": {
        "players": {"description": "seats", "type": "array", "items": {"type": "object", "properties": {
            "hand": {"description": "cards", "type": "array"}}}},
        "dice": {"description": "per die", "type": "object", "additionalProperties": {"$ref": "#/$defs/die"}},
        "bare": {"type": "object", "properties": {"orange": {"type": "integer"}, "odd": {"type": "integer"}}}},
        "$defs": {"die": {"type": "object", "properties": {"value": {"description": "its face", "type": "integer"}}}}}
    assert described_paths(doc) == {"players": "seats", "players[].hand": "cards", "dice": "per die",
                                    "dice.*.value": "its face"}
    assert undescribed_paths(doc, frozenset({"orange"})) == ["bare", "bare.orange", "bare.odd"]

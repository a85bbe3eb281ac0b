"""Words for players (issue 30): the log lines, labels and prompts that random games seldom reach read as words
from the catalog too (the conformance sweep, tests/conformance/test_words.py, checks the rest)."""
from __future__ import annotations

import pytest

from shared.engine.words import items, message
from shared.games.angel_fury import log, prompts
from shared.games.angel_fury import wording as w
from shared.games.angel_fury.game import AngelFuryGame
from shared.games.angel_fury.templates_events import WITH_REASON
from tests.conformance.test_words import Words

GAME = AngelFuryGame()
NAMES = ["Ann", "Bob"]

#: one served event per rare line (and the common shapes of the others), as `redact_event` serves them
EVENTS = [
    {"type": "area_damaged", "seat": None, "area": "r2c3", "damage": 2, "prevented": 1, "cause": "locusts"},
    {"type": "area_damaged", "seat": None, "area": "r2c3", "damage": 1, "prevented": 0, "cause": "unknown"},
    {"type": "battle_started", "seat": 1, "area": "r1c1", "came_from": None, "colour": "black", "minions": 3,
     "leaders": [], "defenders": ["yellow"]},
    {"type": "charged", "seat": 0, "area": "r3c3", "damage": 2},
    {"type": "damage_settled", "seat": 0, "area": "r3c3", "round": 0, "damage": {"attacker": 0, "defender": 1}},
    {"type": "free_command_lapsed", "seat": 0},
    {"type": "gained", "seat": 0, "crystals": 1, "reinforcements": 1, "reason": ""},
    {"type": "paid", "seat": 1, "crystals": 5, "reinforcements": 5, "reason": "rebuy_seraph"},
    {"type": "game_ended", "seat": None, "result": {"winners": []}},
    {"type": "game_ended", "seat": None, "result": {"winners": [0, 1]}},
    {"type": "must_retreat", "seat": 0, "area": "r2c2", "side": "attacker"},
    {"type": "retreated", "seat": 0, "colour": "red", "area": "r2c2", "to": "r1c2", "minions": 1, "leaders": [],
     "reason": "retreat"},
    {"type": "retreated", "seat": 0, "colour": "red", "to": "r1c2", "minions": 0, "leaders": ["red-arch"],
     "reason": "forced"},
    {"type": "retreated", "seat": 0, "colour": "red", "to": "r1c2", "minions": 0, "leaders": [], "reason": "x"},
    {"type": "retreated", "seat": 0, "colour": "red", "area": "r2c2", "to": None, "minions": 0, "leaders": [],
     "reason": "hope"},
    {"type": "retreated", "seat": 0, "colour": "red", "to": None, "minions": 0, "leaders": [], "reason": "forced"},
    {"type": "sent_to_reinforcements", "seat": 1, "colour": "white", "minions": 2, "leaders": ["white-seraph-1"],
     "reason": "overfull"},
    {"type": "sent_to_reinforcements", "seat": None, "area": "r4c4", "colour": "white", "minions": 1,
     "leader": None},
    {"type": "seraph_rebought", "seat": 1, "leader": "yellow-seraph-2", "area": "r5c2"},
    {"type": "terrain_destroyed", "seat": 1, "area": "r3c1", "terrain": "mountain", "soul_points": 1, "total": 4},
    {"type": "tide_moved", "seat": 1, "area": None, "to": "r1c1", "demons": 2, "stayed": 1},
    {"type": "tide_moved", "seat": 1, "area": "r1c1", "to": "r2c1", "demons": 1, "stayed": 0},
    {"type": "units_gained", "seat": 0, "area": "r5c5", "count": 1, "commanded": True, "reason": "hope"},
    {"type": "units_lost", "seat": None, "area": "r5c5", "colour": "black", "minions": 0, "leader": None,
     "cause": "battle"},
    {"type": "units_lost", "seat": None, "area": "r5c5", "colour": "black", "minions": 1, "leader": "black-arch",
     "cause": "back_to_the_abyss"},
    {"type": "cards_drawn", "seat": 0, "count": 2, "redacted": True},
    {"type": "character_chosen", "seat": 0, "redacted": True},
    {"type": "team_action_chosen", "seat": 0, "redacted": True},
    {"type": "card_bought", "seat": 0, "card": "c-black-01", "to": "slot", "replaced": None},
    {"type": "card_bought", "seat": 0, "card": "c-black-01", "to": "reserve", "replaced": None},
    {"type": "offer_discarded", "seat": 0, "cards": []},
]


def words() -> Words:
    return Words(GAME)


@pytest.mark.parametrize("ev", EVENTS, ids=lambda ev: ev["type"])
def test_a_seldom_seen_event_reads_as_words_from_the_catalog(ev):
    found = words()
    found.check(ev["type"], GAME.event_words(ev, NAMES), "text")
    assert found.problems == []


def test_every_event_type_the_game_emits_has_a_line():
    import json
    from pathlib import Path

    doc = json.loads((Path(prompts.__file__).parent / "schemas" / "event.json").read_text())
    types = {ref["$ref"].rsplit("/", 1)[-1] for ref in doc["oneOf"]}
    assert types - set(log.LINES) == set()


def test_a_cause_without_words_leaves_the_line_without_it():
    ev = {"type": "area_damaged", "seat": None, "area": "r2c3", "damage": 1, "prevented": 0, "cause": "unknown"}
    assert log.message_of(ev, NAMES)["template"] == "event.area_damaged"
    assert all(f"{tid}.why" in w.TEMPLATES for tid in WITH_REASON)


#: (template, params) of labels and prompts random games seldom reach
SAID = [
    ("label.battle_card.charge", {"card": w.card("c-black-01"), "n": 2}),
    ("label.card_command.none", {"card": w.card("c-black-04")}),
    ("label.discard_offer_cards.none.other", {}),
    ("label.heal_arch", {"arch": message("part.arch", side="good"), "area": w.area("r5c3"), "n": 1}),
    ("label.rebuy_at", {"leader": w.leader("black-seraph-1"), "area": w.area("r1c2")}),
    ("label.rebuy_seraph", {"leader": w.leader("black-seraph-1"), "cost": w.cost({"C": 5, "R": 5})}),
    ("label.retreat.attacker.off", {"area": w.area("r1c2")}),
    ("prompt.battle_opening.attacker", {"battle": message("part.battle_in", area=w.area("r3c4"))}),
    ("prompt.battle_retreat.attacker.off", {"battle": message("part.the_battle")}),
    ("prompt.battle_window", {"battle": message("part.the_battle"), "when": message("part.the_charge"),
                              "attacker": 2, "defender": 0}),
    ("prompt.choose_character.many", {"arch": message("part.arch", side="evil"),
                                      "dealt": items([message("part.dealt", character=w.character(c), health=7)
                                                      for c in ("baal", "moloch", "asmodeus")])}),
    ("prompt.command_source", {}),
    ("prompt.rebuy_at", {"leader": w.leader("white-seraph-2")}),
    ("prompt.card_casualty", {"cause": message("part.a_cause"), "left": 1, "area": w.area("r2c2")}),
    ("prompt.fallback", {"choices": items([message("label.pass"), message("label.stay")])}),
    ("prompt.fallback.card", {"card": w.card("c-black-01"), "choices": items([message("part.turn.other")])}),
    ("prompt.tide_turn", {}),
]


@pytest.mark.parametrize("tid,params", SAID, ids=[t for t, _ in SAID])
def test_a_seldom_seen_label_or_prompt_reads_as_words(tid, params):
    found = words()
    found.check(tid, w.said(tid, **params), "text")
    assert found.problems == []


def test_the_glossary_names_areas_and_leaders_as_the_labels_do():
    names = {c["id"]: c["name"] for c in GAME.glossary()["components"]}
    assert names["r2c3"] == w.area_name("r2c3") == "Row 2, column 3"
    assert names["black-seraph-1"] == w.leader_name("black-seraph-1") == "Black tormentor 1"
    assert names["yellow-arch"] == w.leader_name("yellow-arch") == "Yellow archangel"


def test_copies_of_one_card_are_told_apart_by_their_place():
    shown = w.cards(["c-black-11", "c-black-12", "c-black-01"])  # two Resource cards and Archers
    assert [x.get("params", {}).get("n") for x in shown[:2]] == [1, 2]
    assert shown[2] == w.card("c-black-01")

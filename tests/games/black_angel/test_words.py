"""Words for players (issue 30): every event type the game emits has a log line from the catalog, rare ones
included (random games seldom destroy a ship or exhaust a deck), that reads as words."""
import re
from pathlib import Path

import pytest

from shared.engine.words import render
from shared.games.black_angel import log
from tests.conformance.words_check import words_problems
from tests.games.black_angel.helpers import GAME

NAMES = ["Ann", "Bob", "Hal"]
PACKAGE = Path(log.__file__).parent
#: one event of every type as a viewer is served it (`.secret` forms with "redacted")
EVENTS = [
    {"type": "ship_destroyed", "seat": 0, "hex": [1, 0]},
    {"type": "hal_effect_void", "seat": 2, "effect": "flip", "source": "m-orange-01"},
    {"type": "hal_effect_void", "seat": 2, "effect": "convert", "source": None},
    {"type": "hal_deck_reshuffled", "seat": 2, "count": 12},
    {"type": "die_repaired", "seat": 1, "die": "d-gray-2", "reason": "damaged_die_taken"},
    {"type": "free_activation_declined", "seat": 1, "card": "m-green-07"},
    {"type": "advanced_placed", "seat": 0, "tile": next(t for t in GAME.glossary()["components"]
                                                        if t["kind"] == "advanced_tile")["id"], "space": "orange"},
    {"type": "ravager_discarded", "seat": 0, "card": "r-L1-1", "action": "discover", "reason": "location_full"},
    {"type": "missions_exhausted", "seat": None, "colour": "orange"},
    {"type": "ravagers_reshuffled", "seat": None, "count": 1},
    {"type": "damage_added", "seat": None, "action": "fix", "die": "d-gray-1"},
    {"type": "tiles_added", "seat": None, "tiles": [], "discarded": []},
    {"type": "tiles_added", "seat": None, "tiles": ["t-orange-01"], "discarded": ["t-gray-01"]},
    {"type": "tile_ejected", "seat": 0, "tile": "t-orange-01", "to": "aside", "debris": True},
    {"type": "tile_taken", "seat": 0, "tile": "t-orange-01", "advanced_slot": 1, "cost": 2},
    {"type": "card_played", "seat": 0, "slot": "col2", "kind": "mission", "colour": "orange", "redacted": True},
    {"type": "card_played", "seat": 0, "slot": "col2", "kind": "ravager", "colour": None, "card": "r-L2-3"},
    {"type": "mission_drawn", "seat": 0, "colour": "gray", "card": "m-gray-03"},
    {"type": "mission_discarded", "seat": 0, "card": "m-gray-03", "reason": "hand_limit"},
    {"type": "ravagers_taken", "seat": 0, "location": "L2", "cards": ["r-L2-1", "r-L2-2"]},
    {"type": "mission_ejected", "seat": None, "card": "m-gray-03", "hex": [1, 2], "filed": False},
    {"type": "mission_activated", "seat": 1, "card": "m-gray-03", "hex": [2, -1], "times": 1, "owner": 1,
     "free": True},
    {"type": "die_bought", "seat": 0, "die": "d-gray-2", "price": 1, "paid_to": 1},
    {"type": "die_flipped", "seat": 0, "die": "d-gray-2", "value": 0, "source": "t-orange-01"},
    {"type": "robot_assigned", "seat": 0, "workstation": "green", "neutral_removed": True},
    {"type": "ravager_resolved", "seat": 0, "card": "r-L1-2", "effect": "pay_resource", "paid": False},
    {"type": "vp_changed", "seat": 0, "delta": -3, "vp": 4, "reason": "unused_dice"},
    {"type": "hal_converted", "seat": 2, "vp": 2, "reason": "comet", "comets": 2},
    {"type": "dice_rolled", "seat": 0, "dice": {}},
    {"type": "neutral_dice_refreshed", "seat": None, "dice": {}},
    {"type": "end_triggered", "seat": None, "cause": "ravagers", "final_round": 7},
]


def emitted_types() -> set:
    """Every event type the package's code emits (event(...) and private_event(...) calls)."""
    found = set()
    for path in PACKAGE.glob("*.py"):
        found |= set(re.findall(r"\b(?:private_)?event\(\"([a-z_]+)\"", path.read_text()))
    return found | {"game_ended"}


def test_every_event_type_the_game_emits_has_a_log_line():
    assert emitted_types() - set(log.LINES) == set()


@pytest.mark.parametrize("ev", EVENTS, ids=lambda ev: ev["type"])
def test_a_rare_event_reads_as_words_from_the_catalog(ev):
    said = GAME.event_words(ev, NAMES)
    assert said["text"] == render(GAME.catalog_words(), said["template"], said["params"])
    assert words_problems(said["text"], frozenset(c["id"] for c in GAME.glossary()["components"])) == []

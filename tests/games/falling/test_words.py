"""Falling's words (issue 30): component names without ids, labels in the rulebook's words counted from one, and
the log lines random games rarely reach (tests/conformance/test_words.py sweeps the rest)."""
from shared.engine import redact_event
from shared.engine.events import event, private_event
from shared.games.falling import wording as w
from shared.games.falling.actions import space_label
from tests.conformance.words_check import words_problems
from tests.games.falling.helpers import GAME

NAMES = ["Ann", "Bob"]


def line(ev, viewer=None):
    return GAME.event_words(redact_event(ev, viewer), NAMES)["text"]


def test_every_component_name_is_words_with_no_id_in_it():
    components = GAME.glossary()["components"]
    ids = frozenset(c["id"] for c in components)
    for comp in components:
        assert words_problems(comp["name"], ids) == [] and comp["id"] not in comp["name"], comp
    by_id = {c["id"]: c["name"] for c in components}
    assert by_id["guild1-05"] == "Guild Card 5 (Round 1)" and by_id["res12-03"] == "Resource Card 3 (Rounds 1-2)"
    assert by_id["vp-rega-07"] == "Victory Point Card 7 (3 Coins)" and by_id["ptile-2"] == "Partner Tile 2"


def test_a_device_placement_names_the_device_the_space_from_one_and_the_payment_in_goods():
    # Rulebook: 3: Exploration Phase › Install a Device; the house style of issue 30
    seat = {"partner": "jini"}
    said = space_label(seat, "ref", 1, 0, {"C": 1}, "C2-Cr1", "none")
    assert said["label"] == "Place a Refinery Device on floor 1, space 1 (gain 1 Coin), paying 2 Coins and 1 Crystal"
    assert said["template"] == "label.install_space" and said["params"]["space"] == 1
    assert w.label("label.install", device=w.comp("expl"))["label"] == "Install an Exploration Device"


def test_a_special_victory_point_card_says_its_choice_icons_in_words():
    said = w.label("label.keep_vp", card=w.comp("vp-special-04"), bonus=w.bonus({"Conv": 1, "Chip": 1}))
    assert said["label"] == "Keep Special Victory Point Card 4: gain a free Guild Conversion and 1 Skill Chip"
    assert w.label("label.take", goods=w.goods({"Retrieve": 1, "C": 2}))["label"] == \
        "Take a Device retrieval and 2 Coins"


def test_the_rare_log_lines_read_as_words():
    assert line(event("conversion_declined", 0)) == "Ann declined the free Guild Conversion"
    assert line(event("vp_card_drawn", 1, card=None, note="the VP deck is empty: a blank 10 VP card")) == \
        "Bob took a blank Victory Point card worth 10 VP (the deck is empty)"
    assert line(event("danda_action_skipped", 1, action="install", reason="Danda has no Device left")) == \
        "Danda skipped Install: it has no Device left"
    assert line(event("goods_gained", 0, goods={"C": 1, "G": 1}, source="test")) == "Ann gained 1 Coin and 1 Gas"


def test_a_drawn_victory_point_card_is_named_to_its_owner_only():
    ev = private_event("vp_card_drawn", 0, [0], {"card": "vp-regb-03"}, {"count": 1})
    assert line(ev, 0) == "Ann drew Victory Point Card 3 (2 Gas)"
    for viewer in (None, 1):
        shown = GAME.event_words(redact_event(ev, viewer), NAMES)
        assert shown["text"] == "Ann drew a Victory Point card" and "vp-regb-03" not in str(shown)

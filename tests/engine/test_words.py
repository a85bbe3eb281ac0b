"""shared/engine/words.py: templates with named params, plurals, selects, lists and the pseudo-locale."""
import pytest

from shared.engine.words import (TemplateError, full_catalog, items, literals, message, param_names, pseudo_catalog,
                                 render, said, seat_param)
from tests.conformance.words_check import words_problems

CATALOG = full_catalog({
    "bought": "{player} bought {card} to their reserve",
    "gained": "{player} gained {n, plural, one {# Coin} other {# Coins}}",
    "paid": "Place a Refinery on floor {floor}, space {space}, paying {cost}",
    "amount": "{n, plural, one {# {good}} other {# {goods}}}",
    "colour": "{colour, select, green {a green card} other {a card}}",
    "none": "{n, plural, =0 {nothing} one {one thing} other {# things}}",
})


def test_a_template_is_filled_with_its_named_params():
    card = {"id": "c-black-09", "name": "Hide in Darkness"}
    assert render(CATALOG, "bought", {"player": seat_param(0, ["Ann"]), "card": card}) == \
        "Ann bought Hide in Darkness to their reserve"


def test_a_plural_takes_the_one_branch_for_one_and_other_otherwise_with_hash_as_the_number():
    player = seat_param(1, None)
    assert render(CATALOG, "gained", {"player": player, "n": 1}) == "Seat 2 gained 1 Coin"
    assert render(CATALOG, "gained", {"player": player, "n": 3}) == "Seat 2 gained 3 Coins"
    assert render(CATALOG, "none", {"n": 0}) == "nothing"


def test_a_list_of_nested_messages_is_joined_by_the_catalogs_list_templates():
    coin = message("amount", n=2, good={"id": "coin", "name": "Coin"}, goods={"id": "coin", "name": "Coins"})
    crystal = message("amount", n=1, good={"id": "crystal", "name": "Crystal"},
                      goods={"id": "crystal", "name": "Crystals"})
    shown = said(CATALOG, "paid", key="label", floor=1, space=1, cost=items([coin, crystal]))
    assert shown["label"] == "Place a Refinery on floor 1, space 1, paying 2 Coins and 1 Crystal"
    assert shown["template"] == "paid" and set(shown["params"]) == {"floor", "space", "cost"}
    three = items([{"name": "A"}, {"name": "B"}, {"name": "C"}])
    assert render(CATALOG, "paid", {"floor": 2, "space": 3, "cost": three}).endswith("paying A, B and C")


def test_a_select_chooses_by_the_params_id_or_falls_back_to_other():
    assert render(CATALOG, "colour", {"colour": {"id": "green", "name": "green"}}) == "a green card"
    assert render(CATALOG, "colour", {"colour": "red"}) == "a card"


def test_a_missing_param_an_unknown_template_and_a_bad_template_are_refused():
    with pytest.raises(TemplateError, match="params lack"):
        render(CATALOG, "bought", {"player": seat_param(0, None)})
    with pytest.raises(TemplateError, match="no template"):
        render(CATALOG, "nope", {})
    with pytest.raises(TemplateError):
        render(full_catalog({"bad": "{n, plural, one {x}}"}), "bad", {"n": 1})
    with pytest.raises(TemplateError):
        render(CATALOG, "gained", {"player": "Ann", "n": 1})


def test_the_pseudo_locale_keeps_every_placeholder_and_accents_every_literal_letter():
    pseudo = pseudo_catalog(CATALOG)
    for tid in CATALOG:
        assert param_names(pseudo[tid]) == param_names(CATALOG[tid])
        assert not any(c.isascii() and c.isalpha() for part in literals(pseudo[tid]) for c in part), pseudo[tid]
    text = render(pseudo, "gained", {"player": seat_param(0, ["Ann"]), "n": 2})
    assert text.startswith("[Ann ") and "2" in text and text.endswith("]")


def test_the_words_check_flags_each_kind_the_audit_found():
    bad = ["Guild card guild1-05", "slot row1", "pay C2-Cr1", "floor 1 space 0", "Install a Exploration Device",
           "gain 1 Materials", "Round 1, you's turn", "AF-77", "content tide.json", "near_big_hex"]
    assert all(words_problems(text) for text in bad), [t for t in bad if not words_problems(t)]
    good = ["Place a Refinery on floor 1, space 1 (gain 1 Coin), paying 2 Coins and 1 Crystal",
            "Play the green Mission Tsoth Outpost into row 1", "Install an Exploration Device", "a face-up card"]
    assert [words_problems(text) for text in good] == [[]] * len(good)

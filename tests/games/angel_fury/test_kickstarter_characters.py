"""The Kickstarter characters (AF-77): Beelzebub, Apollyon, Azazel, Jophiel, Camael and Zadkiel - their abilities,
starting bonuses and unique-card swaps - and the `kickstarter` option that deals them."""
from __future__ import annotations

import pytest

from shared.engine.errors import InvalidOptions
from shared.engine.rng import Rng, seed_state
from shared.games.angel_fury import command, deploy
from shared.games.angel_fury.content import content
from tests.games.angel_fury import helpers as h
from tests.games.angel_fury.battle_fixtures import (BLACK, EVIL, GOOD, YELLOW, attack, dice, faces, field,
                                                    minions, of_type, run)

__all__ = ["dice"]  # the fixture, used by name
C = content()
KS_EVIL, KS_GOOD = ("beelzebub", "apollyon", "azazel"), ("jophiel", "camael", "zadkiel")


def ability(name: str) -> dict:
    """A character's ability parameters."""
    return dict(C.character(name)["ability"])


def settled(events: list) -> list:
    """The damage each side takes, per settling."""
    return [e["damage"] for e in of_type(events, "damage_settled")]


def round_over(n: int):
    """Round n's retreat decision is open, or the battle has ended."""
    return lambda s: s["battle"] is None or (h.top_kind(s) == "battle_retreat" and s["battle"]["round"] == n)


# -- the option (AF-77) ------------------------------------------------------------------------------------------------
def test_the_kickstarter_option_is_on_by_default_and_deals_kickstarter_characters_over_the_seeds():
    dealt = set()
    for seed in range(1, 40):
        s = h.new_state(seed)
        assert s["options"]["kickstarter"] is True
        dealt |= {c for p in s["players"] for c in p["offered"]}
    assert set(KS_EVIL + KS_GOOD) <= dealt


def test_without_the_add_on_only_base_characters_are_dealt_and_the_training_decks_hold_no_add_on_card():
    for seed in range(1, 40):
        s = h.new_state(seed, kickstarter=False)
        assert not any(C.character(c)["kickstarter"] for p in s["players"] for c in p["offered"])
        for side, ground in s["training"].items():
            assert sorted(ground["deck"] + ground["offer"]) == sorted(C.training_deck(side))


def redealt_good_characters(kickstarter: bool) -> set:
    """The characters evil's re-deals give the good seat while it chooses, over 30 samples."""
    s = h.new_state(6, kickstarter=kickstarter)
    out = set()
    for k in range(30):
        copy = h.GAME.sample_hidden(s, EVIL, Rng({"rng": seed_state(k)}))
        out |= set(copy["players"][GOOD]["offered"])
    return out


def test_re_dealing_a_hidden_character_choice_follows_the_option():
    assert redealt_good_characters(True) & set(KS_GOOD)
    assert redealt_good_characters(False) <= set(C.characters_of("good"))


def test_the_kickstarter_option_takes_only_true_or_false():
    with pytest.raises(InvalidOptions):
        h.GAME.validate_options({"kickstarter": "yes"}, h.seats(2))
    assert h.GAME.validate_options({}, h.seats(2))["kickstarter"] is True


def test_with_the_add_on_the_training_decks_hold_the_add_on_cards():
    s = h.new_state(3)
    for side, ground in s["training"].items():
        assert sorted(ground["deck"] + ground["offer"]) == sorted(C.training_deck(side, kickstarter=True))


def test_each_kickstarter_character_swaps_in_its_unique_cards():
    for evil, good in zip(KS_EVIL, KS_GOOD):
        s = h.started(evil=evil, good=good)
        for seat, name in ((EVIL, evil), (GOOD, good)):
            types = {C.card(c)["type"] for c in h._all_cards(s["players"][seat])}
            for swap in C.character(name)["swaps"]:
                assert C.card(swap["in"])["type"] in types
                assert swap["in"] in h._all_cards(s["players"][seat])


# -- Beelzebub (AF-77) ------------------------------------------------------------------------------------------------
def test_beelzebub_starts_with_one_more_command_and_barbed_whip_in_a_slot():
    s = h.started(evil="beelzebub", good="michael")
    base = h.started(evil="baal", good="michael")
    assert s["players"][EVIL]["commands"]["unused"] == base["players"][EVIL]["commands"]["unused"] + 1
    assert C.card(s["players"][EVIL]["seraph_cards"][0])["type"] == "barbed_whip"


def test_beelzebub_moves_only_one_step_where_another_archdemon_moves_two():
    troop = {"minions": 0, "leaders": ["black-arch"]}
    assert command.steps_for(field(evil="beelzebub"), troop, {}) == 1
    assert command.steps_for(field(evil="baal"), troop, {}) == C.steps["arch"]


def test_beelzebub_deals_two_less_in_round_one_and_prevents_the_first_damage_each_battle(dice):
    s = field(evil="beelzebub")
    h.place(s, "r3c2", BLACK, 0, leaders=("black-arch",))
    h.place(s, "r4c2", YELLOW, 3)
    dice += [faces(hit=3, blank=3), faces(hit=2, blank=1), faces(blank=6), faces(hit=2)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 0, leaders=("black-arch",))
    s, ev = run(s, until=round_over(2))
    # round 1: 3 hits - 2 = 1 on the angels; 2 hits on Beelzebub, the first prevented; round 2: no more help
    assert settled(ev) == [{"attacker": 1, "defender": 1}, {"attacker": 2, "defender": 0}]


def test_another_archdemon_deals_and_takes_full_damage_in_round_one(dice):
    s = field(evil="moloch")
    h.place(s, "r3c2", BLACK, 0, leaders=("black-arch",))
    h.place(s, "r4c2", YELLOW, 3)
    dice += [faces(hit=3, blank=3), faces(hit=2, blank=1)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 0, leaders=("black-arch",))
    s, ev = run(s, until=round_over(1))
    assert settled(ev)[-1] == {"attacker": 2, "defender": 3}


# -- Apollyon (AF-77) -------------------------------------------------------------------------------------------------
def test_apollyon_destroys_one_angel_next_to_him_once_per_turn_past_the_aura():
    s = field(evil="apollyon")
    h.place(s, "r2c2", BLACK, 1, leaders=("black-arch",))
    h.place(s, "r3c3", YELLOW, 2, leaders=("yellow-seraph-1",))
    h.place(s, "r4c4", YELLOW, 2)
    s, _ = h.act(s, EVIL, "ability")
    assert {a["area"] for a in h.legal(s, EVIL)} == {"r3c3"}
    s, _ = h.act(s, EVIL, "destroy", area="r3c3", colour=YELLOW)
    assert minions(s, "r3c3", YELLOW) == 2 - ability("apollyon")["destroy"]
    assert "ability" not in h.legal_types(s, EVIL)


def test_apollyon_off_the_board_destroys_nothing():
    s = field(evil="apollyon")
    h.place(s, "r3c3", YELLOW, 2)
    assert "ability" not in h.legal_types(s, EVIL)


# -- Azazel (AF-77) ---------------------------------------------------------------------------------------------------
def buys(s: dict, seat: int) -> set:
    """The card types the seat is offered to buy."""
    return {C.card(a["card"])["type"] for a in h.legal(s, seat) if a["type"] == "buy"}


def azazel_offer(evil: str) -> dict:
    """Evil's turn with plenty to spend, a War Axe in hand, and four angel cards on the angel offer."""
    s = field(evil=evil)
    h.give(s, EVIL, crystals=20, reinforcements=20)
    h.set_cards(s, EVIL, hand=[h.training_card("evil", "war_axe")], deck=["u-azazel-2"] * (evil == "azazel"))
    h.set_offer(s, "good", [h.training_card("good", t) for t in ("out_of_nowhere_2", "flaming_sword_2",
                                                                  "flaming_sword", "shield_of_faith")])
    return s


def test_azazel_buys_from_both_training_grounds_and_an_angel_level_two_needs_its_level_one():
    offer = buys(azazel_offer("azazel"), EVIL)
    # he owns Out of Nowhere (his unique card), not Flaming Sword: his War Axe doesn't count for it
    assert {"out_of_nowhere_2", "flaming_sword", "shield_of_faith"} <= offer and "flaming_sword_2" not in offer
    assert buys(azazel_offer("baal"), EVIL).isdisjoint({"out_of_nowhere_2", "flaming_sword", "shield_of_faith"})


def test_azazel_buying_an_angel_card_refills_the_angel_offer_and_its_replaced_card_returns_there():
    s = azazel_offer("azazel")
    axe, (sword, shield) = s["players"][EVIL]["hand"][0], s["training"]["good"]["offer"][2:]
    deck = len(s["training"]["good"]["deck"])
    s, _ = h.act(s, EVIL, "buy", card=sword)
    s, _ = h.act(s, EVIL, "to_hand", replace=axe)
    assert len(s["training"]["good"]["offer"]) == 4 and len(s["training"]["good"]["deck"]) == deck - 1
    assert s["training"]["evil"]["lost"][-1] == axe
    s, _ = h.act(s, EVIL, "buy", card=shield)
    s, _ = h.act(s, EVIL, "to_hand", replace=sword)
    assert s["training"]["good"]["lost"][-1] == sword and sword not in s["training"]["evil"]["lost"]


# -- Jophiel (AF-77) --------------------------------------------------------------------------------------------------
def test_jophiel_pays_one_reinforcement_less_for_training_cards_never_below_zero():
    s = field(good="jophiel", good_turn=True)
    h.give(s, GOOD, crystals=4, reinforcements=0)
    tactic = h.training_card("good", "cavalry_2")
    h.set_offer(s, "good", [tactic, h.training_card("good", "flaming_sword")] +
                [c for c in s["training"]["good"]["offer"]][:2])
    labels = [a["label"] for a in h.legal(s, GOOD) if a["type"] == "buy" and a["card"] == tactic]
    assert dict(C.card(tactic)["cost"]) == {"C": 4, "R": 1}
    assert labels and all(x.endswith("for 4 crystals") for x in labels)


# -- Camael (AF-77) ---------------------------------------------------------------------------------------------------
def charges(s: dict, leaders: tuple) -> list:
    """The Charge dealt when Camael's side attacks r3c2 from r4c2 with 2 angels and `leaders`."""
    s, ev = attack(s, GOOD, "r4c2", "r3c2", 2, leaders=leaders)
    s, more = run(s, until=lambda x: h.top_kind(x) == "battle_window")
    return [e["damage"] for e in of_type(ev + more, "charged")]


def test_camael_attacking_charges_two_and_not_when_he_stays_behind(dice):
    s = field(good="camael", good_turn=True)
    h.place(s, "r4c2", YELLOW, 2, leaders=("yellow-arch",))
    h.place(s, "r3c2", BLACK, 5)
    assert charges(s, ("yellow-arch",)) == [ability("camael")["charge"]]
    dice += [faces(blank=2), faces(blank=5)]
    assert charges(s, ()) == []


# -- Zadkiel (AF-77) --------------------------------------------------------------------------------------------------
def test_zadkiel_starts_with_one_soul_point_and_is_a_spawn_point():
    s = h.started(evil="baal", good="zadkiel")
    assert s["soul_points"]["good"] == C.character("zadkiel")["bonus"]["soul_points"] == 1
    assert s["soul_points"]["evil"] == 0
    for good, spawns in (("zadkiel", True), ("michael", False)):
        s = field(good=good, good_turn=True)
        h.place(s, "r3c3", YELLOW, 0, leaders=("yellow-arch",))
        assert ("r3c3" in deploy.spawn_points(s, GOOD)) is spawns


def test_azazel_may_pay_to_discard_cards_of_the_angel_offer_too():
    s = azazel_offer("azazel")
    angel = s["training"]["good"]["offer"][0]
    s, _ = h.act(s, EVIL, "discard_offer")
    assert any(a.get("side") == "good" for a in h.legal(s, EVIL))
    s, _ = h.act(s, EVIL, "discard_offer_cards", cards=[angel], side="good")
    assert angel in s["training"]["good"]["lost"] and len(s["training"]["good"]["offer"]) == 4
    s = azazel_offer("baal")
    s, _ = h.act(s, EVIL, "discard_offer")
    assert not any(a.get("side") for a in h.legal(s, EVIL))

"""Non-battle character abilities (Uriel, Moloch, Mammon's discount, the +1 handsize bonuses) and the seraph /
tormentor cards used from the turn menu (Coordinator, Inspiration, Barbed Whip, Merciless, Battle Prayer's
command) (AF-72, AF-74, AF-75, AF-76, AF-106, AF-108, AF-109, AF-113)."""
from __future__ import annotations

from shared.games.angel_fury import economy
from shared.games.angel_fury.content import content
from tests.games.angel_fury import helpers as h
from tests.games.angel_fury.card_fixtures import BLACK, EVIL, GOOD, YELLOW, commands, field, minions


def options(s: dict, seat: int, type_: str, key: str) -> set:
    """The values of `key` over the legal actions of a type."""
    return {str(a[key]) for a in h.legal(s, seat) if a["type"] == type_}


def ability(name: str) -> dict:
    """A character's ability parameters."""
    return dict(content().character(name)["ability"])


def slot(s: dict, seat: int, type_: str) -> str:
    """Put the training copy of a seraph card type into the seat's first slot; returns its id."""
    card = h.training_card(s["players"][seat]["side"], type_)
    h.give(s, seat, seraph_cards=[card, None])
    return card


# -- Uriel (AF-72) --------------------------------------------------------------------------------------------------
def test_uriel_gains_one_angel_into_a_controlled_area_once_per_turn_and_it_may_not_move():
    s = field(good="uriel", good_turn=True)
    h.place(s, "r4c2", YELLOW, 2)
    s, _ = h.act(s, GOOD, "ability")
    assert options(s, GOOD, "ability_area", "area") == {"r4c2"}
    s, _ = h.act(s, GOOD, "ability_area", area="r4c2")
    gain = ability("uriel")["gain"]
    assert minions(s, "r4c2", YELLOW) == 2 + gain and h.fresh(s, "r4c2", YELLOW) == 2
    assert "ability" not in h.legal_types(s, GOOD)


def test_other_characters_have_no_turn_ability():
    s = field(good="michael", good_turn=True)
    h.place(s, "r4c2", YELLOW, 2)
    assert "ability" not in h.legal_types(s, GOOD)


def test_uriel_mammon_and_asmodeus_start_with_one_more_handsize():
    base = content().handsize["start"]
    for evil, good in (("mammon", "uriel"), ("asmodeus", "michael")):
        s = h.started(evil=evil, good=good)
        sizes = [s["players"][seat]["handsize"] for seat in (EVIL, GOOD)]
        expected = [base + content().character(name)["bonus"]["handsize"] for name in (evil, good)]
        assert sizes == expected and max(expected) == base + 1


# -- Moloch (AF-75) -------------------------------------------------------------------------------------------------
def moloch_field() -> dict:
    """Moloch with 2 demons at r2c2, demons diagonal (r3c3) and far away (r4c5)."""
    s = field(evil="moloch")
    h.place(s, "r2c2", BLACK, 2, leaders=("black-arch",))
    h.place(s, "r3c3", BLACK, 1)
    h.place(s, "r4c5", BLACK, 1)
    return s


def test_moloch_destroys_a_demon_near_him_for_two_crystals():
    s = moloch_field()
    h.give(s, EVIL, crystals=0)
    s, _ = h.act(s, EVIL, "ability")
    assert options(s, EVIL, "sacrifice", "area") == {"r2c2", "r3c3"}
    assert options(s, EVIL, "sacrifice", "reward") == {"crystals"}  # at full health no heal is offered
    s, _ = h.act(s, EVIL, "sacrifice", area="r3c3", colour=BLACK, reward="crystals")
    assert minions(s, "r3c3", BLACK) == 0 and s["players"][EVIL]["crystals"] == ability("moloch")["gain"]["C"]
    assert "ability" not in h.legal_types(s, EVIL)


def test_moloch_may_heal_two_instead():
    s = moloch_field()
    s["leaders"]["black-arch"]["health"] = 5
    s, _ = h.act(s, EVIL, "ability")
    s, _ = h.act(s, EVIL, "sacrifice", area="r2c2", colour=BLACK, reward="heal")
    assert s["leaders"]["black-arch"]["health"] == 5 + ability("moloch")["heal"] and minions(s, "r2c2", BLACK) == 1


def test_moloch_off_the_board_cannot_sacrifice():
    s = moloch_field()
    h.kill_leader(s, "black-arch")
    assert "ability" not in h.legal_types(s, EVIL)


# -- Mammon (AF-74) -------------------------------------------------------------------------------------------------
def test_mammon_pays_one_crystal_less_for_training_cards():
    s = field(evil="mammon")
    card = h.training_card("evil", "war_axe")
    cost = content().card(card)["cost"]
    assert economy.price(s, EVIL, card)["C"] == cost["C"] - ability("mammon")["discount"]["C"]
    assert economy.price(s, EVIL, h.training_card("evil", "coordinator"))["R"] == content().card_type(
        "coordinator")["cost"]["R"]


# -- Coordinator (AF-106) ----------------------------------------------------------------------------------------------
def test_coordinator_deploys_up_to_two_reinforcements_next_to_a_seraph_once_per_turn():
    s = field(good_turn=True)
    card = slot(s, GOOD, "coordinator")
    h.place(s, "r4c4", YELLOW, 1, leaders=("yellow-seraph-1",))
    h.place(s, "r3c3", YELLOW, 2)  # diagonal
    h.place(s, "r2c2", YELLOW, 2)  # too far
    h.give(s, GOOD, reinforcements=5)
    s, _ = h.act(s, GOOD, "seraph_card", card=card)
    assert {a["area"] for a in h.legal(s, GOOD)} == {"r3c3"} and options(s, GOOD, "seraph_target", "what") == {"1", "2"}
    s, _ = h.act(s, GOOD, "seraph_target", area="r3c3", what=2)
    assert minions(s, "r3c3", YELLOW) == 4 and h.fresh(s, "r3c3", YELLOW) == 4
    assert s["players"][GOOD]["reinforcements"] == 3 and h.find(s, GOOD, "seraph_card") is None


# -- Inspiration, Barbed Whip (AF-109) ---------------------------------------------------------------------------------
def test_inspiration_gains_two_of_the_resource_of_a_held_area_orthogonally_next_to_a_seraph():
    s = field(good_turn=True)
    card = slot(s, GOOD, "inspiration")
    h.place(s, "r4c4", YELLOW, 1, leaders=("yellow-seraph-1",))
    h.place(s, "r4c5", YELLOW, 1)  # a fountain, adjacent
    h.place(s, "r3c3", YELLOW, 1)  # a mountain, diagonal only
    h.give(s, GOOD, reinforcements=0)
    s, _ = h.act(s, GOOD, "seraph_card", card=card)
    assert {a["area"] for a in h.legal(s, GOOD)} == {"r4c5"}
    s, _ = h.act(s, GOOD, "seraph_target", area="r4c5", what=None)
    assert s["players"][GOOD]["reinforcements"] == content().card_type("inspiration")["effect"]["gain"]
    assert h.find(s, GOOD, "seraph_card") is None


def test_barbed_whip_gains_three_and_destroys_one_of_your_demons_there():
    s = field()
    card = slot(s, EVIL, "barbed_whip")
    h.place(s, "r2c2", BLACK, 1, leaders=("black-seraph-1",))
    h.place(s, "r2c3", BLACK, 2)  # a mountain
    h.give(s, EVIL, crystals=0)
    s, _ = h.act(s, EVIL, "seraph_card", card=card)
    s, _ = h.act(s, EVIL, "seraph_target", area="r2c3", what=None)
    whip = content().card_type("barbed_whip")["effect"]
    assert s["players"][EVIL]["crystals"] == whip["gain"] and minions(s, "r2c3", BLACK) == 2 - whip["destroy_own"]


# -- Merciless (AF-113), Battle Prayer (AF-108) ------------------------------------------------------------------------
def test_merciless_spends_a_command_to_trade_a_demon_for_two_angels_next_to_the_tormentor():
    s = field()
    card = slot(s, EVIL, "merciless")
    h.place(s, "r2c2", BLACK, 2, leaders=("black-seraph-1",))
    h.place(s, "r3c2", YELLOW, 3, leaders=("yellow-seraph-1",))
    h.place(s, "r3c3", YELLOW, 3)  # diagonal: out of reach
    s, _ = h.act(s, EVIL, "seraph_card", card=card)
    assert {a["area"] for a in h.legal(s, EVIL)} == {"r2c2"} and options(s, EVIL, "seraph_target", "what") == {
        "r3c2:yellow"}
    s, _ = h.act(s, EVIL, "seraph_target", area="r2c2", what="r3c2:yellow")
    assert minions(s, "r2c2", BLACK) == 1 and minions(s, "r3c2", YELLOW) == 1  # the aura does not help
    assert commands(s, EVIL)["used"] == 1 and h.find(s, EVIL, "seraph_card") is None


def test_battle_prayer_spends_a_command_and_stores_its_bonus_for_the_next_battle():
    s = field(good_turn=True)
    card = slot(s, GOOD, "battle_prayer")
    h.place(s, "r4c4", YELLOW, 1, leaders=("yellow-seraph-1",))
    s, _ = h.act(s, GOOD, "seraph_card", card=card)
    assert s["players"][GOOD]["turn_flags"]["battle_prayer"] == 1 and commands(s, GOOD)["used"] == 1
    assert h.at_turn(s, GOOD)


def test_passive_seraph_cards_are_not_on_the_turn_menu():
    s = field(good_turn=True)
    slot(s, GOOD, "cavalry_leader")
    h.place(s, "r4c4", YELLOW, 1, leaders=("yellow-seraph-1",))
    assert "seraph_card" not in h.legal_types(s, GOOD)

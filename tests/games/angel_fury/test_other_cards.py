"""The other starting cards and the non-battle cards: Heal, Reinforce, New Ideas, Flexibility, Resource,
Learning, Quick March, Gather Crystals, Recruit, Voice of Thunder, Haste, Suicide Raid, Sneaking In (AF-88..AF-93,
AF-98, AF-100, AF-101, AF-115, AF-117..AF-119)."""
from __future__ import annotations

from shared.games.angel_fury import economy
from shared.games.angel_fury.content import content
from tests.games.angel_fury import helpers as h
from tests.games.angel_fury.card_fixtures import (BLACK, EVIL, GOOD, YELLOW, combo, commands, effect, field, hold,
                                                  minions, path, play_type, playable_types)


def good_field(good: str = "michael") -> dict:
    """Good's turn on an empty board."""
    return field(good=good, good_turn=True)


def options(s: dict, seat: int, type_: str, key: str) -> set:
    """The values of `key` over the legal actions of a type."""
    return {a[key] for a in h.legal(s, seat) if a["type"] == type_}


def holdings(s: dict, seat: int) -> tuple:
    """(crystals, reinforcements) of the seat."""
    p = s["players"][seat]
    return p["crystals"], p["reinforcements"]


# -- Heal (AF-88) ------------------------------------------------------------------------------------------------------
def test_heal_restores_one_health_and_heal_two_two():
    for type_ in ("heal", "heal_2"):
        s = good_field()
        h.place(s, "r4c2", YELLOW, 1, leaders=("yellow-arch",))
        s["leaders"]["yellow-arch"]["health"] = 5
        hold(s, GOOD, type_)
        s, _ = play_type(s, GOOD, type_)
        assert s["leaders"]["yellow-arch"]["health"] == 5 + effect(type_)["heal"]


def test_heal_never_goes_above_the_printed_health_and_is_not_offered_at_full_health():
    s = good_field()
    h.place(s, "r4c2", YELLOW, 1, leaders=("yellow-arch",))
    top = content().character("michael")["health"]
    hold(s, GOOD, "heal_2")
    assert "heal_2" not in playable_types(s, GOOD)
    s["leaders"]["yellow-arch"]["health"] = top - 1
    s, _ = play_type(s, GOOD, "heal_2")
    assert s["leaders"]["yellow-arch"]["health"] == top


# -- Reinforce (AF-89) and Sneaking In (AF-119) ------------------------------------------------------------------------
def test_reinforce_gains_one_minion_in_a_controlled_area_that_may_not_move():
    s = good_field()
    h.place(s, "r4c2", YELLOW, 2)
    hold(s, GOOD, "reinforce")
    s, _ = play_type(s, GOOD, "reinforce")
    assert options(s, GOOD, "card_area", "area") == {"r4c2"}
    s, _ = h.act(s, GOOD, "card_area", area="r4c2")
    assert minions(s, "r4c2", YELLOW) == 3 and h.fresh(s, "r4c2", YELLOW) == 2


def test_reinforce_two_gains_two_that_may_move_as_many_as_fit():
    s = good_field()
    h.place(s, "r4c2", YELLOW, 2)
    h.place(s, "r4c3", YELLOW, 4)  # a mountain with 1 slot left
    hold(s, GOOD, "reinforce_2")
    s, _ = play_type(s, GOOD, "reinforce_2")
    s, _ = h.act(s, GOOD, "card_area", area="r4c3")
    assert minions(s, "r4c3", YELLOW) == 5 and h.fresh(s, "r4c3", YELLOW) == 5


def test_sneaking_in_places_a_demon_only_in_a_completely_empty_area_the_soul_included():
    s = field(evil="asmodeus")
    h.place(s, "r2c2", BLACK, 2)
    h.place(s, "r4c4", YELLOW, 2)
    hold(s, EVIL, "sneaking_in")
    s, _ = play_type(s, EVIL, "sneaking_in")
    allowed = options(s, EVIL, "card_area", "area")
    assert "r3c4" in allowed and "r1c3" in allowed  # the empty soul, an empty area
    assert not {"r2c2", "r4c4", "r1c2", "r5c2", "r1c1", "r2c3"} & allowed  # units, altars, terrain
    s, _ = h.act(s, EVIL, "card_area", area="r3c4")
    assert minions(s, "r3c4", BLACK) == 1 and h.fresh(s, "r3c4", BLACK) == 1


# -- resources (AF-90..AF-93) ------------------------------------------------------------------------------------------
def test_new_ideas_discards_up_to_four_offered_cards_at_once_for_free_then_refills():
    s = good_field()
    hold(s, GOOD, "new_ideas")
    offer = list(s["training"]["good"]["offer"])
    crystals = s["players"][GOOD]["crystals"]
    s, _ = play_type(s, GOOD, "new_ideas")
    assert max(len(a["cards"]) for a in h.legal(s, GOOD)) == effect("new_ideas")["discard_max"]
    assert min(len(a["cards"]) for a in h.legal(s, GOOD)) == 0
    s, _ = h.act(s, GOOD, "discard_offer_cards", cards=sorted(offer[:3]))
    ground = s["training"]["good"]
    assert set(offer[:3]) <= set(ground["lost"]) and len(ground["offer"]) == content().training_offer
    assert s["players"][GOOD]["crystals"] == crystals


def test_flexibility_trades_exactly_two_of_one_resource_for_two_of_the_other():
    s = good_field()
    h.give(s, GOOD, crystals=3, reinforcements=1)
    hold(s, GOOD, "flexibility")
    s, _ = play_type(s, GOOD, "flexibility")
    assert options(s, GOOD, "trade", "give") == {"C"}
    s, _ = h.act(s, GOOD, "trade", give="C")
    assert holdings(s, GOOD) == (1, 3)


def test_flexibility_two_trades_one_for_three_and_is_not_offered_without_resources():
    s = good_field()
    h.give(s, GOOD, crystals=0, reinforcements=0)
    hold(s, GOOD, "flexibility_2")
    assert "flexibility_2" not in playable_types(s, GOOD)
    h.give(s, GOOD, reinforcements=1)
    s, _ = play_type(s, GOOD, "flexibility_2")
    s, _ = h.act(s, GOOD, "trade", give="R")
    assert holdings(s, GOOD) == (3, 0)


def test_resource_gains_one_of_either_and_resource_two_gains_two():
    for type_, what in (("resource", "C"), ("resource_2", "R")):
        s = good_field()
        h.give(s, GOOD, crystals=0, reinforcements=0)
        hold(s, GOOD, type_)
        s, _ = play_type(s, GOOD, type_)
        s, _ = h.act(s, GOOD, "resource", what=what)
        n = effect(type_)["gain"]
        assert holdings(s, GOOD) == ((n, 0) if what == "C" else (0, n))


def test_resource_gains_only_what_the_general_reserve_holds():
    s = good_field()
    h.give(s, GOOD, crystals=0)
    s["reserve"]["crystals"] = 1
    hold(s, GOOD, "resource_2")
    s, _ = play_type(s, GOOD, "resource_2")
    s, _ = h.act(s, GOOD, "resource", what="C")
    assert s["players"][GOOD]["crystals"] == 1 and s["reserve"]["crystals"] == 0


def test_learning_takes_one_resource_off_one_purchase_this_turn():
    s = good_field()
    card = h.training_card("good", "flaming_sword")
    h.set_offer(s, "good", [card] + s["training"]["good"]["offer"][1:])
    h.give(s, GOOD, crystals=content().card(card)["cost"]["C"] - 1)
    hold(s, GOOD, "learning")
    assert h.find(s, GOOD, "buy", card=card) is None
    s, _ = play_type(s, GOOD, "learning")
    s, _ = h.act(s, GOOD, "buy", card=card, discount="C")
    s, _ = h.act(s, GOOD, "to_reserve")
    assert s["players"][GOOD]["crystals"] == 0 and card in s["players"][GOOD]["reserve"]
    assert not s["players"][GOOD]["turn_flags"][economy.LEARNING]


# -- commands: Gather Crystals, Recruit, Voice of Thunder (AF-100, AF-101, AF-115) -------------------------------------
def test_gather_crystals_and_recruit_spend_a_command_for_four():
    for type_ in ("gather_crystals", "recruit"):
        s = good_field()
        h.give(s, GOOD, crystals=0, reinforcements=0, commands={"unused": 1, "used": 2})
        hold(s, GOOD, type_)
        s, _ = play_type(s, GOOD, type_)
        gain = effect(type_)["gain"]
        assert holdings(s, GOOD) == (gain["C"], gain["R"]) and commands(s, GOOD) == {"unused": 0, "used": 3}


def test_a_card_that_costs_a_command_is_not_offered_without_one():
    s = good_field()
    h.place(s, "r4c2", YELLOW, 2)
    h.give(s, GOOD, commands={"unused": 0, "used": 3})
    hold(s, GOOD, "gather_crystals", "recruit", "quick_march", "cavalry")
    assert playable_types(s, GOOD) == set()


def test_voice_of_thunder_performs_its_extra_command_at_once_among_the_actions_that_need_one():
    # "Immediately perform an extra command ... with any action that would require a command" (AF-115, A14)
    s = good_field(good="michael")
    h.place(s, "r4c2", YELLOW, 2)
    h.give(s, GOOD, commands={"unused": 0, "used": 3}, reinforcements=3)
    hold(s, GOOD, "voice_of_thunder", "gather_crystals", "resource")
    assert "command" not in h.legal_types(s, GOOD) and "gather_crystals" not in playable_types(s, GOOD)
    s, _ = play_type(s, GOOD, "voice_of_thunder")
    assert h.top_kind(s) == "voice_of_thunder"
    assert set(h.legal_types(s, GOOD)) == {"command", "play"} and playable_types(s, GOOD) == {"gather_crystals"}
    s, _ = play_type(s, GOOD, "gather_crystals")
    assert commands(s, GOOD) == {"unused": 0, "used": 3} and h.at_turn(s, GOOD)
    assert "command" not in h.legal_types(s, GOOD)


def test_voice_of_thunder_makes_a_troop_move_for_free_at_once():
    s = good_field(good="michael")
    h.place(s, "r4c2", YELLOW, 2)
    h.give(s, GOOD, commands={"unused": 0, "used": 3})
    hold(s, GOOD, "voice_of_thunder")
    s, _ = play_type(s, GOOD, "voice_of_thunder")
    s, _ = path(s, GOOD, "r4c2", {"colour": YELLOW, "minions": 2, "leaders": []}, "r3c2")
    assert minions(s, "r3c2", YELLOW) == 2 and commands(s, GOOD) == {"unused": 0, "used": 3}
    assert h.at_turn(s, GOOD) and not s["players"][GOOD]["turn_flags"].get("free_commands")


def test_voice_of_thunders_extra_command_is_not_banked_when_its_action_commands_no_troop():
    # Haste can't move the surrounded troop without a battle: the free command lapses, none is left for later
    s = good_field(good="michael")
    h.place(s, "r4c2", YELLOW, 2)
    for enemy in ("r3c2", "r5c2", "r4c1", "r4c3"):
        h.place(s, enemy, BLACK, 1)
    h.give(s, GOOD, commands={"unused": 0, "used": 3})
    hold(s, GOOD, "voice_of_thunder", "haste")
    s, _ = play_type(s, GOOD, "voice_of_thunder")
    s, _ = play_type(s, GOOD, "haste")
    assert h.legal_types(s, GOOD) == ["decline"]
    s, ev = h.act(s, GOOD, "decline")
    assert h.at_turn(s, GOOD) and "command" not in h.legal_types(s, GOOD)
    assert [e["type"] for e in ev if e["type"] == "free_command_lapsed"] == ["free_command_lapsed"]


def test_voice_of_thunder_may_pay_for_battle_prayer():
    # "You may use this with any action that would require a command, such as ... using Battle Prayer"
    s = good_field(good="michael")
    card = h.training_card("good", "battle_prayer")
    h.give(s, GOOD, seraph_cards=[card, None], commands={"unused": 0, "used": 3})
    h.place(s, "r4c4", YELLOW, 1, leaders=("yellow-seraph-1",))
    hold(s, GOOD, "voice_of_thunder")
    assert "seraph_card" not in h.legal_types(s, GOOD)
    s, _ = play_type(s, GOOD, "voice_of_thunder")
    s, _ = h.act(s, GOOD, "seraph_card", card=card)
    assert s["players"][GOOD]["turn_flags"]["battle_prayer"] == 1 and commands(s, GOOD) == {"unused": 0, "used": 3}


def test_voice_of_thunder_is_not_played_without_an_action_that_needs_a_command():
    s = good_field(good="michael")
    hold(s, GOOD, "voice_of_thunder", "resource")
    h.give(s, GOOD, commands={"unused": 0, "used": 3})
    assert playable_types(s, GOOD) == {"resource"}
    h.place(s, "r4c2", YELLOW, 1)
    assert playable_types(s, GOOD) == {"resource", "voice_of_thunder"}


# -- moves: Quick March, Haste (AF-98, AF-117) -------------------------------------------------------------------------
def test_quick_march_gives_a_troop_one_extra_step_through_a_friendly_full_area():
    s = good_field()
    h.place(s, "r5c3", YELLOW, 3)
    h.place(s, "r4c3", YELLOW, 5)
    hold(s, GOOD, "quick_march")
    s, _ = play_type(s, GOOD, "quick_march")
    s, _ = path(s, GOOD, "r5c3", {"colour": YELLOW, "minions": 3, "leaders": []}, "r4c3", "r3c3")
    assert minions(s, "r3c3", YELLOW) == 3 and commands(s, GOOD)["used"] == 1


def test_quick_march_does_not_join_a_dark_portal():
    s = field()
    h.place(s, "r2c2", BLACK, 3)
    hold(s, EVIL, "dark_portal", "quick_march")
    s, _ = play_type(s, EVIL, "dark_portal")
    assert "combo" not in h.legal_types(s, EVIL)


def test_quick_march_and_holy_fury_may_join_one_troop():
    s = good_field()
    h.place(s, "r5c3", YELLOW, 3)
    h.place(s, "r3c3", BLACK, 1)
    hold(s, GOOD, "quick_march", "holy_fury")
    s, _ = play_type(s, GOOD, "quick_march")
    s, _ = combo(s, GOOD, "holy_fury")
    s, _ = path(s, GOOD, "r5c3", {"colour": YELLOW, "minions": 3, "leaders": []}, "r4c3", "r3c3")
    assert s["battle"]["fx"]["attacker"]["bonus"] == effect("holy_fury")["damage"]
    assert s["players"][GOOD]["tactics_played"] == 1


def test_haste_moves_a_troop_two_steps_but_never_into_a_battle():
    s = field(evil="baal")
    h.place(s, "r2c2", BLACK, 3)
    h.place(s, "r3c2", YELLOW, 1)
    hold(s, EVIL, "haste")
    s, _ = play_type(s, EVIL, "haste")
    s, _ = path(s, EVIL, "r2c2", {"colour": BLACK, "minions": 3, "leaders": []})
    assert "r3c2" not in options(s, EVIL, "step", "area")
    s, _ = h.act(s, EVIL, "step", area="r2c1")
    s, _ = h.act(s, EVIL, "step", area="r3c1")
    assert minions(s, "r3c1", BLACK) == 3 and h.at_turn(s, EVIL)


# -- Suicide Raid (AF-118) ---------------------------------------------------------------------------------------------
def test_suicide_raid_trades_one_demon_for_two_angels_next_to_it_unpreventably():
    s = field(evil="moloch")
    h.place(s, "r2c2", BLACK, 2)
    h.place(s, "r3c2", YELLOW, 3, leaders=("yellow-seraph-1",))
    h.place(s, "r3c3", YELLOW, 3)  # diagonal: out of reach
    hold(s, EVIL, "suicide_raid")
    s, _ = play_type(s, EVIL, "suicide_raid")
    assert options(s, EVIL, "raid", "target") == {"r3c2"}
    s, _ = h.act(s, EVIL, "raid", area="r2c2", target="r3c2", colour=YELLOW)
    destroy = effect("suicide_raid")
    assert minions(s, "r2c2", BLACK) == 2 - destroy["destroy_own"]
    assert minions(s, "r3c2", YELLOW) == 3 - destroy["destroy"]
    assert commands(s, EVIL)["used"] == 1 and h.at_turn(s, EVIL)

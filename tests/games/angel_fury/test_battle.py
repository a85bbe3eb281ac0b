"""Battles: the pre-battle order, simultaneous rolls, damage and prevention, the shielding aura, casualties (the
defender first, one unit at a time, arch health), every outcome, both retreats, characters and seraph cards in
battle, units conserved, and the rulebook's battle examples (AF-39..AF-46, AF-52, AF-53, AF-69, AF-70, AF-73,
AF-84, AF-86, AF-107, AF-108, AF-110, AF-114; AF-E6, AF-E7)."""
from __future__ import annotations

import random

from shared.games.angel_fury import battle, battle_effects
from shared.games.angel_fury.content import content
from tests.games.angel_fury import helpers as h
from tests.games.angel_fury.battle_fixtures import (BLACK, EVIL, GOOD, YELLOW, attack, card_effect, choosing,
                                                    dice, faces, field, in_window, minions, of_type, run)

__all__ = ["dice"]  # the fixture, used by name

def retreat_of(seat: int):
    """A chooser retreating `seat` when it is asked."""
    return choosing("battle_retreat", seat, "retreat")


def after_round(n: int):
    """A predicate: round n is over (its retreat decision is open) or the battle has ended."""
    return lambda s: s["battle"] is None or (h.top_kind(s) == "battle_retreat" and s["battle"]["round"] == n)


def dealt(events: list) -> list:
    """The settled damage of each round (and charge), in order: [{attacker: n, defender: n}, ...]."""
    return [e["damage"] for e in of_type(events, "damage_settled")]


# -- examples ----------------------------------------------------------------------------------------------------
def test_example_af_e6_brutal_assault_two_charges_then_six_demons_beat_two_angels_and_all_enter(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 9)
    h.place(s, "r4c2", YELLOW, 9)
    dice += [faces(hit=4, circle=2, blank=3), faces(hit=3, blank=5), faces(hit=2, blank=4), faces(blank=2)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 9, effects=[card_effect("brutal_assault_2")])
    assert h.top_kind(s) == "battle_opening" and h.active(s) == GOOD  # Ambush / Entrenched first
    s, _ = run(s, until=lambda st: in_window(st, 0))
    assert s["battle"]["dealt"]["attacker"] == 1  # Charge 1, before round 1
    s, ev = run(s, until=lambda st: in_window(st, 1))
    assert minions(s, "r4c2", YELLOW) == 8
    assert of_type(ev, "battle_rolled")[0]["dice"] == {"attacker": 9, "defender": 8}
    s, ev = run(s, until=after_round(1))
    assert dealt(ev) == [{"attacker": 3, "defender": 6}]  # 4 hits + 2 circles; 3 hits
    assert (minions(s, "r4c2", YELLOW), s["battle"]["troop"]["minions"]) == (2, 6)
    s, ev = run(s)  # the angels stay
    assert of_type(ev, "battle_rolled")[0]["dice"] == {"attacker": 6, "defender": 2}
    assert of_type(ev, "battle_ended")[-1]["outcome"] == "defender_wiped"
    assert minions(s, "r4c2", BLACK) == 6 and minions(s, "r3c2", BLACK) == 0 and s["battle"] is None


def test_example_af_e7_a_defending_archdemon_retreats_toward_its_side_and_every_attacker_enters(dice):
    s = field(good_turn=True)
    h.place(s, "r4c2", YELLOW, 3, leaders=("yellow-arch",))
    h.place(s, "r3c2", BLACK, 3, leaders=("black-arch",))
    dice += [faces(hit=2, blank=7), faces(hit=1, blank=8)]
    s, _ = attack(s, GOOD, "r4c2", "r3c2", 3, ["yellow-arch"])
    s, ev = run(s, retreat_of(EVIL))
    assert minions(s, "r2c2", BLACK) == 1 and s["leaders"]["black-arch"]["area"] == "r2c2"
    assert minions(s, "r3c2", YELLOW) == 2 and s["leaders"]["yellow-arch"]["area"] == "r3c2"
    assert "yellow-arch" in s["areas"]["r3c2"]["leaders"] and minions(s, "r4c2", YELLOW) == 0
    assert of_type(ev, "battle_ended")[-1]["outcome"] == "defender_retreated"


# -- dice and rounds (AF-40) ---------------------------------------------------------------------------------------
def test_each_side_rolls_one_die_per_minion_four_per_seraph_and_six_per_arch():
    c = content()
    s = field()
    h.place(s, "r3c2", BLACK, 3, leaders=("black-arch",))
    h.place(s, "r4c2", YELLOW, 2, leaders=("yellow-seraph-1",))
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 1, ["black-arch"])
    s, ev = run(s, until=lambda st: in_window(st, 1))
    expected = {"attacker": c.dice_per_unit["minion"] + c.dice_per_unit["arch"],
                "defender": 2 * c.dice_per_unit["minion"] + c.dice_per_unit["seraph"]}
    assert of_type(ev, "battle_rolled")[0]["dice"] == expected


def test_no_side_ever_rolls_more_than_nine_dice(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 9)
    h.place(s, "r4c2", YELLOW, 7, leaders=("yellow-seraph-1",))  # overfilled: 11 dice's worth
    dice += [faces(blank=9), faces(blank=content().max_dice)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 9)
    s, ev = run(s, until=lambda st: in_window(st, 1))
    assert of_type(ev, "battle_rolled")[0]["dice"] == {"attacker": 9, "defender": content().max_dice}


def test_hits_deal_damage_and_circles_and_blanks_do_not(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 6)
    h.place(s, "r4c2", YELLOW, 6)
    dice += [faces(hit=2, circle=3, blank=1), faces(hit=1, circle=4, blank=1)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 6)
    s, ev = run(s, until=lambda st: h.top_kind(st) == "battle_retreat")
    assert dealt(ev) == [{"attacker": 1, "defender": 2}]
    assert minions(s, "r4c2", YELLOW) == 4 and s["battle"]["troop"]["minions"] == 5


def test_a_battle_card_window_opens_after_each_roll_for_every_seat_with_units(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 4)
    h.place(s, "r4c2", YELLOW, 4)
    dice += [faces(blank=4), faces(blank=4), faces(blank=4), faces(blank=4)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 4)
    s, _ = run(s, until=lambda st: in_window(st, 1))
    assert in_window(s, 1) and s["pending"][0]["seats"] == [EVIL, GOOD] and h.active(s) == EVIL
    s, _ = run(s, until=lambda st: in_window(st, 2))
    assert s["pending"][0]["seats"] == [EVIL, GOOD]


def test_both_sides_staying_start_another_round_until_one_is_wiped_out(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 2)
    h.place(s, "r4c2", YELLOW, 2)
    dice += [faces(blank=2), faces(blank=2), faces(hit=1, blank=1), faces(blank=2), faces(hit=1, blank=1),
             faces(blank=1)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 2)
    s, ev = run(s)
    assert [e["round"] for e in of_type(ev, "battle_rolled")] == [1, 2, 3]
    assert minions(s, "r4c2", BLACK) == 2 and minions(s, "r4c2", YELLOW) == 0


# -- outcomes and retreats (AF-44..AF-46) ---------------------------------------------------------------------------
def test_a_defender_wiped_out_makes_every_attacker_enter(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 4, leaders=("black-seraph-1",))
    h.place(s, "r4c2", YELLOW, 2)
    dice += [faces(hit=2, blank=6), faces(hit=1, blank=1)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 4, ["black-seraph-1"])
    s, ev = run(s)
    assert minions(s, "r4c2", BLACK) == 4 and "black-seraph-1" in s["areas"]["r4c2"]["leaders"]
    assert minions(s, "r3c2", BLACK) == 0 and of_type(ev, "battle_ended")[-1]["won"]


def test_an_attacker_wiped_out_ends_the_battle_and_the_defenders_stay(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 2)
    h.place(s, "r4c2", YELLOW, 3)
    dice += [faces(hit=1, blank=1), faces(hit=2, blank=1)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 2)
    s, ev = run(s)
    assert minions(s, "r4c2", YELLOW) == 2 and minions(s, "r4c2", BLACK) == 0 and minions(s, "r3c2", BLACK) == 0
    assert of_type(ev, "battle_ended")[-1]["outcome"] == "attacker_wiped"
    assert not any(e["type"] == "retreated" for e in ev)


def test_both_sides_wiped_out_at_once_leave_the_area_empty(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 2)
    h.place(s, "r4c2", YELLOW, 2)
    dice += [faces(hit=2), faces(hit=2)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 2)
    s, ev = run(s)
    assert s["areas"]["r4c2"]["units"] == {} and s["areas"]["r4c2"]["leaders"] == []
    assert of_type(ev, "battle_ended")[-1]["outcome"] == "both_wiped"


def test_the_defender_is_asked_first_and_its_retreat_makes_the_attacker_enter(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 3)
    h.place(s, "r4c2", YELLOW, 3)
    dice += [faces(hit=1, blank=2), faces(blank=3)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 3)
    s, _ = run(s, until=lambda st: h.top_kind(st) == "battle_retreat")
    assert h.active(s) == GOOD and s["pending"][0]["side"] == "defender"
    s, ev = run(s, retreat_of(GOOD))
    assert minions(s, "r5c2", YELLOW) == 2 and minions(s, "r4c2", BLACK) == 3  # backwards for good: row 5
    assert not any(e["type"] == "battle_rolled" and e["data"]["round"] == 2 for e in ev)


def test_a_defender_attacked_from_behind_retreats_to_its_reinforcements(dice):
    s = field()
    h.place(s, "r5c2", BLACK, 3)
    h.place(s, "r4c2", YELLOW, 3)
    reinforcements = s["players"][GOOD]["reinforcements"]
    dice += [faces(blank=3), faces(blank=3)]
    s, _ = attack(s, EVIL, "r5c2", "r4c2", 3)
    s, _ = run(s, retreat_of(GOOD))
    assert s["players"][GOOD]["reinforcements"] == reinforcements + 3 and minions(s, "r4c2", BLACK) == 3


def test_when_the_defender_stays_the_attacker_may_retreat_to_where_it_came_from(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 3, leaders=("black-arch",))
    h.place(s, "r4c2", YELLOW, 3)
    dice += [faces(blank=9), faces(hit=1, blank=2)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 3, ["black-arch"])
    s, _ = run(s, choosing("battle_casualty", EVIL, "casualty", unit="arch"),
               until=lambda st: h.top_kind(st) == "battle_retreat" and h.active(st) == EVIL)
    assert s["pending"][0]["side"] == "attacker"
    s, ev = run(s, retreat_of(EVIL))
    assert s["leaders"]["black-arch"]["area"] == "r3c2" and "black-arch" in s["areas"]["r3c2"]["leaders"]
    assert minions(s, "r3c2", BLACK) == 3 and minions(s, "r4c2", YELLOW) == 3
    assert s["leaders"]["black-arch"]["health"] == content().character("moloch")["health"] - 1
    assert of_type(ev, "battle_ended")[-1]["outcome"] == "attacker_retreated"


def test_a_battle_without_retreat_never_asks_the_attacker(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 3)
    h.place(s, "r4c2", YELLOW, 3)
    dice += [faces(blank=3), faces(blank=3), faces(hit=3), faces(blank=3)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 3, **{"no_retreat": True})
    asked = []
    s, _ = run(s, lambda st, seat, legal: asked.append(st["pending"][0]["side"]) if h.top_kind(st) ==
               "battle_retreat" else None)
    assert asked == ["defender"]


def test_dark_portal_two_deals_two_less_damage_in_the_whole_battle(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 3)
    h.place(s, "r4c2", YELLOW, 6)
    dice += [faces(hit=1, blank=2), faces(blank=6), faces(hit=2, blank=1), faces(blank=6)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 3, effects=[card_effect("dark_portal_2")])
    s, ev = run(s, until=after_round(2))
    assert [d["defender"] for d in dealt(ev)] == [0, 1]
    assert minions(s, "r4c2", YELLOW) == 5


def test_dark_portal_twos_two_less_damage_takes_a_charges_damage_first_then_the_rolls(dice):
    # "you cause 2 less damage in the battle" (Dark Portal II), Charge 1 from Brutal Assault II: 0, then 3 - 1
    s = field()
    h.place(s, "r3c2", BLACK, 3)
    h.place(s, "r4c2", YELLOW, 6)
    dice += [faces(hit=3), faces(blank=6)]  # the charge killed no one: 6 defenders roll
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 3, effects=[card_effect("dark_portal_2"), card_effect("brutal_assault_2")])
    s, ev = run(s, until=after_round(1))
    assert card_effect("dark_portal_2")["damage"] == -2 and card_effect("brutal_assault_2")["charge"] == 1
    assert [d["defender"] for d in dealt(ev)] == [0, 2]
    assert minions(s, "r4c2", YELLOW) == 4


def test_dark_portal_two_with_a_charge_of_two_or_more_loses_the_whole_malus_to_the_charge(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 3)
    h.place(s, "r4c2", YELLOW, 6)
    dice += [faces(hit=3), faces(blank=5)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 3, charge=3, effects=[card_effect("dark_portal_2")])
    s, ev = run(s, until=after_round(1))
    assert [d["defender"] for d in dealt(ev)] == [1, 3]


# -- the shielding aura (AF-42) --------------------------------------------------------------------------------------
def test_a_seraph_prevents_only_the_first_damage_of_the_battle(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 9)
    h.place(s, "r4c2", YELLOW, 5, leaders=("yellow-seraph-1",))
    dice += [faces(hit=3, blank=6), faces(blank=9), faces(hit=3, blank=6), faces(blank=7)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 9)
    s, ev = run(s, until=after_round(2))
    assert [d["defender"] for d in dealt(ev)] == [2, 3]


def test_the_aura_of_a_seraph_prevents_charge_damage(dice):
    s = field(good_turn=True)
    h.place(s, "r4c2", YELLOW, 3)
    h.place(s, "r3c2", BLACK, 5, leaders=("black-seraph-1",))
    dice += [faces(hit=2, blank=1), faces(blank=9)]
    s, _ = attack(s, GOOD, "r4c2", "r3c2", 3, charge=1)
    s, ev = run(s, until=lambda st: in_window(st, 1))
    assert dealt(ev) == [{"attacker": 0, "defender": 0}] and minions(s, "r3c2", BLACK) == 5
    s, ev = run(s, until=lambda st: h.top_kind(st) != "battle_window")
    assert dealt(ev)[0]["defender"] == 2


def test_an_attacking_seraph_shields_its_troop_too(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 5, leaders=("black-seraph-1",))
    h.place(s, "r4c2", YELLOW, 3)
    dice += [faces(blank=9), faces(hit=2, blank=1)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 5, ["black-seraph-1"])
    s, ev = run(s, until=lambda st: h.top_kind(st) == "battle_retreat")
    assert dealt(ev)[0]["attacker"] == 1


def test_aura_prevents_one_damage_of_a_non_battle_effect_only_with_a_seraph_there():
    s = field()
    h.place(s, "r4c2", YELLOW, 2, leaders=("yellow-seraph-1",))
    h.place(s, "r4c4", YELLOW, 2)
    assert battle.aura_prevents(s, "r4c2", YELLOW) == content().board_rules["aura"]["effect"]
    assert battle.aura_prevents(s, "r4c4", YELLOW) == 0
    assert battle.aura_prevents(s, "r4c2", BLACK) == 0


# -- casualties (AF-43, AF-53) ---------------------------------------------------------------------------------------
def test_the_defender_allocates_its_casualties_before_the_attacker(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 3, leaders=("black-arch",))
    h.place(s, "r4c2", YELLOW, 3, leaders=("yellow-arch",))
    dice += [faces(hit=2, blank=7), faces(hit=2, blank=7)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 3, ["black-arch"])
    s, _ = run(s, until=lambda st: h.top_kind(st) == "battle_casualty")
    order = []
    s, _ = run(s, lambda st, seat, legal: order.append(seat) if h.top_kind(st) == "battle_casualty" else None,
               until=lambda st: h.top_kind(st) == "battle_retreat")
    assert order == [GOOD, GOOD, EVIL, EVIL]


def test_a_seraph_dies_to_one_damage_and_can_be_chosen_before_minions(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 9)
    h.place(s, "r4c2", YELLOW, 3, leaders=("yellow-seraph-1",))
    dice += [faces(hit=2, blank=7), faces(blank=7)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 9)
    s, _ = run(s, choosing("battle_casualty", GOOD, "casualty", unit="seraph"),
               until=lambda st: h.top_kind(st) == "battle_retreat")
    leader = s["leaders"]["yellow-seraph-1"]
    assert not leader["alive"] and leader["area"] is None and minions(s, "r4c2", YELLOW) == 3


def test_an_arch_loses_health_per_damage_and_is_removed_for_good_at_zero(dice):
    s = field()
    s["leaders"]["yellow-arch"]["health"] = 3
    h.place(s, "r3c2", BLACK, 9)
    h.place(s, "r4c2", YELLOW, 0, leaders=("yellow-arch",))
    dice += [faces(hit=2, blank=7), faces(blank=6), faces(hit=1, blank=8), faces(blank=6)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 9)
    s, _ = run(s, until=lambda st: h.top_kind(st) == "battle_retreat")
    assert s["leaders"]["yellow-arch"]["health"] == 1 and s["leaders"]["yellow-arch"]["alive"]
    s, ev = run(s)
    assert not s["leaders"]["yellow-arch"]["alive"] and s["leaders"]["yellow-arch"]["area"] is None
    assert minions(s, "r4c2", BLACK) == 9 and of_type(ev, "battle_ended")[-1]["outcome"] == "defender_wiped"


def test_casualties_are_asked_only_when_the_owner_has_a_choice(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 4)
    h.place(s, "r4c2", YELLOW, 3, leaders=("yellow-seraph-1",))
    dice += [faces(hit=4), faces(hit=3, blank=4)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 4)
    asked = []
    s, _ = run(s, lambda st, seat, legal: asked.append(seat) if h.top_kind(st) == "battle_casualty" else None,
               until=lambda st: h.top_kind(st) == "battle_retreat" or st["battle"] is None)
    assert asked == [GOOD] * 3  # 3 damage after the aura on 4 units, one at a time; the demons are only minions


def test_a_destroyed_archangel_keeps_its_ability(dice):
    s = field(good="gabriel")
    h.kill_leader(s, "yellow-arch")
    h.place(s, "r3c5", BLACK, 3)
    h.place(s, "r4c5", YELLOW, 3)  # a fountain: Gabriel's angels defend a resource area
    dice += [faces(blank=3), faces(blank=3)]
    s, _ = attack(s, EVIL, "r3c5", "r4c5", 3)
    s, ev = run(s, until=lambda st: h.top_kind(st) == "battle_retreat")
    assert dealt(ev)[0]["attacker"] == content().character("gabriel")["ability"]["damage"]


# -- characters (AF-69, AF-70, AF-73) --------------------------------------------------------------------------------
def test_michael_adds_damage_in_the_first_round_of_his_battles_only(dice):
    s = field(good="michael", good_turn=True)
    h.place(s, "r4c2", YELLOW, 3, leaders=("yellow-arch",))
    h.place(s, "r3c2", BLACK, 9)
    dice += [faces(blank=9), faces(blank=9), faces(blank=9), faces(blank=8)]
    s, _ = attack(s, GOOD, "r4c2", "r3c2", 3, ["yellow-arch"])
    s, ev = run(s, until=after_round(2))
    bonus = content().character("michael")["ability"]["damage"]
    assert [d["defender"] for d in dealt(ev)] == [bonus, 0]


def test_michael_adds_nothing_to_a_battle_he_is_not_in(dice):
    s = field(good="michael", good_turn=True)
    h.place(s, "r4c2", YELLOW, 3)
    h.place(s, "r3c2", BLACK, 3)
    dice += [faces(blank=3), faces(blank=3)]
    s, _ = attack(s, GOOD, "r4c2", "r3c2", 3)
    s, ev = run(s, until=lambda st: h.top_kind(st) == "battle_retreat")
    assert dealt(ev)[0]["defender"] == 0


def test_gabriel_adds_damage_in_round_one_when_his_angels_defend_a_resource_area(dice):
    s = field(good="gabriel")
    h.place(s, "r3c5", BLACK, 3)
    h.place(s, "r3c4", BLACK, 3)
    h.place(s, "r4c5", YELLOW, 3)
    h.place(s, "r4c4", YELLOW, 3)
    bonus = content().character("gabriel")["ability"]["damage"]
    for src, area, expected in (("r3c5", "r4c5", bonus), ("r3c4", "r4c4", 0)):
        dice += [faces(blank=3), faces(blank=3)]
        st, _ = attack(s, EVIL, src, area, 3)
        st, ev = run(st, until=lambda x: h.top_kind(x) == "battle_retreat")
        assert dealt(ev)[0]["attacker"] == expected, area


def test_gabriel_adds_nothing_when_his_angels_attack_a_resource_area(dice):
    s = field(good="gabriel", good_turn=True)
    h.place(s, "r4c4", YELLOW, 3)
    h.place(s, "r4c5", BLACK, 3)
    dice += [faces(blank=3), faces(blank=3)]
    s, _ = attack(s, GOOD, "r4c4", "r4c5", 3)
    s, ev = run(s, until=lambda st: h.top_kind(st) == "battle_retreat")
    assert dealt(ev)[0]["defender"] == 0


def test_baal_attacking_makes_one_defending_angel_retreat_before_round_one(dice):
    s = field(evil="baal")
    h.place(s, "r3c2", BLACK, 3, leaders=("black-arch",))
    h.place(s, "r4c2", YELLOW, 4, leaders=("yellow-seraph-1",))
    dice += [faces(blank=9), faces(blank=7)]
    s, ev = attack(s, EVIL, "r3c2", "r4c2", 3, ["black-arch"])
    s, ev = run(s, until=lambda st: in_window(st, 1))
    assert minions(s, "r5c2", YELLOW) == 1 and minions(s, "r4c2", YELLOW) == 3
    assert "yellow-seraph-1" in s["areas"]["r4c2"]["leaders"]


def test_baal_defending_sends_one_attacking_angel_back_and_a_charge_still_applies(dice):
    s = field(evil="baal", good_turn=True)
    h.place(s, "r4c2", YELLOW, 1)
    h.place(s, "r3c2", BLACK, 3, leaders=("black-arch",))
    health = s["leaders"]["black-arch"]["health"]
    s, _ = attack(s, GOOD, "r4c2", "r3c2", 1, charge=1)
    s, ev = run(s)
    assert minions(s, "r4c2", YELLOW) == 1  # the only attacker went back
    assert minions(s, "r3c2", BLACK) + health - s["leaders"]["black-arch"]["health"] == 2  # the charge hit
    assert of_type(ev, "battle_ended")[-1]["outcome"] == "attacker_wiped"
    assert not of_type(ev, "battle_rolled")


# -- whole-battle cards and seraph cards (AF-81, AF-84, AF-107, AF-108, AF-110, AF-114) ------------------------------
def test_holy_fury_adds_damage_in_round_one_and_prevents_damage_once(dice):
    s = field(good_turn=True)
    h.place(s, "r4c2", YELLOW, 5)
    h.place(s, "r3c2", BLACK, 5)
    fury = card_effect("holy_fury")
    dice += [faces(blank=5), faces(hit=2, blank=3), faces(blank=4), faces(hit=2, blank=2)]
    s, _ = attack(s, GOOD, "r4c2", "r3c2", 5, effects=[fury])
    s, ev = run(s, until=after_round(2))
    assert dealt(ev) == [{"attacker": 2 - fury["prevent"], "defender": fury["damage"]},
                         {"attacker": 2, "defender": 0}]


def test_brutal_assault_counts_circles_as_damage_in_every_round(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 4)
    h.place(s, "r4c2", YELLOW, 9)
    dice += [faces(circle=2, blank=2), faces(blank=9), faces(circle=1, blank=3), faces(blank=7)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 4, effects=[card_effect("brutal_assault")])
    s, ev = run(s, until=after_round(2))
    assert [d["defender"] for d in dealt(ev)] == [2, 1]


def seraph_card(s: dict, seat: int, type_: str) -> dict:
    """Put the seat's side's training copy of a seraph card into its first slot."""
    s["players"][seat]["seraph_cards"][0] = h.training_card(s["players"][seat]["side"], type_)
    return s


def test_legendary_warrior_counts_circles_while_the_seraph_fights(dice):
    s = seraph_card(field(good_turn=True), GOOD, "legendary_warrior")
    h.place(s, "r4c2", YELLOW, 5, leaders=("yellow-seraph-1",))
    h.place(s, "r3c2", BLACK, 9)
    h.place(s, "r4c4", YELLOW, 5)
    h.place(s, "r3c4", BLACK, 9)
    for src, dest, leaders, expected in (("r4c2", "r3c2", ["yellow-seraph-1"], 3), ("r4c4", "r3c4", [], 0)):
        dice += [faces(circle=3, blank=6 if leaders else 2), faces(blank=9)]
        st, _ = attack(s, GOOD, src, dest, 5, leaders)
        st, ev = run(st, until=lambda x: h.top_kind(x) == "battle_retreat")
        assert dealt(ev)[0]["defender"] == expected


def test_powerful_adds_round_one_damage_to_a_defending_tormentor(dice):
    s = seraph_card(field(good_turn=True), EVIL, "powerful")
    h.place(s, "r4c2", YELLOW, 5)
    h.place(s, "r3c2", BLACK, 5, leaders=("black-seraph-1",))
    dice += [faces(blank=5), faces(blank=9), faces(blank=4), faces(blank=9)]
    s, _ = attack(s, GOOD, "r4c2", "r3c2", 5)
    s, ev = run(s, until=after_round(2))
    assert [d["attacker"] for d in dealt(ev)] == [content().card_type("powerful")["effect"]["damage"], 0]


def test_resistant_prevents_one_more_damage_once_per_battle(dice):
    s = seraph_card(field(), GOOD, "resistant")
    h.place(s, "r3c2", BLACK, 9)
    h.place(s, "r4c2", YELLOW, 5, leaders=("yellow-seraph-1",))
    dice += [faces(hit=3, blank=6), faces(blank=9), faces(hit=3, blank=6), faces(blank=8)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 9)
    s, ev = run(s, until=after_round(2))
    assert [d["defender"] for d in dealt(ev)] == [1, 3]


def test_a_stored_battle_prayer_adds_damage_and_prevention_to_the_next_battle_of_the_seraph(dice):
    s = seraph_card(field(good_turn=True), GOOD, "battle_prayer")
    s["players"][GOOD]["turn_flags"]["battle_prayer"] = 1
    h.place(s, "r4c2", YELLOW, 5, leaders=("yellow-seraph-1",))
    h.place(s, "r3c2", BLACK, 9)
    dice += [faces(blank=9), faces(hit=3, blank=6)]
    s, _ = attack(s, GOOD, "r4c2", "r3c2", 5, ["yellow-seraph-1"])
    s, ev = run(s, until=lambda st: h.top_kind(st) == "battle_retreat")
    prayer = content().card_type("battle_prayer")["effect"]
    aura = content().board_rules["aura"]["battle"]
    assert dealt(ev) == [{"attacker": 3 - aura - prayer["prevent"], "defender": prayer["damage"]}]
    assert s["players"][GOOD]["turn_flags"]["battle_prayer"] == 0


# -- units are conserved (AF-5) --------------------------------------------------------------------------------------
def census(s: dict) -> dict:
    """Per colour: minions on the board, in the battle, in reinforcements and in the reserve; living leaders
    on the board, lifted, or waiting; and the dead."""
    out = {}
    lifted = lifted_troops(s)
    for seat, player in enumerate(s["players"]):
        col = player["colour"]
        board = sum(a["units"].get(col, {}).get("minions", 0) for a in s["areas"].values())
        held = sum(t["minions"] for t in lifted if t["colour"] == col)
        out[col] = board + held + player["reinforcements"] + s["reserve"]["minions"][col]
    return out


def lifted_troops(s: dict) -> list:
    """The troops off the board: fighting, or won and waiting to enter (the `battle_won` decision)."""
    held = [s["battle"]["troop"]] if s["battle"] else []
    return held + [item["troop"] for item in s["pending"] if item["kind"] == "battle_won"]


def leaders_consistent(s: dict) -> bool:
    """Every living leader stands in the area it names (or is lifted / waiting); the dead stand nowhere."""
    lifted = {lid for t in lifted_troops(s) for lid in t["leaders"]}
    for lid, leader in s["leaders"].items():
        listed = [a for a, rec in s["areas"].items() if lid in rec["leaders"]]
        if not leader["alive"] and (listed or lid in lifted):
            return False
        if leader["alive"] and lid not in lifted and listed != ([leader["area"]] if leader["area"] else []):
            return False
    return True


def random_battle(seed: int) -> None:
    """A random battle with random units, hands and choices; units are conserved at every decision."""
    rng = random.Random(seed)
    s = field(seed=seed)
    battle_cards = [h.training_card("good", t) for t in ("flaming_sword", "shield_of_faith", "breastplate",
                                                         "ambush")]
    h.set_cards(s, GOOD, hand=rng.sample(battle_cards, 3))
    h.give(s, GOOD, reinforcements=rng.randint(0, 4))
    black = ("black-seraph-1",) if rng.random() < 0.5 else (("black-arch",) if rng.random() < 0.5 else ())
    yellow = ("yellow-seraph-1",) if rng.random() < 0.5 else (("yellow-arch",) if rng.random() < 0.5 else ())
    att = rng.randint(0 if black else 1, 5 if "black-seraph-1" in black else (3 if black else 9))
    h.place(s, "r3c2", BLACK, att, leaders=black)
    h.place(s, "r4c2", YELLOW, rng.randint(0 if yellow else 1, 3 if yellow else 9), leaders=yellow)
    before = census(s)
    s, _ = attack(s, EVIL, "r3c2", "r4c2", att, list(black), charge=rng.randint(0, 1))
    for _ in range(300):
        assert census(s) == before and leaders_consistent(s)
        if h.at_turn(s):
            return
        seat = h.active(s)
        s, _ = h.play(s, seat, rng.choice(h.legal(s, seat)))
    raise AssertionError("the battle never ended")


def test_units_are_conserved_and_leaders_stay_consistent_over_random_battles():
    for seed in range(40):
        random_battle(seed)


def test_a_real_roll_uses_the_die_faces_of_content():
    s = field()
    rolled = battle.roll(s, 200)
    assert set(rolled) <= set(content().die_faces) and len(rolled) == 200
    assert battle.roll(s, 2, values=["hit", "circle", "blank"]) == ["hit", "circle"]


def test_the_battle_effects_of_a_side_start_from_the_attackers_modifiers():
    s = field()
    h.place(s, "r3c2", BLACK, 3)
    h.place(s, "r4c2", YELLOW, 3)
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 3, charge=2, damage_bonus=-2, no_retreat=True)
    fx = s["battle"]["fx"]
    assert (fx["attacker"]["charge"], fx["attacker"]["malus"], s["battle"]["no_retreat"]) == (2, 2, True)
    assert fx["defender"] == battle_effects.new_fx({})


def test_a_winning_attacker_is_asked_before_entering_and_passing_moves_every_survivor_in(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 3)
    h.place(s, "r4c2", YELLOW, 1)
    dice += [faces(hit=1, blank=2), faces(blank=1)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 3)
    s, _ = run(s, until=lambda st: st["battle"] is None)
    assert h.top_kind(s) == "battle_won" and h.active(s) == EVIL and minions(s, "r4c2", BLACK) == 0
    s, _ = h.act(s, EVIL, "pass")
    assert minions(s, "r4c2", BLACK) == 3 and h.at_turn(s, EVIL)


def test_a_seraph_charge_counts_only_when_a_seraph_attacks():
    s = field()
    h.place(s, "r3c2", BLACK, 3, leaders=("black-seraph-1",))
    h.place(s, "r4c2", YELLOW, 3)
    h.place(s, "r3c4", BLACK, 3)
    h.place(s, "r4c4", YELLOW, 3)
    with_seraph, _ = attack(s, EVIL, "r3c2", "r4c2", 3, ["black-seraph-1"], charge=1, seraph_charge=1)
    without, _ = attack(s, EVIL, "r3c4", "r4c4", 3, charge=1, seraph_charge=1)
    assert (with_seraph["battle"]["fx"]["attacker"]["charge"], without["battle"]["fx"]["attacker"]["charge"]) == (2, 1)


def test_baal_forces_no_retreat_in_a_battle_he_is_not_in(dice):
    s = field(evil="baal")
    h.place(s, "r3c2", BLACK, 3)
    h.place(s, "r4c2", YELLOW, 4)
    dice += [faces(blank=3), faces(blank=4)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 3)
    s, ev = run(s, until=lambda st: in_window(st, 1))
    assert minions(s, "r4c2", YELLOW) == 4 and not of_type(ev, "forced_retreat")

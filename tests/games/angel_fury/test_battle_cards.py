"""Battle cards: Flaming Sword / War Axe, Breastplate of Righteousness / Hide in Darkness, Shield of Faith / Armour,
Ambush! and Entrenched; played in the window after each roll (or before round 1), from hand to the discard pile,
only by seats with units in the battle; reserve swaps in the window (AF-23, AF-25, AF-28, AF-102..AF-105, AF-116)."""
from __future__ import annotations

from shared.games.angel_fury import battle_cards
from shared.games.angel_fury.content import content
from tests.games.angel_fury import helpers as h
from tests.games.angel_fury.battle_fixtures import (BLACK, EVIL, GOOD, YELLOW, attack, choosing, dice, faces, field,
                                                    in_window, minions, of_type, run)

__all__ = ["dice"]  # the fixture, used by name


def card(side: str, type_: str) -> str:
    """The side's first training copy of a card type."""
    return h.training_card(side, type_)


def effect(type_: str) -> dict:
    """A card type's effect."""
    return content().card_type(type_)["effect"]


def playing(seat: int, card_id: str, kind: str = "battle_window", **keys):
    """A chooser playing `card_id` when `seat` is asked in a `kind` window."""
    return choosing(kind, seat, "battle_card", card=card_id, **keys)


def settled(events: list) -> list:
    """The settled damage of each phase."""
    return [e["damage"] for e in of_type(events, "damage_settled")]


def until_retreat(s: dict) -> bool:
    """Round over: its retreat decision is open, or the battle has ended."""
    return h.top_kind(s) == "battle_retreat" or s["battle"] is None


def round_over(n: int):
    """A predicate: round n is over (its retreat decision is open) or the battle has ended."""
    return lambda s: s["battle"] is None or (h.top_kind(s) == "battle_retreat" and s["battle"]["round"] == n)


def offered(s: dict, seat: int) -> set:
    """The battle cards the seat is offered now."""
    return {a["card"] for a in h.legal(s, seat) if a["type"] == "battle_card"}


def duel(dice, att: int = 4, dfd: int = 4, good_hand=(), evil_hand=(), rolls=()) -> dict:
    """Black attacks r4c2 from r3c2 with `att` demons against `dfd` angels, with these hands and scripted rolls;
    returns the state at the defender's opening window."""
    s = field()
    h.place(s, "r3c2", BLACK, att)
    h.place(s, "r4c2", YELLOW, dfd)
    h.set_cards(s, GOOD, hand=list(good_hand))
    h.set_cards(s, EVIL, hand=list(evil_hand))
    dice += list(rolls)
    s, _ = attack(s, EVIL, "r3c2", "r4c2", att)
    return s


# -- damage cards (AF-102) ---------------------------------------------------------------------------------------------
def test_flaming_sword_adds_its_damage_after_the_roll(dice):
    sword = card("good", "flaming_sword")
    s = duel(dice, 4, 4, good_hand=[sword], rolls=[faces(blank=4), faces(hit=1, blank=3)])
    s, ev = run(s, playing(GOOD, sword), until=until_retreat)
    assert settled(ev) == [{"attacker": 1 + effect("flaming_sword")["damage"], "defender": 0}]
    assert sword in s["players"][GOOD]["discard"] and sword not in s["players"][GOOD]["hand"]


def test_flaming_sword_two_and_war_axe_two_add_two(dice):
    sword, axe = card("good", "flaming_sword_2"), card("evil", "war_axe_2")
    s = duel(dice, 4, 4, good_hand=[sword], evil_hand=[axe], rolls=[faces(blank=4), faces(blank=4)])
    s, ev = run(s, playing(GOOD, sword), playing(EVIL, axe), until=until_retreat)
    assert settled(ev) == [{"attacker": effect("flaming_sword_2")["damage"],
                            "defender": effect("war_axe_2")["damage"]}]


def test_damage_cards_wait_for_a_roll_and_are_not_offered_against_a_charge(dice):
    axe = card("evil", "war_axe")
    s = field()
    h.place(s, "r3c2", BLACK, 4)
    h.place(s, "r4c2", YELLOW, 4)
    h.set_cards(s, EVIL, hand=[axe])
    dice += [faces(blank=4), faces(blank=3)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 4, charge=1)
    s, _ = run(s, until=lambda st: in_window(st, 0))
    assert offered(s, EVIL) == set()
    s, _ = run(s, until=lambda st: in_window(st, 1))
    assert offered(s, EVIL) == {axe}


# -- circles prevent (AF-103) ----------------------------------------------------------------------------------------
def test_breastplate_prevents_one_damage_per_circle_rolled_this_round(dice):
    plate = card("good", "breastplate")
    s = duel(dice, 4, 4, good_hand=[plate], rolls=[faces(hit=4), faces(circle=2, blank=2),
                                                   faces(hit=2, blank=2), faces(blank=2)])
    s, ev = run(s, playing(GOOD, plate), until=until_retreat)
    assert settled(ev)[0]["defender"] == 4 - 2 * effect("breastplate")["circle_prevent"]
    s, ev = run(s, until=round_over(2))
    assert settled(ev)[0]["defender"] == 2  # the card was for that round only


def test_hide_in_darkness_is_not_offered_without_circles_or_damage(dice):
    hide = card("evil", "hide_in_darkness")
    s = duel(dice, 4, 4, evil_hand=[hide], rolls=[faces(blank=4), faces(hit=2, blank=2)])
    s, _ = run(s, until=lambda st: in_window(st, 1))
    assert offered(s, EVIL) == set()
    dice += [faces(circle=1, blank=1), faces(hit=1, blank=3)]
    s, _ = run(s, until=lambda st: in_window(st, 2))
    assert offered(s, EVIL) == {hide}


# -- prevention (AF-105) -----------------------------------------------------------------------------------------------
def test_shield_of_faith_prevents_one_and_armour_two_prevents_two(dice):
    shield, armour = card("good", "shield_of_faith"), card("evil", "armour_2")
    s = duel(dice, 4, 4, good_hand=[shield], evil_hand=[armour], rolls=[faces(hit=3, blank=1), faces(hit=3, blank=1)])
    s, ev = run(s, playing(GOOD, shield), playing(EVIL, armour), until=until_retreat)
    assert settled(ev) == [{"attacker": 3 - effect("armour_2")["prevent"], "defender": 3 - effect("shield_of_faith")
                            ["prevent"]}]


def test_shield_of_faith_two_against_a_charge_loses_its_unused_prevention(dice):
    shield = card("good", "shield_of_faith_2")
    s = field()
    h.place(s, "r3c2", BLACK, 4)
    h.place(s, "r4c2", YELLOW, 4)
    h.set_cards(s, GOOD, hand=[shield])
    dice += [faces(hit=2, blank=2), faces(blank=4)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 4, charge=1)
    s, _ = run(s, until=lambda st: in_window(st, 0) and h.active(st) == GOOD)
    assert offered(s, GOOD) == {shield}
    s, ev = run(s, playing(GOOD, shield), until=until_retreat)
    assert [d["defender"] for d in settled(ev)] == [0, 2]


def test_prevention_cards_are_offered_only_while_damage_is_coming(dice):
    shield = card("good", "shield_of_faith")
    s = duel(dice, 4, 4, good_hand=[shield], rolls=[faces(blank=4), faces(blank=4)])
    s, _ = run(s, until=lambda st: in_window(st, 1))
    assert offered(s, GOOD) == set()


# -- before round 1: Ambush and Entrenched (AF-104, AF-116) ---------------------------------------------------------
def test_ambush_deploys_up_to_three_reinforcements_into_the_attacked_area(dice):
    ambush = card("good", "ambush")
    s = duel(dice, 4, 4, good_hand=[ambush], rolls=[faces(blank=4), faces(blank=7)])
    h.give(s, GOOD, reinforcements=5)
    counts = sorted(a["count"] for a in h.legal(s, GOOD) if a["type"] == "battle_card")
    assert counts == list(range(1, effect("ambush")["deploy"] + 1))
    s, ev = run(s, playing(GOOD, ambush, "battle_opening", count=3), until=lambda st: in_window(st, 1))
    assert minions(s, "r4c2", YELLOW) == 7 and s["players"][GOOD]["reinforcements"] == 2
    assert of_type(ev, "battle_rolled")[0]["dice"]["defender"] == 7


def test_ambush_is_limited_by_reinforcements_and_a_troop_of_nine(dice):
    ambush = card("good", "ambush")
    s = duel(dice, 4, 7, good_hand=[ambush])
    h.give(s, GOOD, reinforcements=5)
    assert sorted(a["count"] for a in h.legal(s, GOOD) if a["type"] == "battle_card") == [1, 2]
    s = duel(dice, 4, 3, good_hand=[ambush])
    h.give(s, GOOD, reinforcements=1)
    assert [a["count"] for a in h.legal(s, GOOD) if a["type"] == "battle_card"] == [1]


def test_ambush_may_overfill_a_resource_area_until_the_battle_ends(dice):
    ambush = card("good", "ambush")
    s = field()
    h.place(s, "r3c5", BLACK, 1)
    h.place(s, "r4c5", YELLOW, 5)  # a fountain: 5 angels fill it
    h.set_cards(s, GOOD, hand=[ambush])
    h.give(s, GOOD, reinforcements=3)
    dice += [faces(blank=1), faces(hit=1, blank=7)]
    s, _ = attack(s, EVIL, "r3c5", "r4c5", 1)
    s, _ = run(s, playing(GOOD, ambush, "battle_opening", count=3), until=lambda st: in_window(st, 1))
    assert minions(s, "r4c5", YELLOW) == 8
    s, ev = run(s)
    assert minions(s, "r4c5", YELLOW) == 5 and minions(s, "r5c5", YELLOW) == 3  # the surplus retreats backwards


def test_entrenched_removes_an_attacking_demon_before_battle_past_any_aura(dice):
    trench = card("good", "entrenched") if any(
        content().card(i)["type"] == "entrenched" for i in content().training_deck("good")) else "u-raphael-1"
    s = field()
    h.place(s, "r3c2", BLACK, 3, leaders=("black-seraph-1",))
    h.place(s, "r4c2", YELLOW, 3)
    h.set_cards(s, GOOD, hand=[trench])
    reserve = s["reserve"]["minions"][BLACK]
    dice += [faces(blank=6), faces(blank=3)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 3, ["black-seraph-1"])
    assert offered(s, GOOD) == {trench}
    s, ev = run(s, playing(GOOD, trench, "battle_opening"), until=lambda st: in_window(st, 1))
    assert s["battle"]["troop"]["minions"] == 3 - effect("entrenched")["remove"]
    assert s["reserve"]["minions"][BLACK] == reserve + effect("entrenched")["remove"]
    assert of_type(ev, "battle_rolled")[0]["dice"]["attacker"] == 6


def test_entrenched_is_not_offered_against_a_troop_without_minions(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 0, leaders=("black-arch",))
    h.place(s, "r4c2", YELLOW, 3)
    h.set_cards(s, GOOD, hand=["u-raphael-1"])
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 0, ["black-arch"])
    assert offered(s, GOOD) == set()


# -- the deck, the seats, the reserve (AF-23, AF-25, AF-28) ---------------------------------------------------------
def test_a_played_battle_card_goes_to_the_discard_pile_and_the_deck_stays_twelve(dice):
    sword = card("good", "flaming_sword")
    s = duel(dice, 4, 4, good_hand=[sword], rolls=[faces(blank=4), faces(blank=4)])
    s, _ = run(s, playing(GOOD, sword), until=until_retreat)
    assert s["players"][GOOD]["discard"][-1] == sword and h.deck_total(s, GOOD) == content().deck_size


def test_only_seats_with_units_in_the_battle_are_offered_battle_cards(dice):
    sword = card("good", "flaming_sword")
    s = duel(dice, 4, 4, good_hand=[sword], rolls=[faces(blank=4), faces(blank=4)])
    s, _ = run(s, until=lambda st: in_window(st, 1))
    assert battle_cards.window_actions(s, GOOD)
    s["areas"]["r4c2"]["units"] = {}  # the angels are gone (the window still lists the seat it opened with)
    assert battle_cards.window_actions(s, GOOD) == []
    s["battle"] = None
    assert battle_cards.window_actions(s, GOOD) == [] and battle_cards.opening_actions(s, GOOD) == []


def test_reserve_swaps_are_offered_in_the_battle_window(dice):
    sword, sword2 = card("good", "flaming_sword"), card("good", "flaming_sword_2")
    s = duel(dice, 4, 4, good_hand=[sword], rolls=[faces(blank=4), faces(blank=4)])
    h.give(s, GOOD, reserve=[sword2])
    s, _ = run(s, until=lambda st: in_window(st, 1))
    s, _ = run(s, until=lambda st: h.active(st) == GOOD)
    s, _ = h.act(s, GOOD, "swap_reserve", reserve_card=sword2, hand_card=sword)
    assert sword2 in s["players"][GOOD]["hand"] and sword not in s["players"][GOOD]["hand"]
    s, _ = run(s, until=lambda st: h.active(st) == GOOD)
    assert in_window(s, 1) and offered(s, GOOD) == {sword2}
    s, ev = run(s, playing(GOOD, sword2), until=until_retreat)
    assert settled(ev)[0]["attacker"] == effect("flaming_sword_2")["damage"]


def test_the_window_goes_round_again_after_a_card_until_everyone_passes_in_a_row(dice):
    sword = card("good", "flaming_sword")
    s = duel(dice, 4, 4, good_hand=[sword], rolls=[faces(blank=4), faces(blank=4)])
    s, _ = run(s, until=lambda st: in_window(st, 1) and h.active(st) == GOOD)
    s, _ = h.act(s, GOOD, "battle_card", card=sword)
    assert in_window(s, 1) and h.active(s) == EVIL
    s, _ = h.act(s, EVIL, "pass")
    assert in_window(s, 1) and h.active(s) == GOOD
    s, _ = h.act(s, GOOD, "pass")
    assert not in_window(s)


def test_a_seat_is_asked_in_every_window_even_without_battle_cards(dice):
    s = duel(dice, 4, 4, rolls=[faces(blank=4), faces(blank=4)])
    assert h.top_kind(s) == "battle_opening" and h.legal_types(s, GOOD) == ["pass"]
    s, _ = run(s, until=lambda st: in_window(st, 1))
    assert h.legal_types(s, EVIL) == ["pass"]

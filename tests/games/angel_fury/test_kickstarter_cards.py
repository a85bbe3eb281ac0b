"""The Kickstarter cards: the characters' unique cards (Foul Flies, Locusts, Swarm, Locust Tide, Retreat, Resilient
Leader, Jophiel's Call, Back to the Abyss, Cup of Wrath, Hope) and the add-ons (L3 cards, Sanctified Waters /
Defiled Crystals, Disappear) (AF-120..AF-132)."""
from __future__ import annotations

from shared.games.angel_fury.content import content
from tests.games.angel_fury import helpers as h
from tests.games.angel_fury.battle_fixtures import attack, choosing, of_type
from tests.games.angel_fury.card_fixtures import (BLACK, EVIL, GOOD, YELLOW, commands, dice, effect, faces, field,
                                                  hold, minions, play_type, playable_types, run)

__all__ = ["dice"]  # the fixture, used by name
C = content()


def settled(events: list) -> list:
    """The damage each side takes, per settling."""
    return [e["damage"] for e in of_type(events, "damage_settled")]


def areas(s: dict, seat: int) -> set:
    """The `area` of every legal action."""
    return {a["area"] for a in h.legal(s, seat) if "area" in a}


def playing(seat: int, card_id: str, kind: str = "battle_window"):
    """A chooser playing `card_id` when `seat` is asked in a `kind` window."""
    return choosing(kind, seat, "battle_card", card=card_id)


def round_over(n: int):
    """Round n's retreat decision is open, or the battle has ended."""
    return lambda s: s["battle"] is None or (h.top_kind(s) == "battle_retreat" and s["battle"]["round"] == n)


# -- Foul Flies (AF-120) ----------------------------------------------------------------------------------------------
def test_foul_flies_spends_a_command_and_drives_every_angel_out_of_one_resource_area():
    s = field(evil="beelzebub")
    h.place(s, "r4c5", YELLOW, 3)  # a fountain
    h.place(s, "r3c2", YELLOW, 2)  # plain: no target
    hold(s, EVIL, "foul_flies")
    before = commands(s, EVIL)["unused"]
    s, _ = play_type(s, EVIL, "foul_flies")
    assert areas(s, EVIL) == {"r4c5"}
    s, _ = h.act(s, EVIL, "card_area", area="r4c5")
    assert minions(s, "r4c5", YELLOW) == 0 and minions(s, "r5c5", YELLOW) == 3
    assert commands(s, EVIL)["unused"] == before - 1


# -- Locusts (AF-121) -------------------------------------------------------------------------------------------------
def test_locusts_deal_one_damage_to_each_enemy_area_around_apollyon_and_the_aura_prevents_it():
    s = field(evil="apollyon")
    h.place(s, "r2c2", BLACK, 1, leaders=("black-arch",))
    h.place(s, "r3c2", YELLOW, 3)
    h.place(s, "r3c3", YELLOW, 2, leaders=("yellow-seraph-1",))
    h.place(s, "r4c2", YELLOW, 3)  # out of reach
    hold(s, EVIL, "locusts")
    s, _ = play_type(s, EVIL, "locusts")
    s, _ = run(s)
    assert minions(s, "r3c2", YELLOW) == 2 and minions(s, "r3c3", YELLOW) == 2 and minions(s, "r4c2", YELLOW) == 3
    assert s["leaders"]["yellow-seraph-1"]["alive"]


# -- Swarm (AF-122) ---------------------------------------------------------------------------------------------------
def test_swarm_gains_one_demon_in_each_of_three_different_controlled_areas():
    s = field(evil="apollyon")
    for area in ("r1c1", "r2c2", "r2c3", "r2c4"):
        h.place(s, area, BLACK, 1)
    hold(s, EVIL, "swarm")
    s, _ = play_type(s, EVIL, "swarm")
    for area in ("r2c2", "r2c3", "r2c4"):
        assert area in areas(s, EVIL)
        s, _ = h.act(s, EVIL, "card_area", area=area)
    assert [minions(s, a, BLACK) for a in ("r1c1", "r2c2", "r2c3", "r2c4")] == [1, 2, 2, 2]
    assert h.at_turn(s, EVIL)


def test_swarm_offers_an_area_only_once():
    s = field(evil="apollyon")
    h.place(s, "r2c2", BLACK, 1)
    h.place(s, "r2c3", BLACK, 1)
    hold(s, EVIL, "swarm")
    s, _ = play_type(s, EVIL, "swarm")
    s, _ = h.act(s, EVIL, "card_area", area="r2c2")
    assert areas(s, EVIL) == {"r2c3"}


# -- Locust Tide (AF-123) ---------------------------------------------------------------------------------------------
def test_locust_tide_moves_two_troops_two_steps_like_cavalry():
    s = field(evil="apollyon")
    h.place(s, "r1c1", BLACK, 2)
    h.place(s, "r1c5", BLACK, 2)
    hold(s, EVIL, "locust_tide")
    s, _ = play_type(s, EVIL, "locust_tide")
    s, _ = h.act(s, EVIL, "command", area="r1c1")
    s, _ = h.act(s, EVIL, "troop", colour=BLACK, minions=2, leaders=[])
    s, _ = h.act(s, EVIL, "step", area="r2c1")
    s, _ = h.act(s, EVIL, "step", area="r2c2")
    assert minions(s, "r2c2", BLACK) == 2 and h.top_kind(s) == "card_command"
    assert any(a["type"] == "command" and a["area"] == "r1c5" for a in h.legal(s, EVIL))


def test_a_locust_tide_troop_retreats_after_round_one_even_when_the_angels_are_wiped_out(dice):
    s = field(evil="apollyon")
    h.place(s, "r2c2", BLACK, 3)
    h.place(s, "r3c2", YELLOW, 1)
    dice += [faces(hit=3), faces(blank=1)]
    s, _ = attack(s, EVIL, "r2c2", "r3c2", 3, effects=[effect("locust_tide")])
    s, _ = run(s)
    assert minions(s, "r3c2", YELLOW) == 0 and minions(s, "r3c2", BLACK) == 0 and minions(s, "r2c2", BLACK) == 3


# -- Retreat (AF-124) -------------------------------------------------------------------------------------------------
def test_retreat_prevents_two_and_the_attacker_must_then_go_back(dice):
    s = field(evil="azazel")
    h.place(s, "r2c2", BLACK, 3)
    h.place(s, "r3c2", YELLOW, 1)
    card = hold(s, EVIL, "retreat")[0]
    dice += [faces(hit=3), faces(hit=1)]
    s, _ = attack(s, EVIL, "r2c2", "r3c2", 3)
    s, ev = run(s, playing(EVIL, card))
    assert settled(ev) == [{"attacker": 0, "defender": 3}]
    assert minions(s, "r2c2", BLACK) == 3 and minions(s, "r3c2", BLACK) == 0


def test_without_retreat_the_winner_enters(dice):
    s = field(evil="azazel")
    h.place(s, "r2c2", BLACK, 3)
    h.place(s, "r3c2", YELLOW, 1)
    dice += [faces(hit=3), faces(hit=1)]
    s, _ = attack(s, EVIL, "r2c2", "r3c2", 3)
    s, _ = run(s)
    assert minions(s, "r3c2", BLACK) == 2


# -- Resilient Leader (AF-125) ----------------------------------------------------------------------------------------
def defend(dice, seraph: bool) -> tuple[dict, str]:
    """Jophiel's 3 angels (with a seraph or not) in r4c2 attacked by 4 demons; the window after round 1."""
    s = field(good="jophiel")
    h.place(s, "r3c2", BLACK, 4)
    h.place(s, "r4c2", YELLOW, 3, leaders=("yellow-seraph-1",) * seraph)
    card = hold(s, GOOD, "resilient_leader")[0]
    dice += [faces(hit=4), faces(circle=2, blank=5 if seraph else 1)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 4)
    s, _ = run(s, until=lambda x: h.top_kind(x) == "battle_window" and h.active(x) == GOOD)
    return s, card


def test_resilient_leader_prevents_one_per_circle_in_a_battle_with_your_seraph(dice):
    s, card = defend(dice, seraph=True)
    s, ev = run(s, playing(GOOD, card), until=round_over(1))
    assert settled(ev)[0]["defender"] == 4 - 1 - 2  # the aura, then 2 circles


def test_resilient_leader_is_not_offered_without_jophiel_or_a_seraph_there(dice):
    s, card = defend(dice, seraph=False)
    assert card not in {a.get("card") for a in h.legal(s, GOOD)}


# -- Jophiel's Call (AF-126) ------------------------------------------------------------------------------------------
def test_jophiels_call_gains_one_reinforcement_per_fountain_holding_an_angel():
    s = field(good="jophiel", good_turn=True)
    h.place(s, "r4c5", YELLOW, 1)  # fountain
    h.place(s, "r3c1", YELLOW, 2)  # fountain
    h.place(s, "r4c3", YELLOW, 2)  # mountain
    h.give(s, GOOD, reinforcements=0)
    hold(s, GOOD, "jophiels_call")
    s, _ = play_type(s, GOOD, "jophiels_call")
    assert s["players"][GOOD]["reinforcements"] == 2


# -- Back to the Abyss (AF-127) ---------------------------------------------------------------------------------------
def test_back_to_the_abyss_makes_blinding_light_destroy_one_more_demon():
    s = field(good="camael", good_turn=True)
    h.place(s, "r4c2", YELLOW, 1)
    h.place(s, "r3c3", BLACK, 4)
    hold(s, GOOD, "blinding_light", "back_to_the_abyss")
    assert "back_to_the_abyss" not in playable_types(s, GOOD)
    reserve = s["reserve"]["minions"][BLACK]
    s, _ = play_type(s, GOOD, "blinding_light")
    abyss = next(a for a in h.legal(s, GOOD) if a["type"] == "combo")
    s, _ = h.play(s, GOOD, abyss)
    s, _ = h.act(s, GOOD, "blind", area="r3c3", colour=BLACK, count=effect("blinding_light")["retreat"] + 1)
    assert minions(s, "r3c3", BLACK) == 1 and minions(s, "r2c3", BLACK) == 0
    assert s["reserve"]["minions"][BLACK] == reserve + 3


# -- Cup of Wrath (AF-128) --------------------------------------------------------------------------------------------
def cup_charge(leaders: tuple) -> list:
    """The Charge when Camael's side attacks 5 demons with 2 angels (and `leaders`) playing Cup of Wrath."""
    s = field(good="camael", good_turn=True)
    h.place(s, "r4c2", YELLOW, 2, leaders=leaders)
    h.place(s, "r3c2", BLACK, 5)
    card = hold(s, GOOD, "cup_of_wrath")[0]
    s, ev = attack(s, GOOD, "r4c2", "r3c2", 2, leaders=leaders)
    s, more = run(s, playing(GOOD, card, "battle_opening"), until=lambda x: h.top_kind(x) == "battle_window")
    return [e["damage"] for e in of_type(ev + more, "charged")]


def test_cup_of_wrath_adds_charge_one_and_three_in_all_with_camael():
    assert cup_charge(()) == [effect("cup_of_wrath")["charge"]]
    assert cup_charge(("yellow-arch",)) == [effect("cup_of_wrath")["with_camael"]]


# -- Hope (AF-129) ----------------------------------------------------------------------------------------------------
def test_hope_drives_two_demons_off_the_soul():
    s = field(good="zadkiel", good_turn=True)
    h.place(s, "r3c4", BLACK, 3)
    hold(s, GOOD, "hope")
    s, _ = play_type(s, GOOD, "hope")
    assert minions(s, "r3c4", BLACK) == 1 and minions(s, "r2c4", BLACK) == 2


def test_hope_gains_two_angels_on_a_soul_without_demons():
    s = field(good="zadkiel", good_turn=True)
    hold(s, GOOD, "hope")
    s, _ = play_type(s, GOOD, "hope")
    assert minions(s, "r3c4", YELLOW) == effect("hope")["gain"]


# -- L3 cards (AF-130) ------------------------------------------------------------------------------------------------
def test_flaming_sword_three_adds_three_and_armour_three_prevents_three(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 4)
    h.place(s, "r4c2", YELLOW, 4)
    sword, armour = "k-good-01", "k-evil-02"
    h.set_cards(s, GOOD, hand=[sword])
    h.set_cards(s, EVIL, hand=[armour])
    dice += [faces(blank=4), faces(hit=1, blank=3)]
    s, _ = attack(s, EVIL, "r3c2", "r4c2", 4)
    s, ev = run(s, playing(GOOD, sword), playing(EVIL, armour), until=round_over(1))
    assert C.card(sword)["type"] == "flaming_sword_3" and C.card(armour)["type"] == "armour_3"
    assert settled(ev) == [{"attacker": max(0, 1 + 3 - 3), "defender": 0}]


def test_an_l3_card_replaces_only_its_l2_in_hand():
    s = field(good="michael", good_turn=True)
    h.give(s, GOOD, crystals=10)
    l2, l1 = h.training_card("good", "flaming_sword_2"), h.training_card("good", "flaming_sword")
    h.set_cards(s, GOOD, hand=[l2, l1])
    h.set_offer(s, "good", ["k-good-01"] + s["training"]["good"]["offer"][1:])
    s, _ = h.act(s, GOOD, "buy", card="k-good-01")
    assert {a.get("replace") for a in h.legal(s, GOOD) if a["type"] == "to_hand"} == {l2}


# -- Sanctified Waters / Defiled Crystals (AF-131) --------------------------------------------------------------------
def test_sanctified_waters_deals_two_damage_to_the_demons_on_a_fountain_only():
    s = field(good_turn=True)
    h.place(s, "r2c5", BLACK, 3)  # fountain
    h.place(s, "r2c3", BLACK, 3)  # mountain
    hold(s, GOOD, "sanctified_waters")
    s, _ = play_type(s, GOOD, "sanctified_waters")
    assert areas(s, GOOD) == {"r2c5"}
    s, _ = h.act(s, GOOD, "card_area", area="r2c5")
    s, _ = run(s)
    assert minions(s, "r2c5", BLACK) == 1 and minions(s, "r2c3", BLACK) == 3


def test_defiled_crystals_hits_a_mountain_and_a_seraphs_aura_prevents_one():
    s = field()
    h.place(s, "r4c3", YELLOW, 3, leaders=("yellow-seraph-1",))  # mountain
    hold(s, EVIL, "defiled_crystals")
    s, _ = play_type(s, EVIL, "defiled_crystals")
    s, _ = h.act(s, EVIL, "card_area", area="r4c3")
    s, _ = run(s)
    assert minions(s, "r4c3", YELLOW) + int(s["leaders"]["yellow-seraph-1"]["alive"]) == 3


# -- Disappear (AF-132) -----------------------------------------------------------------------------------------------
def test_disappear_returns_the_defenders_to_reinforcements_before_the_charge_and_the_attacker_enters(dice):
    s = field()
    h.place(s, "r3c2", BLACK, 4)
    h.place(s, "r4c2", YELLOW, 3, leaders=("yellow-seraph-1",))
    h.give(s, GOOD, reinforcements=0)
    card = hold(s, GOOD, "disappear")[0]
    s, ev = attack(s, EVIL, "r3c2", "r4c2", 4, charge=2)
    s, more = run(s, playing(GOOD, card, "battle_opening"))
    assert s["players"][GOOD]["reinforcements"] == 3
    seraph = s["leaders"]["yellow-seraph-1"]
    assert seraph["alive"] and seraph["area"] is None
    assert minions(s, "r4c2", BLACK) == 4 and of_type(ev + more, "charged") == []

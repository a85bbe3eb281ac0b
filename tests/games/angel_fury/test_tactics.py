"""Playing cards and the ten tactics at L1 and L2: the tactic limit (Double Tactics, Raphael, Asmodeus), cards
played with a command, Archers, Blinding Light, Breakthrough, Brutal Assault, Cavalry (Cavalry Leader), Healing
Hands (Healing Touch), Holy Fury, Out of Nowhere (Behind Enemy Lines), Dark Portal, Persuader (Backstab), and
the worked examples AF-E4 (card part), AF-E9, AF-E10, AF-E11 (AF-27, AF-28, AF-30, AF-31, AF-78..AF-87, AF-94,
AF-95, AF-96, AF-97, AF-99, AF-111, AF-112)."""
from __future__ import annotations

from shared.games.angel_fury import cards
from shared.games.angel_fury.content import content
from tests.games.angel_fury import helpers as h
from tests.games.angel_fury.card_fixtures import (BLACK, EVIL, GOOD, YELLOW, combo, commands, effect, faces, field,
                                                  hold, minions, of_type, path, play_type, playable_types, run)
from tests.games.angel_fury.card_fixtures import dice  # noqa: F401  (the fixture, used by name)


def good_field(good: str = "michael", **kw) -> dict:
    """Good's turn on an empty board."""
    return field(good=good, good_turn=True, **kw)


def options(s: dict, seat: int, type_: str, key: str) -> set:
    """The values of `key` over the legal actions of a type."""
    return {a[key] for a in h.legal(s, seat) if a["type"] == type_}


def to_turn(s: dict) -> dict:
    """Answer with the default until the turn menu is back."""
    return run(s)[0]


def placed(s: dict, seat: int, *areas: str) -> dict:
    """Place Out of Nowhere's minions in these areas, one after the other."""
    for a in areas:
        s, _ = h.act(s, seat, "place", area=a)
    return s


# -- the tactic limit and the turn menu (AF-27, AF-28) -------------------------------------------------------------
def test_only_one_tactic_may_be_played_per_turn():
    s = good_field()
    h.place(s, "r4c2", YELLOW, 2)
    hold(s, GOOD, "out_of_nowhere", "healing_hands", "blinding_light", "resource")
    s, _ = play_type(s, GOOD, "out_of_nowhere")
    s = placed(s, GOOD, "r3c2", "r2c1")
    assert h.at_turn(s, GOOD) and playable_types(s, GOOD) == {"resource"}
    assert s["players"][GOOD]["tactics_played"] == 1


def test_double_tactics_allows_a_second_tactic_but_not_a_third():
    s = good_field()
    h.place(s, "r4c2", YELLOW, 2)
    h.place(s, "r3c2", BLACK, 2)
    hold(s, GOOD, "double_tactics", "out_of_nowhere", "healing_hands", "blinding_light")
    s, _ = play_type(s, GOOD, "double_tactics")
    s, _ = play_type(s, GOOD, "healing_hands")
    s, _ = h.act(s, GOOD, "heal_hands", area="r4c2", count=1)
    assert {"out_of_nowhere", "blinding_light"} <= playable_types(s, GOOD)
    s, _ = play_type(s, GOOD, "out_of_nowhere")
    s = placed(s, GOOD, "r2c1", "r4c1")
    assert playable_types(s, GOOD) == set()


def test_raphaels_healing_hands_is_not_a_tactic_for_him():
    s = good_field(good="raphael")
    h.place(s, "r4c2", YELLOW, 2)
    hold(s, GOOD, "out_of_nowhere", "healing_hands_2")
    s, _ = play_type(s, GOOD, "out_of_nowhere")
    s = placed(s, GOOD, "r3c2", "r2c1")
    assert "healing_hands_2" in playable_types(s, GOOD)
    s, _ = play_type(s, GOOD, "healing_hands_2")
    assert s["players"][GOOD]["tactics_played"] == 1


def test_healing_hands_counts_as_a_tactic_for_anyone_else():
    s = good_field(good="michael")
    h.place(s, "r4c2", YELLOW, 2)
    hold(s, GOOD, "healing_hands", "out_of_nowhere")
    s, _ = play_type(s, GOOD, "healing_hands")
    s = to_turn(h.act(s, GOOD, "heal_hands", area="r4c2", count=3)[0])
    assert "out_of_nowhere" not in playable_types(s, GOOD)


def test_asmodeus_persuader_is_not_a_tactic_for_him():
    s = field(evil="asmodeus")
    h.place(s, "r2c2", BLACK, 2)
    h.place(s, "r3c2", YELLOW, 4)
    hold(s, EVIL, "persuader", "dark_portal")
    s, _ = play_type(s, EVIL, "persuader")
    s, _ = h.act(s, EVIL, "persuade", area="r3c2", colour=YELLOW, to="r2c2")
    assert "dark_portal" in playable_types(s, EVIL) and s["players"][EVIL]["tactics_played"] == 0


def test_no_card_is_played_from_hand_on_the_opponents_turn():
    s = field()
    h.place(s, "r4c2", YELLOW, 2)
    hold(s, GOOD, "resource", "healing_hands")
    assert cards.playable(s, GOOD) == [] and h.legal(s, GOOD) == []


def test_battle_cards_and_combo_cards_are_not_on_the_turn_menu():
    s = good_field()
    h.place(s, "r4c2", YELLOW, 2)
    hold(s, GOOD, "flaming_sword", "shield_of_faith", "behind_enemy_lines", "healing_touch", "resource")
    assert playable_types(s, GOOD) == {"resource"}


def test_copies_of_a_card_are_offered_once():
    s = good_field()
    hold(s, GOOD, "resource", "resource")
    assert [a["type"] for a in h.legal(s, GOOD)].count("play") == 1


def test_a_played_card_goes_on_top_of_the_discard_pile_and_the_deck_stays_twelve():
    s = good_field()
    (card,) = hold(s, GOOD, "resource")
    s, ev = h.act(s, GOOD, "play", card=card)
    s, _ = h.act(s, GOOD, "resource", what="C")
    player = s["players"][GOOD]
    assert player["discard"][-1] == card and card not in player["hand"]
    assert h.deck_total(s, GOOD) == content().deck_size and of_type(ev, "card_played")[0]["card"] == card


def test_a_card_resolves_completely_before_the_turn_menu_returns():
    s = good_field()
    h.place(s, "r4c2", YELLOW, 2)
    hold(s, GOOD, "out_of_nowhere")
    s, _ = play_type(s, GOOD, "out_of_nowhere")
    s, _ = h.act(s, GOOD, "place", area="r2c1")
    assert h.top_kind(s) == "out_of_nowhere" and h.legal_types(s, GOOD) == ["place"]


# -- Archers (AF-78, AF-96, AF-105, AF-112) ----------------------------------------------------------------------------
def archers_field(*types: str) -> dict:
    """Black's turn: 3 demons at r2c2; 4 angels diagonal at r3c3, 2 far away at r5c5."""
    s = field()
    h.place(s, "r2c2", BLACK, 3)
    h.place(s, "r3c3", YELLOW, 4)
    h.place(s, "r5c5", YELLOW, 2)
    hold(s, EVIL, *types)
    return s


def shoot(s: dict, area: str, target: str, minions_: int, leaders=()) -> dict:
    """Play Archers' first troop up to the roll."""
    s, _ = play_type(s, EVIL, next(t for t in ("archers", "archers_2") if any(
        content().card(c)["type"] == t for c in s["players"][EVIL]["hand"])))
    s, _ = h.act(s, EVIL, "archers", area=area, target=target)
    return h.act(s, EVIL, "archer_troop", minions=minions_, leaders=list(leaders))[0]


def after_shot(s: dict) -> dict:
    """Pass the archery window (and casualties by default) up to the turn menu."""
    return run(s)[0]


def test_archers_target_only_enemy_areas_adjacent_or_diagonal_to_the_troop():
    s = archers_field("archers")
    s, _ = play_type(s, EVIL, "archers")
    assert options(s, EVIL, "archers", "target") == {"r3c3"}


def test_archers_deal_hits_minus_circles_and_the_enemy_does_not_fire_back(dice):
    s = archers_field("archers")
    dice += [faces(hit=2, circle=1)]
    s = after_shot(shoot(s, "r2c2", "r3c3", 3))
    assert minions(s, "r3c3", YELLOW) == 3 and minions(s, "r2c2", BLACK) == 3


def test_archer_damage_never_goes_below_zero(dice):
    s = archers_field("archers")
    dice += [faces(hit=1, circle=2)]
    s, ev = run(shoot(s, "r2c2", "r3c3", 3))
    assert minions(s, "r3c3", YELLOW) == 4 and of_type(ev, "area_damaged")[0]["damage"] == 0


def test_the_aura_shield_of_faith_and_burning_arrows_apply_to_archers(dice):
    s = field()
    h.place(s, "r2c2", BLACK, 3, leaders=("black-arch",))
    h.place(s, "r3c2", YELLOW, 5, leaders=("yellow-seraph-1",))
    hold(s, EVIL, "archers", "burning_arrows")
    hold(s, GOOD, "shield_of_faith")
    dice += [faces(hit=5, circle=1, blank=3)]
    s = shoot(s, "r2c2", "r3c2", 3, ["black-arch"])
    s, _ = combo(s, EVIL, "burning_arrows")
    s, _ = h.act(s, GOOD, "battle_card", card=s["players"][GOOD]["hand"][0])
    s = after_shot(s)  # 5 - 1 + 2 (arrows) - 1 (shield) - 1 (aura) = 4, the owner chooses minions first
    assert minions(s, "r3c2", YELLOW) == 1 and "yellow-seraph-1" in s["areas"]["r3c2"]["leaders"]
    assert s["players"][GOOD]["hand"] == [] and s["players"][EVIL]["hand"] == []


def test_the_target_owner_chooses_its_casualties_one_at_a_time(dice):
    s = field()
    h.place(s, "r2c2", BLACK, 3)
    h.place(s, "r3c2", YELLOW, 2, leaders=("yellow-seraph-1",))
    hold(s, EVIL, "archers")
    dice += [faces(hit=3)]
    s = run(shoot(s, "r2c2", "r3c2", 3), until=lambda st: h.top_kind(st) == "card_casualty")[0]
    assert h.active(s) == GOOD and options(s, GOOD, "casualty", "unit") == {"minion", "yellow-seraph-1"}
    s, _ = h.act(s, GOOD, "casualty", unit="yellow-seraph-1")
    assert h.at_turn(s, EVIL) and minions(s, "r3c2", YELLOW) == 1  # 3 - 1 aura = 2 damage
    assert not s["leaders"]["yellow-seraph-1"]["alive"]


def test_archery_leader_lets_a_tormentor_troop_ignore_circles(dice):
    s = field()
    h.give(s, EVIL, seraph_cards=[h.training_card("evil", "archery_leader"), None])
    h.place(s, "r2c2", BLACK, 1, leaders=("black-seraph-1",))
    h.place(s, "r3c2", YELLOW, 4)
    hold(s, EVIL, "archers")
    dice += [faces(hit=2, circle=3)]
    s = after_shot(shoot(s, "r2c2", "r3c2", 1, ["black-seraph-1"]))
    assert minions(s, "r3c2", YELLOW) == 2


def test_archers_may_move_later_in_the_turn_as_a_normal_command_but_not_into_a_battle(dice):
    # "The troop is allowed to move before or after the archer attack, but you may not move into an enemy area and
    # start a battle with this troop this turn" (Card Appendix, Archers; RULES.md A12)
    s = archers_field("archers")
    h.place(s, "r2c3", YELLOW, 2)  # a mountain next to the archers
    h.give(s, EVIL, reinforcements=2)
    dice += [faces(blank=3)]
    s = after_shot(shoot(s, "r2c2", "r3c3", 3))
    assert h.fresh(s, "r2c2", BLACK) == 3 and "r2c2" in options(s, EVIL, "command", "area")
    s, _ = h.act(s, EVIL, "deploy", area="r1c2")  # another action first: the shooters wait
    s, _ = h.act(s, EVIL, "deploy_count", count=2)
    s, _ = h.act(s, EVIL, "command", area="r2c2")
    s, _ = h.act(s, EVIL, "troop", colour=BLACK, minions=3, leaders=[])
    assert options(s, EVIL, "step", "area") == {"r2c1", "r1c2", "r3c2"}
    s, _ = h.act(s, EVIL, "step", area="r3c2")
    assert minions(s, "r3c2", BLACK) == 3 and commands(s, EVIL)["used"] == 1


def test_units_that_did_not_shoot_may_still_attack_and_a_troop_holding_a_shooter_may_not(dice):
    s = archers_field("archers")
    h.place(s, "r2c3", YELLOW, 2)
    dice += [faces(blank=2)]
    s = after_shot(shoot(s, "r2c2", "r3c3", 2))  # 2 of the 3 demons shoot
    s, _ = h.act(s, EVIL, "command", area="r2c2")
    assert options(s, EVIL, "troop", "minions") == {1, 2, 3}
    s1, _ = h.act(s, EVIL, "troop", colour=BLACK, minions=1, leaders=[])
    assert "r2c3" in options(s1, EVIL, "step", "area")
    s2, _ = h.act(s, EVIL, "troop", colour=BLACK, minions=2, leaders=[])
    assert "r2c3" not in options(s2, EVIL, "step", "area")


def test_a_shooting_leader_may_move_later_but_never_into_a_battle(dice):
    s = field()
    h.place(s, "r2c2", BLACK, 0, leaders=("black-seraph-1",))
    h.place(s, "r3c2", YELLOW, 2)
    h.place(s, "r2c3", YELLOW, 2)
    hold(s, EVIL, "archers")
    dice += [faces(blank=4)]
    s = after_shot(shoot(s, "r2c2", "r3c2", 0, ["black-seraph-1"]))
    s, _ = h.act(s, EVIL, "command", area="r2c2")
    s, _ = h.act(s, EVIL, "troop", colour=BLACK, minions=0, leaders=["black-seraph-1"])
    assert options(s, EVIL, "step", "area") == {"r2c1", "r1c2"}


def test_shooters_with_only_enemies_around_are_no_source_of_a_command(dice):
    s = field()
    h.place(s, "r2c2", BLACK, 2)
    for enemy in ("r1c2", "r2c1", "r2c3", "r3c2"):
        h.place(s, enemy, YELLOW, 1)
    hold(s, EVIL, "archers")
    assert "r2c2" in options(s, EVIL, "command", "area")
    dice += [faces(blank=2)]
    s = after_shot(shoot(s, "r2c2", "r3c2", 2))
    assert "r2c2" not in options(s, EVIL, "command", "area")


def test_archers_two_shoots_with_two_troops_one_after_the_other(dice):
    s = archers_field("archers_2")
    h.place(s, "r4c4", BLACK, 2)
    dice += [faces(hit=1, blank=2), faces(hit=2)]
    s = run(shoot(s, "r2c2", "r3c3", 3), until=lambda st: h.top_kind(st) == "archers")[0]
    assert "decline" in h.legal_types(s, EVIL)
    s, _ = h.act(s, EVIL, "archers", area="r4c4", target="r5c5")
    s, _ = h.act(s, EVIL, "archer_troop", minions=2, leaders=[])
    s = to_turn(s)
    assert minions(s, "r3c3", YELLOW) == 3 and minions(s, "r5c5", YELLOW) == 0


# -- Blinding Light (AF-79) --------------------------------------------------------------------------------------------
def test_blinding_light_drives_up_to_two_demons_of_one_area_back_toward_their_side():
    s = good_field()
    h.place(s, "r4c2", YELLOW, 2)
    h.place(s, "r3c2", BLACK, 3)
    h.place(s, "r3c4", BLACK, 3)
    hold(s, GOOD, "blinding_light")
    s, _ = play_type(s, GOOD, "blinding_light")
    assert options(s, GOOD, "blind", "area") == {"r3c2"}
    assert max(options(s, GOOD, "blind", "count")) == effect("blinding_light")["retreat"]
    s = to_turn(h.act(s, GOOD, "blind", area="r3c2", colour=BLACK, count=2)[0])
    assert minions(s, "r3c2", BLACK) == 1 and minions(s, "r2c2", BLACK) == 2


def test_blinded_demons_go_to_reinforcements_when_angels_stand_behind_them():
    s = good_field()
    h.place(s, "r4c2", YELLOW, 2)
    h.place(s, "r3c2", BLACK, 3)
    h.place(s, "r2c2", YELLOW, 1)
    hold(s, GOOD, "blinding_light")
    before = s["players"][EVIL]["reinforcements"]
    s, _ = play_type(s, GOOD, "blinding_light")
    s = to_turn(h.act(s, GOOD, "blind", area="r3c2", colour=BLACK, count=2)[0])
    assert minions(s, "r2c2", BLACK) == 0 and s["players"][EVIL]["reinforcements"] == before + 2


def test_blinding_light_two_drives_back_four_demons_from_different_areas():
    s = good_field()
    h.place(s, "r4c3", YELLOW, 2)
    h.place(s, "r3c2", BLACK, 2)
    h.place(s, "r3c4", BLACK, 3)
    hold(s, GOOD, "blinding_light_2")
    s, _ = play_type(s, GOOD, "blinding_light_2")
    s, _ = h.act(s, GOOD, "blind", area="r3c2", colour=BLACK, count=2)
    assert max(options(s, GOOD, "blind", "count")) == effect("blinding_light_2")["retreat"] - 2
    s = to_turn(h.act(s, GOOD, "blind", area="r3c4", colour=BLACK, count=2)[0])
    assert minions(s, "r3c2", BLACK) == 0 and minions(s, "r3c4", BLACK) == 1 and minions(s, "r2c4", BLACK) == 2


# -- Breakthrough (AF-80) ----------------------------------------------------------------------------------------------
def won_battle(dice, *types: str) -> dict:
    """Black's 5 demons at r2c2 beat 1 angel at r3c2 (scripted dice) and face the after-battle choice."""
    s = field()
    h.place(s, "r2c2", BLACK, 5)
    h.place(s, "r3c2", YELLOW, 1)
    hold(s, EVIL, *types)
    dice += [faces(hit=1, blank=4), faces(blank=1)]
    s, _ = h.act(s, EVIL, "command", area="r2c2")
    s, _ = h.act(s, EVIL, "troop", colour=BLACK, minions=5, leaders=[])
    s, _ = h.act(s, EVIL, "step", area="r3c2")
    return run(s, until=lambda st: h.top_kind(st) == "battle_won")[0]


def test_breakthrough_is_played_after_a_won_battle_not_from_the_menu(dice):
    s = field()
    h.place(s, "r2c2", BLACK, 5)
    hold(s, EVIL, "breakthrough")
    assert "breakthrough" not in playable_types(s, EVIL)
    s = won_battle(dice, "breakthrough")
    assert options(s, EVIL, "breakthrough", "gain") == {0}


def test_breakthrough_moves_the_winners_one_more_step_as_the_same_move(dice):
    s = won_battle(dice, "breakthrough")
    unused = commands(s, EVIL)["unused"]
    s, _ = h.act(s, EVIL, "breakthrough", gain=0)
    s = to_turn(h.act(s, EVIL, "step", area="r4c2")[0])
    assert minions(s, "r4c2", BLACK) == 5 and minions(s, "r3c2", BLACK) == 0
    assert commands(s, EVIL)["unused"] == unused and s["players"][EVIL]["tactics_played"] == 1


def test_breakthrough_two_first_gains_up_to_three_demons(dice):
    s = won_battle(dice, "breakthrough_2")
    assert max(options(s, EVIL, "breakthrough", "gain")) == effect("breakthrough_2")["gain"]
    s, _ = h.act(s, EVIL, "breakthrough", gain=3)
    s = to_turn(h.act(s, EVIL, "step", area="r4c2")[0])
    assert minions(s, "r4c2", BLACK) == 8


def test_breakthrough_is_not_offered_once_the_turns_tactic_is_played(dice):
    s = won_battle(dice, "breakthrough")
    s["players"][EVIL]["tactics_played"] = 1
    assert "breakthrough" not in h.legal_types(s, EVIL)


# -- Brutal Assault, Holy Fury: played with the attacking troop's command (AF-31, AF-81, AF-84) ------------------------
def attack_with(s: dict, seat: int, type_: str, src: str, troop: dict, *areas: str) -> dict:
    """Play a card enhancing a command and send the troop along `areas` (the last one attacked)."""
    s, _ = play_type(s, seat, type_)
    return path(s, seat, src, troop, *areas)[0]


def test_brutal_assault_makes_circles_deal_damage_for_the_whole_battle():
    s = field()
    h.place(s, "r2c2", BLACK, 4)
    h.place(s, "r3c2", YELLOW, 2)
    hold(s, EVIL, "brutal_assault")
    s = attack_with(s, EVIL, "brutal_assault", "r2c2", {"colour": BLACK, "minions": 4, "leaders": []}, "r3c2")
    fx = s["battle"]["fx"]["attacker"]
    assert fx["circle_damage"] == effect("brutal_assault")["circle_damage"] and fx["charge"] == 0


def test_brutal_assault_two_adds_charge_one():
    s = field()
    h.place(s, "r2c2", BLACK, 4)
    h.place(s, "r3c2", YELLOW, 2)
    hold(s, EVIL, "brutal_assault_2")
    s = attack_with(s, EVIL, "brutal_assault_2", "r2c2", {"colour": BLACK, "minions": 4, "leaders": []}, "r3c2")
    assert s["battle"]["fx"]["attacker"]["charge"] == effect("brutal_assault_2")["charge"]


def test_holy_fury_adds_damage_and_prevention_and_level_two_doubles_them():
    for type_ in ("holy_fury", "holy_fury_2"):
        s = good_field()
        h.place(s, "r4c2", YELLOW, 4)
        h.place(s, "r3c2", BLACK, 2)
        hold(s, GOOD, type_)
        s = attack_with(s, GOOD, type_, "r4c2", {"colour": YELLOW, "minions": 4, "leaders": []}, "r3c2")
        fx = s["battle"]["fx"]["attacker"]
        assert (fx["bonus"], fx["pool"]) == (effect(type_)["damage"], effect(type_)["prevent"])


def test_holy_fury_is_played_with_a_command_and_spends_it():
    s = good_field()
    h.place(s, "r4c2", YELLOW, 4)
    hold(s, GOOD, "holy_fury")
    h.give(s, GOOD, commands={"unused": 0, "used": 3})
    assert "holy_fury" not in playable_types(s, GOOD)
    h.give(s, GOOD, commands={"unused": 1, "used": 2})
    s, _ = play_type(s, GOOD, "holy_fury")
    s, _ = h.act(s, GOOD, "command", area="r4c2")
    assert commands(s, GOOD) == {"unused": 0, "used": 3}


# -- Cavalry (AF-82, AF-111; AF-E4) ------------------------------------------------------------------------------------
def test_example_af_e4_cavalry_rides_over_its_own_full_area_into_battle_and_a_second_tactic_is_rejected():
    s = good_field()
    h.place(s, "r5c3", YELLOW, 3)
    h.place(s, "r4c3", YELLOW, 5)  # a full mountain area of his own
    h.place(s, "r3c3", BLACK, 2)
    h.place(s, "r4c4", BLACK, 2)
    cav, oon = hold(s, GOOD, "cavalry", "out_of_nowhere")
    s, _ = h.act(s, GOOD, "play", card=cav)
    s, _ = path(s, GOOD, "r5c3", {"colour": YELLOW, "minions": 3, "leaders": []}, "r5c4")
    assert "r3c4" not in options(s, GOOD, "step", "area")  # the way on lies through the demons at r4c4
    s = good_field()
    h.place(s, "r5c3", YELLOW, 3)
    h.place(s, "r4c3", YELLOW, 5)
    h.place(s, "r3c3", BLACK, 2)
    cav, oon = hold(s, GOOD, "cavalry", "out_of_nowhere")
    s, _ = h.act(s, GOOD, "play", card=cav)
    s, _ = path(s, GOOD, "r5c3", {"colour": YELLOW, "minions": 3, "leaders": []}, "r4c3", "r3c3")
    assert s["battle"] is not None and s["battle"]["area"] == "r3c3"
    s = to_turn(s)
    assert oon in s["players"][GOOD]["hand"] and "play" in h.refused(s, GOOD, {"type": "play", "card": oon})


def test_cavalry_costs_one_command_and_an_arch_troop_gets_no_third_step():
    s = good_field()
    h.place(s, "r4c2", YELLOW, 3, leaders=("yellow-arch",))
    hold(s, GOOD, "cavalry")
    s, _ = play_type(s, GOOD, "cavalry")
    s, _ = path(s, GOOD, "r4c2", {"colour": YELLOW, "minions": 3, "leaders": ["yellow-arch"]}, "r3c2", "r2c2")
    assert commands(s, GOOD)["used"] == 1 and h.at_turn(s, GOOD)


def test_cavalry_two_moves_two_troops_one_after_the_other_each_with_charge_one():
    s = good_field()
    h.place(s, "r5c3", YELLOW, 3)
    h.place(s, "r4c4", YELLOW, 3)
    h.place(s, "r2c4", BLACK, 2)
    hold(s, GOOD, "cavalry_2")
    s, _ = play_type(s, GOOD, "cavalry_2")
    s, _ = path(s, GOOD, "r5c3", {"colour": YELLOW, "minions": 3, "leaders": []}, "r5c2", "r4c2")
    assert h.top_kind(s) == "card_command" and "decline" in h.legal_types(s, GOOD)
    s, _ = path(s, GOOD, "r4c4", {"colour": YELLOW, "minions": 3, "leaders": []}, "r3c4", "r2c4")
    assert s["battle"]["fx"]["attacker"]["charge"] == effect("cavalry_2")["charge"]
    assert commands(s, GOOD)["used"] == 2


def test_cavalry_leader_adds_charge_when_a_seraph_rides():
    s = good_field()
    h.give(s, GOOD, seraph_cards=[h.training_card("good", "cavalry_leader"), None])
    h.place(s, "r4c4", YELLOW, 3, leaders=("yellow-seraph-1",))
    h.place(s, "r2c4", BLACK, 2)
    hold(s, GOOD, "cavalry")
    s, _ = play_type(s, GOOD, "cavalry")
    s, _ = path(s, GOOD, "r4c4", {"colour": YELLOW, "minions": 3, "leaders": ["yellow-seraph-1"]}, "r3c4", "r2c4")
    assert s["battle"]["fx"]["attacker"]["charge"] == content().card_type("cavalry_leader")["effect"]["charge"]


def test_quick_march_joins_a_cavalry_troop_for_three_steps():
    s = good_field()
    h.place(s, "r5c3", YELLOW, 3)
    hold(s, GOOD, "cavalry", "quick_march")
    s, _ = play_type(s, GOOD, "cavalry")
    s, _ = combo(s, GOOD, "quick_march")
    s, _ = path(s, GOOD, "r5c3", {"colour": YELLOW, "minions": 3, "leaders": []}, "r5c2", "r4c2", "r3c2")
    assert h.at_turn(s, GOOD) and minions(s, "r3c2", YELLOW) == 3


# -- Healing Hands and Healing Touch (AF-83, AF-99) --------------------------------------------------------------------
def test_healing_hands_gains_up_to_three_angels_in_one_controlled_area_who_may_move():
    s = good_field()
    h.place(s, "r4c2", YELLOW, 2, fresh_=0)
    h.place(s, "r4c4", YELLOW, 2)
    hold(s, GOOD, "healing_hands")
    s, _ = play_type(s, GOOD, "healing_hands")
    assert options(s, GOOD, "heal_hands", "area") == {"r4c2", "r4c4"}
    assert options(s, GOOD, "heal_hands", "count") == {1, 2, 3}
    s, _ = h.act(s, GOOD, "heal_hands", area="r4c2", count=3)
    assert h.at_turn(s, GOOD) and minions(s, "r4c2", YELLOW) == 5 and h.fresh(s, "r4c2", YELLOW) == 3


def test_healing_hands_never_gains_more_than_fit():
    s = good_field()
    h.place(s, "r4c3", YELLOW, 4)  # a mountain: 1 slot left
    hold(s, GOOD, "healing_hands")
    s, _ = play_type(s, GOOD, "healing_hands")
    assert options(s, GOOD, "heal_hands", "count") == {1}


def test_healing_hands_two_heals_two_different_areas():
    s = good_field()
    h.place(s, "r4c2", YELLOW, 2)
    h.place(s, "r4c4", YELLOW, 2)
    hold(s, GOOD, "healing_hands_2")
    s, _ = play_type(s, GOOD, "healing_hands_2")
    s, _ = h.act(s, GOOD, "heal_hands", area="r4c2", count=3)
    assert options(s, GOOD, "heal_hands", "area") == {"r4c4"}
    s, _ = h.act(s, GOOD, "heal_hands", area="r4c4", count=2)
    assert h.at_turn(s, GOOD) and minions(s, "r4c4", YELLOW) == 4


def test_healing_touch_adds_an_area_where_the_arch_may_heal_three_instead():
    s = good_field()
    h.place(s, "r4c2", YELLOW, 2)
    h.place(s, "r4c4", YELLOW, 1, leaders=("yellow-arch",))
    s["leaders"]["yellow-arch"]["health"] = 5
    hold(s, GOOD, "healing_hands", "healing_touch")
    s, _ = play_type(s, GOOD, "healing_hands")
    s, _ = combo(s, GOOD, "healing_touch")
    s, _ = h.act(s, GOOD, "heal_hands", area="r4c2", count=3)
    s, _ = h.act(s, GOOD, "heal_arch", area="r4c4")
    touch = effect("healing_touch")
    assert h.at_turn(s, GOOD) and s["leaders"]["yellow-arch"]["health"] == 5 + touch["arch_heal"]
    assert minions(s, "r4c4", YELLOW) == 1 and s["players"][GOOD]["hand"] == []


# -- Out of Nowhere and Behind Enemy Lines (AF-85, AF-95; AF-E10, AF-E11) ----------------------------------------------
def test_out_of_nowhere_places_two_angels_in_different_empty_or_own_areas():
    s = good_field()
    h.place(s, "r4c3", YELLOW, 1)  # a mountain he controls
    h.place(s, "r3c2", BLACK, 1)
    hold(s, GOOD, "out_of_nowhere")
    s, _ = play_type(s, GOOD, "out_of_nowhere")
    allowed = options(s, GOOD, "place", "area")
    assert "r4c3" in allowed and "r2c1" in allowed and "r5c2" in allowed  # own, empty, own empty altar
    assert not {"r3c2", "r1c2", "r1c1", "r2c3"} & allowed  # enemy, enemy altar, resource areas not held
    s, _ = h.act(s, GOOD, "place", area="r2c1")
    assert "r2c1" not in options(s, GOOD, "place", "area")
    s = to_turn(h.act(s, GOOD, "place", area="r4c3")[0])
    assert minions(s, "r2c1", YELLOW) == 1 and h.fresh(s, "r4c3", YELLOW) == 2


def test_out_of_nowhere_two_places_five_angels():
    s = good_field()
    hold(s, GOOD, "out_of_nowhere_2")
    s, _ = play_type(s, GOOD, "out_of_nowhere_2")
    s = placed(s, GOOD, "r2c1", "r2c2", "r3c2", "r4c1")
    assert h.top_kind(s) == "out_of_nowhere"
    s = placed(s, GOOD, "r4c2")
    assert h.at_turn(s, GOOD) and sum(minions(s, a, YELLOW) for a in s["areas"]) == effect("out_of_nowhere_2")["gain"]


def test_example_af_e11_out_of_nowhere_two_with_behind_enemy_lines_places_six_up_to_three_an_area():
    s = good_field(good="uriel")
    hold(s, GOOD, "out_of_nowhere_2", "behind_enemy_lines")
    s, _ = play_type(s, GOOD, "out_of_nowhere_2")
    s, _ = combo(s, GOOD, "behind_enemy_lines")
    s = placed(s, GOOD, "r2c1", "r2c1", "r2c1")
    assert "r2c1" not in options(s, GOOD, "place", "area")  # a 4th angel in one area is rejected
    assert "not legal" in str(_refusal(s, {"type": "place", "area": "r2c1"}))
    s = placed(s, GOOD, "r4c2", "r4c2", "r3c4")
    assert h.at_turn(s, GOOD)
    assert [minions(s, a, YELLOW) for a in ("r2c1", "r4c2", "r3c4")] == [3, 2, 1]


def _refusal(s: dict, action: dict) -> str:
    """The refusal as the helpers' play reports it."""
    try:
        h.play(s, GOOD, action)
    except AssertionError as exc:
        return str(exc)
    raise AssertionError("accepted")


def test_example_af_e10_out_of_nowhere_and_healing_hands_make_a_troop_of_four_that_may_attack():
    s = good_field()
    h.place(s, "r2c2", BLACK, 2)
    hold(s, GOOD, "double_tactics", "out_of_nowhere", "healing_hands")
    s, _ = play_type(s, GOOD, "double_tactics")
    s, _ = play_type(s, GOOD, "out_of_nowhere")
    s = placed(s, GOOD, "r3c2", "r4c4")
    s, _ = play_type(s, GOOD, "healing_hands")
    s, _ = h.act(s, GOOD, "heal_hands", area="r3c2", count=3)
    assert minions(s, "r3c2", YELLOW) == 4 and h.fresh(s, "r3c2", YELLOW) == 4
    s, _ = h.act(s, GOOD, "command", area="r3c2")
    s, _ = h.act(s, GOOD, "troop", colour=YELLOW, minions=4, leaders=[])
    s, _ = h.act(s, GOOD, "step", area="r2c2")
    assert s["battle"] is not None and s["battle"]["troop"]["minions"] == 4


# -- Dark Portal (AF-86; AF-E9) ----------------------------------------------------------------------------------------
def test_dark_portal_jumps_to_a_friendly_or_empty_non_altar_area_and_cannot_move_again():
    s = field()
    h.place(s, "r2c2", BLACK, 3)
    h.place(s, "r4c4", BLACK, 1)
    h.place(s, "r4c2", YELLOW, 2)
    hold(s, EVIL, "dark_portal")
    s, _ = play_type(s, EVIL, "dark_portal")
    s, _ = path(s, EVIL, "r2c2", {"colour": BLACK, "minions": 3, "leaders": []})
    targets = options(s, EVIL, "step", "area")
    assert {"r4c4", "r5c5", "r3c4"} <= targets and not {"r4c2", "r5c2", "r4c3"} & targets
    s = to_turn(h.act(s, EVIL, "step", area="r5c5")[0])
    assert minions(s, "r5c5", BLACK) == 3 and h.fresh(s, "r5c5", BLACK) == 0


def test_example_af_e9_dark_portal_two_and_brutal_assault_two_attack_anywhere_with_charge_and_malus():
    s = field()
    h.place(s, "r2c2", BLACK, 5)
    h.place(s, "r5c4", YELLOW, 3)
    hold(s, EVIL, "double_tactics", "dark_portal_2", "brutal_assault_2")
    s, _ = play_type(s, EVIL, "double_tactics")
    s, _ = play_type(s, EVIL, "dark_portal_2")
    s, _ = combo(s, EVIL, "brutal_assault_2")
    s, _ = path(s, EVIL, "r2c2", {"colour": BLACK, "minions": 5, "leaders": []})
    assert "r5c2" not in options(s, EVIL, "step", "area")  # never an altar
    s, _ = h.act(s, EVIL, "step", area="r5c4")
    b = s["battle"]
    portal, assault = effect("dark_portal_2"), effect("brutal_assault_2")
    assert b["no_retreat"] and b["fx"]["attacker"]["malus"] == -portal["damage"]
    assert b["fx"]["attacker"]["charge"] == assault["charge"]
    assert b["fx"]["attacker"]["circle_damage"] == assault["circle_damage"]
    assert commands(s, EVIL)["used"] == 1 and s["players"][EVIL]["tactics_played"] == 2


def test_without_double_tactics_brutal_assault_cannot_join_a_dark_portal():
    s = field()
    h.place(s, "r2c2", BLACK, 5)
    hold(s, EVIL, "dark_portal_2", "brutal_assault_2")
    s, _ = play_type(s, EVIL, "dark_portal_2")
    assert "combo" not in h.legal_types(s, EVIL)


# -- Persuader and Backstab (AF-87, AF-94) -----------------------------------------------------------------------------
def test_persuader_turns_an_angel_next_to_your_units_into_a_demon_of_yours():
    s = field()
    h.place(s, "r2c2", BLACK, 2)
    h.place(s, "r3c3", YELLOW, 3)
    h.place(s, "r5c5", YELLOW, 3)
    hold(s, EVIL, "persuader")
    reserve = s["reserve"]["minions"][YELLOW]
    s, _ = play_type(s, EVIL, "persuader")
    assert options(s, EVIL, "persuade", "area") == {"r3c3"}
    s = to_turn(h.act(s, EVIL, "persuade", area="r3c3", colour=YELLOW, to="r2c2")[0])
    assert minions(s, "r3c3", YELLOW) == 2 and minions(s, "r2c2", BLACK) == 3
    assert s["reserve"]["minions"][YELLOW] == reserve + 1


def test_a_persuaded_angel_without_room_for_the_demon_goes_to_reinforcements():
    s = field()
    h.place(s, "r2c2", BLACK, 9)
    h.place(s, "r3c2", YELLOW, 3, leaders=("yellow-seraph-1",))
    hold(s, EVIL, "persuader")
    before = s["players"][EVIL]["reinforcements"]
    s, _ = play_type(s, EVIL, "persuader")
    s = to_turn(h.act(s, EVIL, "persuade", area="r3c2", colour=YELLOW, to="r2c2")[0])
    assert minions(s, "r3c2", YELLOW) == 2 and minions(s, "r2c2", BLACK) == 9  # the seraph's aura can't help
    assert s["players"][EVIL]["reinforcements"] == before + 1


def test_persuader_two_takes_three_angels_from_different_areas():
    s = field()
    h.place(s, "r2c2", BLACK, 2)
    h.place(s, "r2c4", BLACK, 2)
    h.place(s, "r3c2", YELLOW, 2)
    h.place(s, "r3c3", YELLOW, 2)
    h.place(s, "r3c5", YELLOW, 2)
    hold(s, EVIL, "persuader_2")
    s, _ = play_type(s, EVIL, "persuader_2")
    s, _ = h.act(s, EVIL, "persuade", area="r3c2", colour=YELLOW, to="r2c2")
    assert "r3c2" not in options(s, EVIL, "persuade", "area")
    s, _ = h.act(s, EVIL, "persuade", area="r3c3", colour=YELLOW, to="r2c2")
    s = to_turn(h.act(s, EVIL, "persuade", area="r3c5", colour=YELLOW, to="r2c4")[0])
    assert [minions(s, a, YELLOW) for a in ("r3c2", "r3c3", "r3c5")] == [1, 1, 1]
    assert (minions(s, "r2c2", BLACK), minions(s, "r2c4", BLACK)) == (4, 3)


def test_backstab_makes_each_persuaded_angel_deal_one_damage_the_aura_may_prevent():
    s = field()
    h.place(s, "r2c2", BLACK, 2)
    h.place(s, "r2c4", BLACK, 2)
    h.place(s, "r3c2", YELLOW, 3)
    h.place(s, "r3c4", YELLOW, 3, leaders=("yellow-seraph-1",))
    hold(s, EVIL, "persuader_2", "backstab")
    s, _ = play_type(s, EVIL, "persuader_2")
    s, _ = combo(s, EVIL, "backstab")
    s, _ = h.act(s, EVIL, "persuade", area="r3c2", colour=YELLOW, to="r2c2")
    s, _ = h.act(s, EVIL, "persuade", area="r3c4", colour=YELLOW, to="r2c4")
    s = to_turn(s)
    assert minions(s, "r3c2", YELLOW) == 1 and minions(s, "r3c4", YELLOW) == 2


def test_units_that_attacked_this_turn_cannot_shoot_with_archers_but_the_others_can(dice):
    s = archers_field("archers")
    h.place(s, "r2c3", YELLOW, 1)  # next to the demons: 2 of the 3 attack it
    dice += [faces(hit=2), faces(blank=1)]
    s, _ = path(s, EVIL, "r2c2", {"colour": BLACK, "minions": 2, "leaders": []}, "r2c3")
    s = run(s)[0]
    assert minions(s, "r2c3", BLACK) == 2 and minions(s, "r2c2", BLACK) == 1
    s, _ = play_type(s, EVIL, "archers")
    # both areas touch the angels at r3c3, but only the demon that stayed behind may shoot (AF-78)
    assert options(s, EVIL, "archers", "area") == {"r2c2"}
    s, _ = h.act(s, EVIL, "archers", area="r2c2", target="r3c3")
    assert options(s, EVIL, "archer_troop", "minions") == {1}

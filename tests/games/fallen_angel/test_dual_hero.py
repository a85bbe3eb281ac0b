"""Dual Hero Operation (row 67, option `dual_hero`): two-slot Hatches, up to two Hero cards per placement, one per
slot, resolved in card-number order, and every interaction of the rulebook's "Clarifications for Dual Hero
Operation Effects" as its own test. Yellow is the active player throughout; 4 seats (Blue, Yellow, Red, Green)."""
from __future__ import annotations

import random

import pytest

from shared.engine.contract import strip_label
from shared.games.fallen_angel import steps
from shared.games.fallen_angel.content import content
from tests.games.fallen_angel import helpers as h
from tests.games.fallen_angel.placement_helpers import (BLUE, RED, YELLOW, action_section, at, card, choices, group,
                                                        hand, monster_section, my_turn, region_of, unused,
                                                        values_in)
from tests.games.fallen_angel.placement_helpers import tile_calls  # noqa: F401  (fixture)


# -- builders --------------------------------------------------------------------------------------------------------
def dual_board(players: int = 4, seed: int = 1) -> dict:
    """A Dual Hero game at its first main-phase turn with every die, group, jail, hand and Hatch slot cleared."""
    state = h.to_main(h.new_state(players, seed, dual_hero=True))
    for die in state["dice"].values():
        if die["at"] == "unused":
            die["at"] = "discarded"
    for spot in state["sections"].values():
        spot.update(groups=[], jail=[], monster_dice=[])
    for player in state["players"]:
        player["heroes"]["hand"] = []
    state["hatches"] = {hatch: [[], []] for hatch in content().hatches_by_id}
    return state


def dual_turn(*heroes: str) -> dict:
    """A cleared Dual Hero board at Yellow's turn with these heroes in hand."""
    s = my_turn(dual_board(), YELLOW)
    hand(s, YELLOW, *heroes)
    return s


def hatch_of(sec_or_region: str) -> str:
    """The Hatch id of a Region (given the Region or one of its Sections)."""
    region = sec_or_region if sec_or_region in content().regions else region_of(sec_or_region)
    return content().hatch_of_region[region]


def in_slot(s: dict, where: str, slot: int, *cards: str) -> str:
    """Put cards (bottom first) in a slot of a Region's Hatch; returns the Hatch id."""
    hatch = hatch_of(where)
    s["hatches"][hatch][slot] += list(cards)
    return hatch


def first(s: dict, hero: str, **keys) -> dict:
    """Play Yellow's card of `hero` as the first card with these entry fields."""
    s, _ = h.act(s, YELLOW, "play_hero", card=card(s, YELLOW, hero), **keys)
    return s


def second(s: dict, hero: str | None, slots: list[int] | None = None) -> dict:
    """Add Yellow's card of `hero` (None: play the first alone), then choose the slots when asked."""
    if hero is None:
        s, _ = h.act(s, YELLOW, "alone")
    else:
        s, _ = h.act(s, YELLOW, "second", card=card(s, YELLOW, hero))
    if h.top_kind(s) == "dual_slot":
        s, _ = h.act(s, YELLOW, "slots", **({"slots": slots} if slots is not None else {}))
    return s


def pair(s: dict, one: str, two: str, sec: str, slots: list[int] | None = None) -> dict:
    """Play two of Yellow's heroes (the lower number first) landing in `sec`."""
    return second(first(s, one, section=sec), two, slots)


def seconds(s: dict) -> list:
    """The open second-card step's choices: hero ids, and None for `alone`."""
    return [None if a["type"] == "alone" else content().hero_cards[a["card"]]["hero"] for a in h.legal(s, YELLOW)]


def entry_sections(s: dict, hero: str) -> set[str]:
    """The landing Sections Yellow's card of `hero` is offered for as a first card."""
    mine = card(s, YELLOW, hero)
    return {a["section"] for a in h.legal(s, YELLOW) if a["type"] == "play_hero" and a["card"] == mine
            and "section" in a}


def other_section(sec: str) -> str:
    """A Section of another Region."""
    return next(x for x in content().section_ids if region_of(x) != region_of(sec))


def kick_to(s: dict, die: str, jail: str) -> dict:
    """The Paladin's kick of `die` into `jail`'s Dice Jail."""
    s, _ = h.act(s, YELLOW, "kick", die=die)
    s, _ = h.act(s, YELLOW, "jail", section=jail)
    return s


# -- two-slot Hatches; one or two cards, one per slot ---------------------------------------------------------------
def test_with_dual_hero_every_hatch_has_two_empty_slots_and_without_it_one_stack():
    dual = h.new_state(2, 1, dual_hero=True)["hatches"]
    base = h.new_state(2, 1)["hatches"]
    assert all(cards == [[], []] for cards in dual.values()) and set(dual) == set(content().hatches_by_id)
    assert all(cards == [] for cards in base.values())


def test_a_single_hero_may_go_in_either_slot_of_the_landing_hatch():
    s = dual_turn("archer")
    sec = action_section(s)
    unused(s, YELLOW, 4)
    s = first(s, "archer", section=sec)
    assert seconds(s) == [None]
    s, _ = h.act(s, YELLOW, "alone")
    assert sorted(a["slots"] for a in h.legal(s, YELLOW)) == [[0], [1]]
    s, _ = h.act(s, YELLOW, "slots", slots=[1])
    assert s["hatches"][hatch_of(sec)] == [[], [card(s, YELLOW, "archer")]]
    assert h.top_kind(s) == "place_dice"


def test_two_heroes_go_in_different_slots_of_the_landing_hatch_and_resolve_in_number_order():
    s = dual_turn("paladin", "archer")
    sec = action_section(s)
    group(s, sec, (RED, 3))
    unused(s, YELLOW, 4)
    s = first(s, "paladin", section=sec)
    s, _ = h.act(s, YELLOW, "second", card=card(s, YELLOW, "archer"))
    assert sorted(a["slots"] for a in h.legal(s, YELLOW)) == [[0, 1], [1, 0]]
    s, _ = h.act(s, YELLOW, "slots", slots=[1, 0])
    assert s["hatches"][hatch_of(sec)] == [[card(s, YELLOW, "archer")], [card(s, YELLOW, "paladin")]]
    assert card(s, YELLOW, "paladin") not in s["players"][YELLOW]["heroes"]["hand"]
    assert h.top_kind(s) == "dual_kick"


def test_the_second_card_must_have_a_higher_number_than_the_first():
    s = dual_turn("paladin", "warrior")
    sec = action_section(s)
    group(s, sec, (RED, 3))
    unused(s, YELLOW, 5)
    assert seconds(first(s, "warrior", section=sec)) == [None]
    assert seconds(first(s, "paladin", section=sec)) == ["warrior", None]


def test_a_card_that_cannot_complete_alone_is_offered_when_a_partner_completes_it():
    s = dual_turn("paladin", "warrior")
    sec = action_section(s)
    group(s, sec, (RED, 5))
    group(s, sec, (BLUE, 5))
    unused(s, YELLOW, 3)  # a kick leaves a 5 that a 3 beats only with the Warrior's pips
    assert sec in entry_sections(s, "paladin")
    s = first(s, "paladin", section=sec)
    assert seconds(s) == ["warrior"]


def test_without_the_option_a_hero_plays_alone_on_the_one_stack_hatch():
    s = dual_turn("paladin", "archer")
    s["options"]["dual_hero"] = False
    s["hatches"] = {hatch: [] for hatch in content().hatches_by_id}
    sec = action_section(s)
    unused(s, YELLOW, 4)
    s, _ = h.act(s, YELLOW, "play_hero", card=card(s, YELLOW, "archer"), section=sec)
    assert h.top_kind(s) == "place_dice" and s["hatches"][hatch_of(sec)] == [card(s, YELLOW, "archer")]


# -- I Jester: goes down first, copies the top card of its slot, no effect twice ------------------------------------
def test_the_jester_copies_the_top_card_of_the_slot_it_covers():
    s = dual_turn("jester")
    hatch = in_slot(s, "triangle", 0, card(s, RED, "archer"), card(s, RED, "paladin"))
    in_slot(s, "triangle", 1, card(s, RED, "thief"))
    sec = action_section(s, region="square")
    group(s, sec, (RED, 2))
    unused(s, YELLOW, 5)
    labels = {a["slot"]: a["label"] for a in h.legal(s, YELLOW)
              if a["type"] == "play_hero" and a.get("hatch") == hatch and a.get("section") == sec}
    assert "as II. Human Paladin" in labels[0] and "as VI. Halfling Thief" in labels[1]
    s = first(s, "jester", hatch=hatch, slot=0, section=sec)
    assert s["hatches"][hatch][0][-1] == card(s, YELLOW, "jester")  # down before anything resolves
    s = second(s, None)
    assert h.top_kind(s) == "hero_kick"


def test_the_jester_cannot_join_the_card_whose_effect_it_copies():
    s = dual_turn("jester", "paladin", "archer")
    hatch = in_slot(s, "triangle", 0, card(s, RED, "paladin"))
    sec = action_section(s, region="square")
    group(s, sec, (RED, 2))
    group(s, sec, (BLUE, 3))  # two opponents' dice: two kicks could complete, but one effect is used once
    unused(s, YELLOW, 5)
    s = first(s, "jester", hatch=hatch, slot=0, section=sec)
    assert sorted(map(str, seconds(s))) == ["None", "archer"]


def test_a_jester_on_the_landing_hatch_leaves_the_other_slot_to_the_second_card():
    s = dual_turn("jester", "archer")
    sec = action_section(s, region="circle")
    hatch = in_slot(s, sec, 1, card(s, RED, "paladin"))
    group(s, sec, (RED, 3))
    unused(s, YELLOW, 4)
    s = first(s, "jester", hatch=hatch, slot=1, section=sec)
    s, _ = h.act(s, YELLOW, "second", card=card(s, YELLOW, "archer"))
    assert s["hatches"][hatch] == [[card(s, YELLOW, "archer")], [card(s, RED, "paladin"), card(s, YELLOW, "jester")]]
    assert h.top_kind(s) == "dual_kick"  # the copied Paladin (II) before the Archer (IX)


def test_a_jester_over_an_empty_slot_has_no_power_but_may_join_another_card():
    s = dual_turn("jester", "ninja")
    sec = action_section(s, region="triangle")
    group(s, sec, (RED, 6))
    unused(s, YELLOW, 1, 2, 4)
    s = first(s, "jester", hatch=hatch_of("square"), slot=0, section=sec)
    s = second(s, "ninja", slots=[0])
    assert h.top_kind(s) == "place_dice" and choices(s, YELLOW) == [[1, 2, 4]]


def test_a_jester_copying_the_warlord_with_a_partner_resolves_it_last(tile_calls):
    s = dual_turn("jester", "archer")
    hatch = in_slot(s, "triangle", 0, card(s, RED, "warlord"))
    sec = action_section(s, region="square")
    unused(s, YELLOW, 4, 1)
    s = first(s, "jester", hatch=hatch, slot=0, section=sec)
    assert seconds(s) == ["archer"]  # the Warlord places nothing alone
    s = second(s, "archer", slots=[0])
    s, _ = h.act(s, YELLOW, "place_dice", values=[4])
    s, _ = h.act(s, YELLOW, "use_tile")
    assert h.top_kind(s) == "dual_region"


# -- II Paladin first, III Assassin (die placed, target discarded), IV Illusionist, V Summoner ------------------------
def test_the_paladin_kicks_before_the_assassin_replaces_another_opponents_die():
    s = dual_turn("paladin", "assassin")
    sec = action_section(s)
    (red4,) = group(s, sec, (RED, 4))
    (blue6,) = group(s, sec, (BLUE, 6))
    unused(s, YELLOW, 1, 3)
    s = pair(s, "paladin", "assassin", sec, slots=[0, 1])
    assert h.top_kind(s) == "dual_kick"
    s = kick_to(s, blue6, other_section(sec))
    assert h.top_kind(s) == "dual_assassin" and [a["die"] for a in h.legal(s, YELLOW)] == [red4]
    s, _ = h.act(s, YELLOW, "assassinate", die=red4)
    s, _ = h.act(s, YELLOW, "assassin_die", value=1)
    s, _ = h.act(s, YELLOW, "place_dice", values=[3])
    assert values_in(s, sec) == [[1], [3]] and at(s, red4) == "discarded" and at(s, blue6) == "jail"


def test_the_assassin_die_is_placed_first_and_the_illusionist_may_flip_it():
    s = dual_turn("assassin", "illusionist")
    sec = action_section(s)
    (red6,) = group(s, sec, (RED, 6))
    unused(s, YELLOW, 6, 2)
    s = pair(s, "assassin", "illusionist", sec, slots=[0, 1])
    s, _ = h.act(s, YELLOW, "assassinate", die=red6)
    assert sorted(a["value"] for a in h.legal(s, YELLOW)) == [2, 6]  # a 6 works only because the flip follows
    s, _ = h.act(s, YELLOW, "assassin_die", value=6)
    assert at(s, red6) == "discarded" and h.top_kind(s) == "dual_flip"
    (assassin,) = s["sections"][sec]["groups"][-1]
    s, _ = h.act(s, YELLOW, "flip", die=assassin)
    s, _ = h.act(s, YELLOW, "place_dice", values=[2])
    assert values_in(s, sec) == [[1], [2]]


def test_the_illusionist_flips_before_the_summoner_summons():
    s = dual_turn("illusionist", "summoner")
    sec = action_section(s, index=0)
    (red5,) = group(s, sec, (RED, 5))
    (three,) = group(s, action_section(s, index=1), (YELLOW, 3))
    unused(s, YELLOW, 1)
    assert sec not in entry_sections(s, "summoner") and sec in entry_sections(s, "illusionist")
    s = pair(s, "illusionist", "summoner", sec, slots=[0, 1])
    assert h.top_kind(s) == "dual_flip"
    s, _ = h.act(s, YELLOW, "flip", die=red5)
    assert h.top_kind(s) == "dual_summon"
    s, _ = h.act(s, YELLOW, "summon", die=three)
    s, _ = h.act(s, YELLOW, "place_dice", values=[])
    assert values_in(s, sec) == [[2], [3]]


def test_the_summoner_cannot_take_the_assassin_die_just_placed_nor_make_an_assassin_die():
    s = dual_turn("assassin", "summoner")
    sec = action_section(s, index=0)
    (red4,) = group(s, sec, (RED, 4))
    (six,) = group(s, action_section(s, index=1), (YELLOW, 6))
    unused(s, YELLOW, 1, 5)
    s = pair(s, "assassin", "summoner", sec, slots=[0, 1])
    s, _ = h.act(s, YELLOW, "assassinate", die=red4)
    assert {a["value"] for a in h.legal(s, YELLOW)} <= {1, 5}  # only unused dice, never the free 6
    s, _ = h.act(s, YELLOW, "assassin_die", value=1)
    (assassin,) = s["sections"][sec]["groups"][-1]
    assert [a["die"] for a in h.legal(s, YELLOW)] == [six] and assassin != six


def test_a_summoned_die_never_becomes_the_phantom_die():
    s = dual_turn("summoner", "warlord")
    sec = action_section(s, index=0)
    group(s, sec, (RED, 5))
    (six,) = group(s, action_section(s, index=1), (YELLOW, 6))
    unused(s, YELLOW, 2, 1)
    s = pair(s, "summoner", "warlord", sec, slots=[0, 1])
    s, _ = h.act(s, YELLOW, "summon", die=six)
    s, _ = h.act(s, YELLOW, "place_dice", values=[])
    s, _ = h.act(s, YELLOW, "skip")
    s, _ = h.act(s, YELLOW, "warlord_region", region=region_of(sec))
    assert h.top_kind(s) == "hero_phantom" and sorted(a["value"] for a in h.legal(s, YELLOW)) == [1, 2]
    assert at(s, six) == "placed"


# -- VI Thief after II-V, VII Ninja with the Thief, VIII Warrior -----------------------------------------------------
def test_the_thief_jails_the_group_after_the_paladins_kick(tile_calls):
    s = dual_turn("paladin", "thief")
    sec = action_section(s)
    group(s, sec, (YELLOW, 2))
    (red6,) = group(s, sec, (RED, 6))
    (one,) = unused(s, YELLOW, 1)
    s = pair(s, "paladin", "thief", sec, slots=[0, 1])
    s = kick_to(s, red6, other_section(sec))
    assert h.top_kind(s) == "dual_thief_dice"
    s, _ = h.act(s, YELLOW, "thief_dice", values=[1])
    assert s["sections"][sec]["jail"] == [one] and values_in(s, sec) == [[2]]
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    assert tile_calls == [(YELLOW, s["sections"][sec]["tile"]["id"], 2)]


def test_the_thief_after_the_assassin_counts_the_assassin_die_for_strength(tile_calls):
    s = dual_turn("assassin", "thief")
    sec = action_section(s)
    (red6,) = group(s, sec, (RED, 6))
    unused(s, YELLOW, 1, 3)
    s = pair(s, "assassin", "thief", sec, slots=[0, 1])
    s, _ = h.act(s, YELLOW, "assassinate", die=red6)
    s, _ = h.act(s, YELLOW, "assassin_die", value=1)
    s, _ = h.act(s, YELLOW, "thief_dice", values=[3])
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    assert tile_calls[-1][2] == 2 and values_in(s, sec) == [[1]]


def test_the_thief_after_the_illusionist_fights_the_flipped_monster_die():
    s = dual_turn("illusionist", "thief")
    sec = monster_section(s, dice=(6,))
    (two,) = unused(s, YELLOW, 2)
    honor = s["players"][YELLOW]["honor"]
    s = pair(s, "illusionist", "thief", sec, slots=[0, 1])
    s, _ = h.act(s, YELLOW, "flip_monster", monster_index=0)
    s, _ = h.act(s, YELLOW, "thief_dice", values=[2])
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    s, _ = h.act(s, YELLOW, "fight", die=two)
    assert s["sections"][sec]["monster_dice"] == [] and s["players"][YELLOW]["honor"] == honor + 1
    assert at(s, two) == "jail"


def test_the_thief_with_the_summoner_jails_the_summoned_die(tile_calls):
    s = dual_turn("summoner", "thief")
    sec = action_section(s, index=0)
    source = action_section(s, index=1)
    (four,) = group(s, source, (YELLOW, 4))
    (five,) = unused(s, YELLOW, 5)
    s = pair(s, "summoner", "thief", sec, slots=[0, 1])
    s, _ = h.act(s, YELLOW, "summon", die=four)
    assert [a["values"] for a in h.legal(s, YELLOW)] == [[]]
    s, _ = h.act(s, YELLOW, "thief_dice", values=[])
    assert s["sections"][sec]["jail"] == [four] and values_in(s, source) == [] and at(s, five) == "unused"
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    assert tile_calls[-1][2] == 1


def test_the_ninja_with_the_thief_jails_two_dice_and_adds_a_level_one_action(tile_calls):
    s = dual_turn("thief", "ninja")
    sec = action_section(s)
    group(s, sec, (YELLOW, 3))
    unused(s, YELLOW, 1, 2, 5)
    s = pair(s, "thief", "ninja", sec, slots=[0, 1])
    assert all(len(a["values"]) == 2 for a in h.legal(s, YELLOW))
    s, _ = h.act(s, YELLOW, "thief_dice", values=[1, 2])
    assert len(s["sections"][sec]["jail"]) == 2 and values_in(s, sec) == [[3]]
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    assert [c[2] for c in tile_calls] == [2, content().heroes["ninja"]["bonus_level"]]


def test_the_warrior_raises_the_thiefs_die_before_it_fights():
    s = dual_turn("thief", "warrior")
    sec = monster_section(s, dice=(5,))
    (two,) = unused(s, YELLOW, 2)
    s = pair(s, "thief", "warrior", sec, slots=[0, 1])
    s, _ = h.act(s, YELLOW, "thief_dice", values=[2])
    for _ in range(3):
        s, _ = h.act(s, YELLOW, "add_pip", die=two)
    assert s["dice"][two]["value"] == 5 and at(s, two) == "jail"
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    s, _ = h.act(s, YELLOW, "fight", die=two)
    assert s["sections"][sec]["monster_dice"] == []


def test_the_warrior_may_raise_the_phantom_die_with_the_pips_left():
    s = dual_turn("warrior", "warlord")
    sec = action_section(s)
    group(s, sec, (RED, 4))
    far = action_section(s, region=next(r for r in content().regions if r != region_of(sec)))
    (red6,) = group(s, far, (RED, 6))
    unused(s, YELLOW, 5, 3)
    s = pair(s, "warrior", "warlord", sec, slots=[0, 1])
    s, _ = h.act(s, YELLOW, "place_dice", values=[5])
    done = h.find(s, YELLOW, "done")
    assert "Phantom" in done["label"]
    s, _ = h.act(s, YELLOW, "done")
    s, _ = h.act(s, YELLOW, "skip")
    s, _ = h.act(s, YELLOW, "warlord_region", region=region_of(far))
    s, _ = h.act(s, YELLOW, "phantom", value=3)
    (phantom,) = [d for d in h.dice_of(s, YELLOW, "unused")]
    for _ in range(3):
        s, _ = h.act(s, YELLOW, "add_pip", die=phantom)
    assert at(s, phantom) == "discarded" and s["dice"][phantom]["value"] == 6
    assert h.top_kind(s) == "hero_kick" and [a.get("die") for a in h.legal(s, YELLOW)] == [red6, None]


# -- IX Archer, then the action; X Warlord last ----------------------------------------------------------------------
def test_the_archer_uses_another_tile_after_the_paladins_kick():
    s = dual_turn("paladin", "archer")
    sec = action_section(s)
    (red5,) = group(s, sec, (RED, 5))
    unused(s, YELLOW, 3)
    s = pair(s, "paladin", "archer", sec, slots=[0, 1])
    s = kick_to(s, red5, sec)
    s, _ = h.act(s, YELLOW, "place_dice", values=[3])
    targets = {a["section"] for a in h.legal(s, YELLOW) if a["type"] == "use_tile"}
    assert targets and sec not in targets


def test_the_archer_with_the_thief_uses_another_tile_at_the_thiefs_strength(tile_calls):
    s = dual_turn("thief", "archer")
    sec = action_section(s, index=0)
    group(s, sec, (YELLOW, 4))
    (one,) = unused(s, YELLOW, 1)
    s = pair(s, "thief", "archer", sec, slots=[0, 1])
    s, _ = h.act(s, YELLOW, "thief_dice", values=[1])
    targets = {a["section"] for a in h.legal(s, YELLOW) if a["type"] == "use_tile"}
    assert targets and sec not in targets and s["sections"][sec]["jail"] == [one]
    other = action_section(s, index=1)
    s, _ = h.act(s, YELLOW, "use_tile", section=other)
    assert tile_calls == [(YELLOW, s["sections"][other]["tile"]["id"], 2)]


def test_with_the_archer_the_ninjas_bonus_action_is_on_another_tile_too(tile_calls):
    s = dual_turn("ninja", "archer")
    sec = action_section(s, index=0)
    unused(s, YELLOW, 1, 2)
    s = pair(s, "ninja", "archer", sec, slots=[0, 1])
    s, _ = h.act(s, YELLOW, "place_dice", values=[1, 2])
    for _ in range(2):
        targets = {a["section"] for a in h.legal(s, YELLOW) if a["type"] == "use_tile"}
        assert targets and sec not in targets
        s, _ = h.act(s, YELLOW, "use_tile", section=sorted(targets)[0])
    assert [c[2] for c in tile_calls] == [1, content().heroes["ninja"]["bonus_level"]]


def test_the_warlord_resolves_after_the_placement_and_the_action_in_any_region(tile_calls):
    s = dual_turn("archer", "warlord")
    sec = action_section(s)
    unused(s, YELLOW, 4, 1)
    s = pair(s, "archer", "warlord", sec, slots=[0, 1])
    assert h.top_kind(s) == "place_dice"
    s, _ = h.act(s, YELLOW, "place_dice", values=[4])
    assert h.top_kind(s) == "use_tile"
    s, _ = h.act(s, YELLOW, "use_tile")
    assert tile_calls and h.top_kind(s) == "dual_region"
    assert {a["region"] for a in h.legal(s, YELLOW)} == set(content().regions)


def test_the_warlord_may_kick_the_assassin_die_of_this_placement_but_never_its_group():
    s = dual_turn("assassin", "warlord")
    sec = action_section(s)
    (red6,) = group(s, sec, (RED, 6))
    unused(s, YELLOW, 1, 2, 3)
    s = pair(s, "assassin", "warlord", sec, slots=[0, 1])
    s, _ = h.act(s, YELLOW, "assassinate", die=red6)
    s, _ = h.act(s, YELLOW, "assassin_die", value=1)
    (assassin,) = s["sections"][sec]["groups"][-1]
    s, _ = h.act(s, YELLOW, "place_dice", values=[2])
    (placed,) = s["sections"][sec]["groups"][-1]
    s, _ = h.act(s, YELLOW, "skip")
    s, _ = h.act(s, YELLOW, "warlord_region", region=region_of(sec))
    s, _ = h.act(s, YELLOW, "phantom", value=3)
    kicks = [a["die"] for a in h.legal(s, YELLOW) if a["type"] == "kick"]
    assert assassin in kicks and placed not in kicks


def test_a_warlord_partner_needs_a_die_left_for_the_phantom():
    s = dual_turn("archer", "warlord")
    sec = action_section(s)
    unused(s, YELLOW, 4)
    assert seconds(first(s, "archer", section=sec)) == [None]


def test_the_warlord_alone_places_nothing_and_goes_in_a_slot_of_its_regions_hatch():
    s = dual_turn("warlord")
    unused(s, YELLOW, 3)
    entries = [a for a in h.legal(s, YELLOW) if a["type"] == "play_hero"]
    assert entries and all("region" in a and "section" not in a for a in entries)
    s = first(s, "warlord", region="circle")
    s, _ = h.act(s, YELLOW, "slots", slots=[1])
    assert s["hatches"][hatch_of("circle")] == [[], [card(s, YELLOW, "warlord")]]
    assert h.top_kind(s) == "hero_phantom"


# -- whole games -------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_dual_hero_games_end_with_a_result_and_legal_lists_within_the_bound(players):
    for seed in range(3):
        rnd = random.Random(seed)
        s = h.new_state(players, seed, dual_hero=True)
        while h.GAME.result(s) is None:
            seat = h.active(s)
            legal = h.legal(s, seat)
            assert 0 < len(legal) <= 500, steps.open_decision(s)[1]["kind"]
            s = h.GAME.apply(s, seat, strip_label(rnd.choice(legal))).state
        assert s["phase"] == "over"

"""Hero cards H1-H10 (row 33): where each can be played, its Hatch, its power in steps, its remarks, and every
example of the Hero appendix as its own test (E10). Yellow is the rulebook's active player throughout."""
from __future__ import annotations

from shared.games.fallen_angel import placement
from shared.games.fallen_angel.content import content
from tests.games.fallen_angel import helpers as h
from tests.games.fallen_angel.placement_helpers import (BLUE, RED, YELLOW, action_section, at, card, choices, group,
                                                        hand, jailed, main_board, monster_section, my_turn,
                                                        on_hatch, region_of, unused, values_in)
from tests.games.fallen_angel.placement_helpers import tile_calls  # noqa: F401  (fixture)


def hero_turn(*heroes: str, seat: int = YELLOW) -> dict:
    """A cleared board at `seat`'s turn with these heroes in hand."""
    s = my_turn(main_board(), seat)
    hand(s, seat, *heroes)
    return s


def play(s: dict, hero: str, seat: int = YELLOW, **keys) -> dict:
    """Play `seat`'s card of `hero` with these entry fields."""
    s, _ = h.act(s, seat, "play_hero", card=card(s, seat, hero), **keys)
    return s


def hero_sections(s: dict, hero: str, seat: int = YELLOW) -> set[str]:
    """The landing Sections the card of `hero` is offered for."""
    mine = card(s, seat, hero)
    return {a["section"] for a in h.legal(s, seat) if a["type"] == "play_hero" and a["card"] == mine}


def hatch(s: dict, sec_or_region: str) -> list[str]:
    """The cards on a Region's Hatch (given the Region or one of its Sections)."""
    region = sec_or_region if sec_or_region in content().regions else region_of(sec_or_region)
    return s["hatches"][content().hatch_of_region[region]]


def other_section(sec: str) -> str:
    """A Section of another Region."""
    return next(x for x in content().section_ids if region_of(x) != region_of(sec))


# -- row 33: one hero per placement, on the landing Region's Hatch -----------------------------------------------------
def test_a_played_hero_goes_on_top_of_the_landing_regions_hatch_for_good():
    s = hero_turn("archer")
    sec = action_section(s)
    under = on_hatch(s, region_of(sec), card(s, RED, "ninja"))
    unused(s, YELLOW, 4)
    s = play(s, "archer", section=sec)
    archer = card(s, YELLOW, "archer")
    assert s["hatches"][under] == [card(s, RED, "ninja"), archer]
    assert archer not in s["players"][YELLOW]["heroes"]["hand"]
    assert all(not cards for hid, cards in s["hatches"].items() if hid != under)


def test_a_placement_takes_at_most_one_hero():
    s = hero_turn("archer", "ninja")
    sec = action_section(s)
    unused(s, YELLOW, 4, 5)
    s = play(s, "archer", section=sec)
    assert "play_hero" not in h.legal_types(s, YELLOW)
    assert h.legal_types(s, YELLOW) == ["place_dice"]


def test_a_hero_is_offered_only_where_its_power_can_complete():
    s = hero_turn("assassin")
    empty, held = action_section(s, index=0), action_section(s, index=1)
    group(s, held, (RED, 3))
    unused(s, YELLOW, 1, 4)
    assert hero_sections(s, "assassin") == {held}
    assert empty in {a["section"] for a in h.legal(s, YELLOW) if a["type"] == "place"}


# -- H1 Jester ---------------------------------------------------------------------------------------------------------
def test_example_e10_jester_1_covers_her_own_paladin_to_use_it_again():
    s = hero_turn("jester")
    paladin_hatch = on_hatch(s, "triangle", card(s, YELLOW, "paladin"))
    sec = action_section(s, region="square")
    group(s, sec, (RED, 4), (RED, 5))
    unused(s, YELLOW, 5)
    assert h.find(s, YELLOW, "place", section=sec) is None
    s = play(s, "jester", hatch=paladin_hatch, section=sec)
    assert h.top_kind(s) == "hero_kick"
    s, _ = h.act(s, YELLOW, "kick")
    s, _ = h.act(s, YELLOW, "jail", section=other_section(sec))
    s, _ = h.act(s, YELLOW, "place_dice", values=[5])
    assert values_in(s, sec) == [[4], [5]]
    assert s["hatches"][paladin_hatch] == [card(s, YELLOW, "paladin"), card(s, YELLOW, "jester")]
    assert hatch(s, "square") == []


def test_example_e10_jester_2_over_another_jester_has_no_power():
    s = hero_turn("jester")
    covered = on_hatch(s, "circle", card(s, RED, "paladin"), card(s, RED, "jester"))
    sec = action_section(s, region="circle")
    group(s, sec, (RED, 4), (RED, 5))
    unused(s, YELLOW, 5, 6)
    offered = {a["section"] for a in h.legal(s, YELLOW) if a["type"] == "play_hero" and a.get("hatch") == covered}
    assert offered == {a["section"] for a in h.legal(s, YELLOW) if a["type"] == "place"}
    s = play(s, "jester", hatch=covered, section=sec)
    assert h.top_kind(s) == "place_dice" and choices(s, YELLOW) == [[5, 6]]


def test_a_jester_over_an_empty_hatch_has_no_power():
    s = hero_turn("jester")
    sec = action_section(s)
    unused(s, YELLOW, 2)
    s = play(s, "jester", hatch=content().hatch_of_region["square"], section=sec)
    assert h.top_kind(s) == "place_dice"


def test_a_jester_covering_a_warlord_plays_the_warlord_in_any_region():
    s = hero_turn("jester")
    covered = on_hatch(s, "triangle", card(s, RED, "warlord"))
    unused(s, YELLOW, 3)
    regions = {a["region"] for a in h.legal(s, YELLOW) if a["type"] == "play_hero" and a.get("hatch") == covered}
    assert regions == set(content().regions)
    s = play(s, "jester", hatch=covered, region="circle")
    assert h.top_kind(s) == "hero_phantom" and s["hatches"][covered][-1] == card(s, YELLOW, "jester")


# -- H2 Paladin --------------------------------------------------------------------------------------------------------
def test_example_e10_paladin_1_jails_the_red_5_and_beats_the_red_4():
    s = hero_turn("paladin")
    sec = action_section(s)
    red4, red5 = group(s, sec, (RED, 4), (RED, 5))
    unused(s, YELLOW, 5)
    s = play(s, "paladin", section=sec)
    assert [a["die"] for a in h.legal(s, YELLOW)] == [red5]  # kicking the 4 would leave a 5 to beat
    s, _ = h.act(s, YELLOW, "kick", die=red5)
    elsewhere = other_section(sec)
    s, _ = h.act(s, YELLOW, "jail", section=elsewhere)
    assert at(s, red5) == "jail" and red5 in s["sections"][elsewhere]["jail"]
    assert choices(s, YELLOW) == [[5]]
    s, _ = h.act(s, YELLOW, "place_dice", values=[5])
    assert values_in(s, sec) == [[4], [5]] and hatch(s, sec) == [card(s, YELLOW, "paladin")]


def test_example_e10_paladin_2_removes_the_only_group_so_a_yellow_1_lands():
    s = hero_turn("paladin")
    sec = action_section(s)
    (red5,) = group(s, sec, (RED, 5))
    unused(s, YELLOW, 1)
    s = play(s, "paladin", section=sec)
    s, _ = h.act(s, YELLOW, "kick", die=red5)
    s, _ = h.act(s, YELLOW, "jail", section=sec)
    s, _ = h.act(s, YELLOW, "place_dice", values=[1])
    assert values_in(s, sec) == [[1]] and s["sections"][sec]["jail"] == [red5]


def test_the_paladin_cannot_kick_a_die_of_your_own_colour():
    s = hero_turn("paladin")
    sec = action_section(s)
    (own,) = group(s, sec, (YELLOW, 2))
    (red,) = group(s, sec, (RED, 3))
    unused(s, YELLOW, 6)
    s = play(s, "paladin", section=sec)
    kicks = [a["die"] for a in h.legal(s, YELLOW)]
    assert red in kicks and own not in kicks


def test_the_paladin_may_kick_a_die_below_the_topmost_group():
    s = hero_turn("paladin")
    sec = action_section(s)
    (bottom,) = group(s, sec, (RED, 1))
    group(s, sec, (BLUE, 2))
    unused(s, YELLOW, 6)
    s = play(s, "paladin", section=sec)
    assert bottom in [a["die"] for a in h.legal(s, YELLOW)]


def test_the_paladin_is_not_offered_without_an_opponents_free_die():
    s = hero_turn("paladin")
    sec = action_section(s)
    group(s, sec, (YELLOW, 2))
    jailed(s, sec, RED, 4)
    unused(s, YELLOW, 6)
    assert sec not in hero_sections(s, "paladin")


# -- H3 Assassin -------------------------------------------------------------------------------------------------------
def test_example_e10_assassin_1_replaces_a_red_6_with_a_yellow_1_then_places_a_2_at_strength_2(tile_calls):
    s = hero_turn("assassin")
    sec = action_section(s)
    (red6,) = group(s, sec, (RED, 6))
    unused(s, YELLOW, 1, 2)
    s = play(s, "assassin", section=sec)
    s, _ = h.act(s, YELLOW, "assassinate", die=red6)
    s, _ = h.act(s, YELLOW, "assassin_die", value=1)
    assert at(s, red6) == "discarded" and values_in(s, sec) == [[1]]
    s, _ = h.act(s, YELLOW, "place_dice", values=[2])
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    assert tile_calls == [(YELLOW, s["sections"][sec]["tile"]["id"], 2)]


def test_example_e10_assassin_2_makes_a_mixed_group_that_counts_for_both_colours(tile_calls):
    s = hero_turn("assassin")
    sec = action_section(s)
    red6, red4 = group(s, sec, (RED, 6), (RED, 4))
    unused(s, YELLOW, 1, 3, 4)
    s = play(s, "assassin", section=sec)
    s, _ = h.act(s, YELLOW, "assassinate", die=red6)
    s, _ = h.act(s, YELLOW, "assassin_die", value=1)
    top = s["sections"][sec]["groups"][-1]
    assert {s["dice"][d]["colour"] for d in top} == {"yellow", "red"} and values_in(s, sec) == [[1, 4]]
    assert all(sum(c) > 5 and len(c) == 2 for c in choices(s, YELLOW))
    s, _ = h.act(s, YELLOW, "place_dice", values=[3, 4])
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    assert tile_calls[-1][2] == 2
    unused(s, RED, 5, 6)
    s, _ = h.act(my_turn(s, RED), RED, "place", section=sec)
    s, _ = h.act(s, RED, "place_dice", values=[5, 6])
    s, _ = h.act(s, RED, "use_tile", section=sec)
    assert tile_calls[-1] == (RED, s["sections"][sec]["tile"]["id"], 2)


def test_the_assassin_needs_an_opponents_die_in_the_landing_section():
    s = hero_turn("assassin")
    sec = action_section(s)
    group(s, sec, (YELLOW, 2))
    unused(s, YELLOW, 1, 6)
    assert sec not in hero_sections(s, "assassin")


def test_the_assassin_needs_a_spare_unused_die_besides_the_group():
    s = hero_turn("assassin")
    sec = action_section(s)
    group(s, sec, (RED, 2))
    unused(s, YELLOW, 6)
    assert hero_sections(s, "assassin") == set()


def test_the_assassin_die_does_not_fight():
    s = hero_turn("assassin")
    sec = monster_section(s, dice=(1, 1))
    (red1,) = group(s, sec, (RED, 1))
    unused(s, YELLOW, 6, 2)
    s = play(s, "assassin", section=sec)
    s, _ = h.act(s, YELLOW, "assassinate", die=red1)
    assert [a["value"] for a in h.legal(s, YELLOW)] == [2]  # a 6 as the Assassin die would leave no group
    s, _ = h.act(s, YELLOW, "assassin_die", value=2)
    s, _ = h.act(s, YELLOW, "place_dice", values=[6])
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    assert [s["dice"][d]["value"] for d in s["steps"][-1]["fighters"]] == [6]
    s, _ = h.act(s, YELLOW, "fight")
    assert s["sections"][sec]["monster_dice"] == [1] and h.top_kind(s) == "main_turn"


# -- H4 Illusionist ----------------------------------------------------------------------------------------------------
def test_example_e10_illusionist_1_turns_a_red_6_into_a_red_1_and_places_a_yellow_2():
    s = hero_turn("illusionist")
    sec = action_section(s)
    (red6,) = group(s, sec, (RED, 6))
    unused(s, YELLOW, 2)
    assert h.find(s, YELLOW, "place", section=sec) is None
    s = play(s, "illusionist", section=sec)
    s, _ = h.act(s, YELLOW, "flip", die=red6)
    assert s["dice"][red6]["value"] == placement.flip_total() - 6 == 1
    s, _ = h.act(s, YELLOW, "place_dice", values=[2])
    assert values_in(s, sec) == [[1], [2]]


def test_example_e10_illusionist_2_turns_a_monster_5_into_a_2_and_a_yellow_3_destroys_it():
    s = hero_turn("illusionist")
    sec = monster_section(s, dice=(5,))
    unused(s, YELLOW, 3)
    honor = s["players"][YELLOW]["honor"]
    s = play(s, "illusionist", section=sec)
    s, _ = h.act(s, YELLOW, "flip_monster", monster_index=0)
    assert s["sections"][sec]["monster_dice"] == [2]
    s, _ = h.act(s, YELLOW, "place_dice", values=[3])
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    s, _ = h.act(s, YELLOW, "fight")
    assert s["sections"][sec]["monster_dice"] == [] and s["players"][YELLOW]["honor"] == honor + 1


def test_the_illusionist_may_flip_a_free_die_of_your_own_colour():
    s = hero_turn("illusionist")
    sec = action_section(s)
    (own,) = group(s, sec, (YELLOW, 5))
    unused(s, YELLOW, 4)
    s = play(s, "illusionist", section=sec)
    s, _ = h.act(s, YELLOW, "flip", die=own)
    assert s["dice"][own]["value"] == 2 and choices(s, YELLOW) == [[4]]


# -- H5 Summoner -------------------------------------------------------------------------------------------------------
def test_example_e10_summoner_1_takes_the_yellow_6_leaving_the_yellow_2_as_a_group():
    s = hero_turn("summoner")
    sec = action_section(s, index=0)
    group(s, sec, (RED, 4), (RED, 5))
    unused(s, YELLOW, 4)
    jailed(s, action_section(s, index=1), YELLOW, 5)
    source = action_section(s, index=2)
    two, six = group(s, source, (YELLOW, 2), (YELLOW, 6))
    s = play(s, "summoner", section=sec)
    assert [a["die"] for a in h.legal(s, YELLOW)] == [six]  # not the jailed 5; the 2 is too small
    s, _ = h.act(s, YELLOW, "summon", die=six)
    s, _ = h.act(s, YELLOW, "place_dice", values=[4])
    assert values_in(s, sec) == [[4, 5], [4, 6]] and values_in(s, source) == [[2]]
    assert placement.own_groups(s, source, YELLOW) == 1


def test_example_e10_summoner_2_a_summoned_6_alone_is_the_group_and_a_red_3_becomes_topmost():
    s = hero_turn("summoner")
    sec = action_section(s, index=0)
    group(s, sec, (RED, 5))
    unused(s, YELLOW, 1)
    source = action_section(s, index=1)
    group(s, source, (RED, 3))
    (six,) = group(s, source, (YELLOW, 6))
    s = play(s, "summoner", section=sec)
    s, _ = h.act(s, YELLOW, "summon", die=six)
    assert choices(s, YELLOW) == [[]]
    s, _ = h.act(s, YELLOW, "place_dice", values=[])
    assert values_in(s, sec) == [[5], [6]] and values_in(s, source) == [[3]]
    assert s["dice"][six]["value"] == 6 and at(s, six) == "placed"


def test_the_summoner_needs_unused_dice_at_turn_start():
    s = hero_turn("summoner")
    group(s, action_section(s, index=1), (YELLOW, 6))
    assert placement.turn_actions(s, YELLOW) == []
    unused(s, YELLOW, 1)
    assert hero_sections(s, "summoner")


def test_the_summoner_cannot_take_a_die_from_the_landing_section():
    s = hero_turn("summoner")
    sec = action_section(s)
    group(s, sec, (YELLOW, 6))
    unused(s, YELLOW, 1)
    assert sec not in hero_sections(s, "summoner")


# -- H6 Thief ----------------------------------------------------------------------------------------------------------
def test_example_e10_thief_1_jails_a_die_for_a_strength_2_action_that_never_counts_again(tile_calls):
    s = hero_turn("thief")
    sec = action_section(s)
    group(s, sec, (YELLOW, 3))
    unused(s, YELLOW, 1, 5)
    s = play(s, "thief", section=sec)
    s, _ = h.act(s, YELLOW, "thief_die", value=1)
    assert s["sections"][sec]["jail"] and at(s, s["sections"][sec]["jail"][0]) == "jail"
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    assert tile_calls[-1][2] == 2
    s, _ = h.act(my_turn(s, YELLOW), YELLOW, "place", section=sec)
    s, _ = h.act(s, YELLOW, "place_dice", values=[5])
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    assert tile_calls[-1][2] == 2


def test_example_e10_thief_2_a_jailed_yellow_1_defeats_the_black_1():
    s = hero_turn("thief")
    sec = monster_section(s, dice=(1,))
    (die,) = unused(s, YELLOW, 1)
    honor = s["players"][YELLOW]["honor"]
    s = play(s, "thief", section=sec)
    s, _ = h.act(s, YELLOW, "thief_die", value=1)
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    s, _ = h.act(s, YELLOW, "fight", die=die)
    assert s["sections"][sec]["monster_dice"] == [] and s["players"][YELLOW]["honor"] == honor + 1
    assert at(s, die) == "jail" and s["sections"][sec]["jail"] == [die] and s["sections"][sec]["groups"] == []


# -- H7 Ninja ----------------------------------------------------------------------------------------------------------
def test_example_e10_ninja_1_three_dice_beat_a_red_6_for_two_strength_1_actions(tile_calls):
    s = hero_turn("ninja")
    sec = action_section(s)
    group(s, sec, (RED, 6))
    unused(s, YELLOW, 4, 1, 2)
    assert h.find(s, YELLOW, "place", section=sec) is None
    s = play(s, "ninja", section=sec)
    assert choices(s, YELLOW) == [[1, 2, 4]]
    s, _ = h.act(s, YELLOW, "place_dice", values=[1, 2, 4])
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    assert [c[2] for c in tile_calls] == [1, 1]


def test_example_e10_ninja_2_over_your_own_topmost_gives_strength_3_plus_a_bonus_1(tile_calls):
    s = hero_turn("ninja")
    sec = action_section(s)
    group(s, sec, (YELLOW, 2))
    group(s, sec, (YELLOW, 3))
    unused(s, YELLOW, 1, 3)
    s = play(s, "ninja", section=sec)
    s, _ = h.act(s, YELLOW, "place_dice", values=[1, 3])
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    assert [c[2] for c in tile_calls] == [3, 1]


def test_the_ninja_group_must_still_beat_the_topmost_sum():
    s = hero_turn("ninja")
    sec = action_section(s)
    group(s, sec, (RED, 5))
    unused(s, YELLOW, 1, 2, 3, 4)
    s = play(s, "ninja", section=sec)
    assert all(len(c) == 2 and sum(c) > 5 for c in choices(s, YELLOW))
    assert [1, 4] not in choices(s, YELLOW) and [2, 4] in choices(s, YELLOW)


# -- H8 Warrior --------------------------------------------------------------------------------------------------------
def test_example_e10_warrior_1_adds_1_to_the_5_and_2_to_the_4_making_two_6s():
    s = hero_turn("warrior")
    sec = action_section(s)
    group(s, sec, (RED, 5), (RED, 6))
    five, four = unused(s, YELLOW, 5, 4)
    assert h.find(s, YELLOW, "place", section=sec) is None
    s = play(s, "warrior", section=sec)
    s, _ = h.act(s, YELLOW, "place_dice", values=[4, 5])
    assert "done" not in h.legal_types(s, YELLOW)
    s, _ = h.act(s, YELLOW, "add_pip", die=five)
    s, _ = h.act(s, YELLOW, "add_pip", die=four)
    s, _ = h.act(s, YELLOW, "add_pip", die=four)
    assert values_in(s, sec) == [[5, 6], [6, 6]]


def test_example_e10_warrior_2_a_die_reaching_6_loses_the_last_pip():
    s = hero_turn("warrior")
    sec = action_section(s)
    group(s, sec, (RED, 5))
    (four,) = unused(s, YELLOW, 4)
    s = play(s, "warrior", section=sec)
    s, _ = h.act(s, YELLOW, "place_dice", values=[4])
    s, _ = h.act(s, YELLOW, "add_pip", die=four)
    s, _ = h.act(s, YELLOW, "add_pip", die=four)
    assert values_in(s, sec) == [[5], [6]] and h.top_kind(s) != "hero_pips"


def test_the_warrior_may_add_fewer_than_three_pips():
    s = hero_turn("warrior")
    sec = action_section(s)
    group(s, sec, (RED, 3))
    (three,) = unused(s, YELLOW, 3)
    s = play(s, "warrior", section=sec)
    s, _ = h.act(s, YELLOW, "place_dice", values=[3])
    s, _ = h.act(s, YELLOW, "add_pip", die=three)
    s, _ = h.act(s, YELLOW, "done")
    assert values_in(s, sec) == [[3], [4]]


# -- H9 Archer ---------------------------------------------------------------------------------------------------------
def test_example_e10_archer_1_a_5_on_a_monster_tile_uses_another_tile_at_strength_2(tile_calls):
    s = hero_turn("archer")
    sec = monster_section(s, dice=(1,))
    group(s, sec, (YELLOW, 2))
    group(s, sec, (RED, 4))
    unused(s, YELLOW, 5)
    s = play(s, "archer", section=sec)
    s, _ = h.act(s, YELLOW, "place_dice", values=[5])
    targets = {a["section"] for a in h.legal(s, YELLOW) if a["type"] == "use_tile"}
    assert sec not in targets and set(h.sections_of(s, "action")) <= targets
    target = action_section(s)
    s, _ = h.act(s, YELLOW, "use_tile", section=target)
    assert tile_calls == [(YELLOW, s["sections"][target]["tile"]["id"], 2)]
    assert s["sections"][sec]["monster_dice"] == [1]


def test_example_e10_archer_2_dice_on_an_action_tile_destroy_monster_dice_elsewhere(tile_calls):
    s = hero_turn("archer")
    sec = action_section(s)
    group(s, sec, (RED, 2), (RED, 2))
    unused(s, YELLOW, 3, 5)
    target = monster_section(s, dice=(3, 4))
    honor = s["players"][YELLOW]["honor"]
    s = play(s, "archer", section=sec)
    s, _ = h.act(s, YELLOW, "place_dice", values=[3, 5])
    s, _ = h.act(s, YELLOW, "use_tile", section=target)
    s, _ = h.act(s, YELLOW, "fight", monster_index=1)
    s, _ = h.act(s, YELLOW, "fight")
    assert s["sections"][target]["monster_dice"] == [] and s["players"][YELLOW]["honor"] == honor + 2
    assert tile_calls == []


# -- H10 Warlord -------------------------------------------------------------------------------------------------------
def test_example_e10_warlord_a_phantom_5_jails_two_red_2s_and_a_yellow_1_in_the_left_region():
    s = hero_turn("warlord")
    left = content().region_sections["square"]
    (red_a,) = group(s, left[0], (RED, 2))
    (red_b,) = group(s, left[2], (RED, 2))
    own1, red6 = group(s, left[1], (YELLOW, 1), (RED, 6))
    (phantom,) = unused(s, YELLOW, 5)
    s = play(s, "warlord", region="square")
    assert hatch(s, "square") == [card(s, YELLOW, "warlord")]
    s, _ = h.act(s, YELLOW, "phantom", value=5)
    assert at(s, phantom) == "discarded"
    assert red6 not in [a.get("die") for a in h.legal(s, YELLOW)]
    s, _ = h.act(s, YELLOW, "kick", die=red_a)
    s, _ = h.act(s, YELLOW, "jail", section=content().region_sections["triangle"][0])
    s, _ = h.act(s, YELLOW, "kick", die=red_b)
    s, _ = h.act(s, YELLOW, "jail", section=content().region_sections["circle"][0])
    assert [a.get("die") for a in h.legal(s, YELLOW) if a["type"] == "kick"] == [own1]
    s, _ = h.act(s, YELLOW, "kick", die=own1)
    monster = h.sections_of(s, "monster", "square")[0]
    s, _ = h.act(s, YELLOW, "jail", section=monster)
    assert [at(s, d) for d in (red_a, red_b, own1, red6)] == ["jail", "jail", "jail", "placed"]
    assert own1 in s["sections"][monster]["jail"] and h.top_kind(s) == "main_turn"


def test_the_warlord_places_no_group_and_may_stop_early():
    s = hero_turn("warlord")
    sec = action_section(s, region="circle")
    group(s, sec, (RED, 1))
    unused(s, YELLOW, 3, 4)
    s = play(s, "warlord", region="circle")
    s, _ = h.act(s, YELLOW, "phantom", value=3)
    s, _ = h.act(s, YELLOW, "done")
    assert values_in(s, sec) == [[1]] and h.top_kind(s) == "main_turn"
    assert sorted(s["dice"][d]["value"] for d in s["players"][YELLOW]["dice"] if at(s, d) == "unused") == [4]


def test_the_warrior_group_is_placed_only_once_it_beats_the_topmost_sum():
    s = hero_turn("warrior")
    sec = action_section(s)
    group(s, sec, (RED, 4))
    (three,) = unused(s, YELLOW, 3)
    s = play(s, "warrior", section=sec)
    s, _ = h.act(s, YELLOW, "place_dice", values=[3])
    s, _ = h.act(s, YELLOW, "add_pip", die=three)
    assert "done" not in h.legal_types(s, YELLOW)  # 4 against 4: not strictly greater
    s, _ = h.act(s, YELLOW, "add_pip", die=three)
    s, _ = h.act(s, YELLOW, "done")
    assert values_in(s, sec) == [[4], [5]]

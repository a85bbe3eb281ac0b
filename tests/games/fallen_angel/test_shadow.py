"""The Shadow co-op's options, setup and main-phase rules (rows 55-61; Rulebook: Variant: Shadow of Fallen Angel)."""
from __future__ import annotations

import pytest

from shared.engine import SeatSpec
from shared.engine.errors import InvalidOptions
from shared.games.fallen_angel import conclusion, mining, movement, shadow, shadow_dice, steps
from shared.games.fallen_angel.content import content
from tests.games.fallen_angel.helpers import (GAME, act, active, find, give, legal, legal_types, put_group, seats,
                                              sections_of, set_dice, top_kind)
from tests.games.fallen_angel.shadow_helpers import coop_main, coop_seats, coop_state


# -- options and seats (rows 55-57) ----------------------------------------------------------------------------
def test_an_automa_seat_makes_the_game_a_coop_with_a_coop_result_mode():
    assert GAME.mode_of({}, coop_seats(2)) == "coop"
    assert GAME.mode_of({}, seats(2)) == "competitive"


def test_the_coop_options_are_refused_without_the_shadow():
    with pytest.raises(InvalidOptions, match="difficulty"):
        GAME.prepare({"difficulty": "hard"}, seats(2))
    with pytest.raises(InvalidOptions, match="coop_turn_order"):
        GAME.prepare({"coop_turn_order": "rotate"}, seats(3))


@pytest.mark.parametrize("variant", ["imperial_formation", "objective_roulette", "clash_of_dominance", "dual_hero"])
def test_the_original_game_variants_are_refused_in_the_coop(variant):
    with pytest.raises(InvalidOptions, match=variant):
        GAME.prepare({variant: True}, coop_seats(2))


def test_four_players_and_the_shadow_may_play_but_five_players_may_not():
    GAME.prepare({}, coop_seats(4))
    with pytest.raises(InvalidOptions):
        GAME.prepare({}, seats(5))


def test_the_shadow_must_be_the_last_seat():
    table = [SeatSpec(0, "Shadow", "automa"), SeatSpec(1, "A", "human"), SeatSpec(2, "B", "human")]
    with pytest.raises(InvalidOptions, match="last seat"):
        GAME.prepare({}, table)


def test_the_shadow_takes_no_player_colour_and_has_no_mat():
    _, specs = GAME.prepare({}, coop_seats(4))
    assert specs[4].role is None
    state = coop_state(4)
    assert len(state["players"]) == 4 and state["seats"][4]["role"] is None


# -- setup (rows 55, 56) ------------------------------------------------------------------------------------------
def test_the_shadow_starts_at_10_vp_with_3_actual_honor():
    state = coop_state(2)
    assert state["shadow"]["seat"] == 2
    assert (state["shadow"]["vp"], state["shadow"]["honor"], state["shadow"]["skulls"]) == (10, 3, 0)


def test_the_coop_has_three_random_orange_objectives_and_three_rounds():
    state = coop_state(3)
    assert len(state["objectives"]) == 3
    assert set(state["objectives"]) <= set(content().orange_objectives)
    assert GAME.view(state, 0)["rounds"] == 3


def test_monster_tiles_1_3_12_17_18_are_never_used():
    state = coop_state(2, seed=5)
    removed = {"mt-01", "mt-02", "mt-03", "mt-12", "mt-17", "mt-18"}
    on_board = {state["sections"][s]["tile"]["id"] for s in content().monster_sections}
    assert not (set(state["monster_bag"]) | on_board) & removed
    assert len(state["monster_bag"]) + len(on_board) == len(content().monster_tile_ids) - len(removed)


@pytest.mark.parametrize("players,difficulty,per_colour,per_region", [
    (2, "easy", 5, 4), (2, "insane", 8, 5), (3, "normal", 8, 5), (3, "hard", 9, 6), (4, "easy", 9, 6),
    (4, "insane", 12, 7)])
def test_the_difficulty_sets_the_gems_per_colour_and_per_region(players, difficulty, per_colour, per_region):
    city = coop_state(players, difficulty=difficulty)["city"]
    total = sum(city["bag"].values()) + sum(sum(g.values()) for g in city["regions"].values())
    assert total == per_colour * len(content().gem_colours)
    assert city["cap"] == per_region
    assert all(sum(g.values()) == per_region for g in city["regions"].values())


def test_no_player_has_reroll_tokens():
    assert all(p["rerolls"] == 0 for p in coop_state(3)["players"])


def test_the_starting_hand_is_draw_3_keep_1_and_hands_are_open():
    state = coop_state(2)
    assert len(state["players"][0]["heroes"]["drawn"]) == 3
    card = state["players"][0]["heroes"]["drawn"][0]
    state, _ = act(state, 0, "keep", hero=card)
    assert legal_types(state, 0) == ["put_back"]
    view = GAME.view(state, 1)
    assert view["players"][0]["heroes"]["hand_ids"] == [card]
    assert card not in GAME.hidden_from(state, 1)


# -- the round: one roll, the agreed order (row 57) --------------------------------------------------------------
def test_the_round_starts_with_no_reroll_decision():
    state = coop_main(2)
    assert state["phase"] == "main"
    assert not any(item["kind"] == "reroll" for item in state["pending"])


def test_the_shadow_seat_is_never_active():
    state = coop_main(2)
    assert 2 not in GAME.active_seats(state) and GAME.legal_actions(state, 2) == []


# -- mandatory fights and Shadow Dice (rows 57, 58) ----------------------------------------------------------------
def monster_fight_state(monster_dice: list[int], mine: list[int]) -> tuple[dict, str]:
    """Seat 0's turn, a Monster Section with `monster_dice`, seat 0 holding `mine`."""
    state = coop_main(2)
    while state["main"]["turn"] != 0:
        state, _ = act(state, active(state), "pass")
    sec = sections_of(state, "monster")[0]
    state["sections"][sec]["monster_dice"] = list(monster_dice)
    set_dice(state, 0, mine)
    return state, sec


def test_a_group_that_can_destroy_a_monster_die_must_fight():
    state, sec = monster_fight_state([3, 6], [4])
    state, _ = act(state, 0, "place", section=sec)
    state, _ = act(state, 0, "place_dice", values=[4])
    assert top_kind(state) == "use_tile" and "skip" not in legal_types(state, 0)
    state, _ = act(state, 0, "use_tile", section=sec)
    assert top_kind(state) == "fight" and "stop" not in legal_types(state, 0)


def test_a_destroyed_monster_die_gives_honor_then_must_be_placed_as_a_shadow_die():
    state, sec = monster_fight_state([3, 6], [4])
    honor = state["players"][0]["honor"]
    state, _ = act(state, 0, "place", section=sec)
    state, _ = act(state, 0, "place_dice", values=[4])
    state, _ = act(state, 0, "use_tile", section=sec)
    state, _ = act(state, 0, "fight", monster_index=0)
    assert state["players"][0]["honor"] == honor + content().monster_fight_honor
    assert top_kind(state) == "shadow_place" and "pass" not in legal_types(state, 0)
    target = next(a for a in legal(state, 0) if a["section"] != sec)["section"]
    state, _ = act(state, 0, "place_shadow", section=target, values=[3])
    top = state["sections"][target]["groups"][-1]
    assert [state["dice"][d]["value"] for d in top] == [3] and state["dice"][top[0]]["owner"] == 2
    assert top_kind(state) == "main_turn"


def test_shadow_dice_that_fit_nowhere_become_skulls_beside_the_map():
    state, _ = monster_fight_state([1], [4])
    for i, sec in enumerate(content().section_ids):  # a single 6 on top: only a group of two dice fits (row 20)
        state["dice"][f"block-{i}"] = {"owner": 1, "colour": "yellow", "value": 6, "at": "placed"}
        state["sections"][sec]["groups"] = [[f"block-{i}"]]
    state["shadow"]["to_place"] = [1]
    shadow_dice.run_shadow_dice(state, {"seat": 0}, [])
    assert state["shadow"]["skulls"] == 1 and state["shadow"]["to_place"] == []


def test_shadow_dice_may_be_placed_one_by_one_to_block_the_rest():
    state, _ = monster_fight_state([1], [4])
    state["shadow"]["to_place"] = [2, 5]
    placements = {(a["section"], tuple(a["values"])) for a in shadow_dice.place_legal(state, {"seat": 0})}
    empty = content().section_ids[0]
    assert (empty, (2,)) in placements and (empty, (5,)) in placements


def test_shadow_dice_leave_the_board_at_reset():
    state, sec = monster_fight_state([3], [4])
    state["shadow"]["to_place"] = [5]
    shadow_dice.place_apply(state, steps.push(state, "shadow_place", 0), {"section": sec, "values": [5]}, [])
    assert any(d.startswith("shadow-") for d in state["dice"])
    conclusion.return_dice(state)
    shadow_dice.clear(state)
    assert not any(d.startswith("shadow-") for d in state["dice"])


# -- mining, black gems, Skulls, techs (rows 59-61) -----------------------------------------------------------------
def empty_city(state: dict) -> dict:
    for region in state["city"]["regions"].values():
        for colour in region:
            region[colour] = 0
    return state


def test_with_the_angel_city_empty_a_gem_is_drawn_from_the_bag_for_2_quotas():
    state = empty_city(coop_main(2))
    assert mining.picks(state, 0, "triangle", 2, {}) == [("bag", "bag")]
    assert mining.picks(state, 0, "triangle", 1, {}) == []
    state["city"]["bag"] = {c: 0 for c in state["city"]["bag"]} | {"black": 1}
    ev: list = []
    step = steps.push(state, "mine", 0, region="triangle", quota=4, taken={})
    vp = state["shadow"]["vp"]
    mining.mine_apply(state, step, {"type": "mine", "region": "bag", "colour": "bag"}, ev)
    assert "black" in state["players"][0]["storage"]
    assert state["shadow"]["vp"] == vp + 8  # round 1


def test_the_bag_is_not_mined_while_the_angel_city_holds_gems():
    state = coop_main(2)
    assert ("bag", "bag") not in mining.picks(state, 0, "triangle", 6, {})


@pytest.mark.parametrize("round_,vp", [(1, 8), (2, 4), (3, 2)])
def test_a_black_gem_mined_gives_the_shadow_8_4_2_vp_by_round(round_, vp):
    state = coop_state(2)
    state["round"] = round_
    shadow.black_mined(state, "black", [])
    shadow.black_mined(state, "red", [])
    assert state["shadow"]["vp"] == 10 + vp


def test_black_gems_can_never_be_converted():
    state = coop_main(2)
    give(state, 0, storage=["black", "red", None, None, None, None])
    step = steps.push(state, "gem_to_shield", 0, left=2, black=0)
    assert [a.get("colour") for a in GAME.legal_actions(state, 0)] == ["red", None]
    steps.pop(state, step)


def test_after_a_movement_action_empty_locations_get_skulls_and_no_house():
    state = coop_main(2)
    loc = next(iter(state["land"]["cubes"]))
    state["land"]["cubes"][loc] = {c: 0 for c in state["land"]["cubes"][loc]}
    shadow.cover_empty(state, 0, [])
    assert loc in state["land"]["skulls"] and not movement.can_dominate(state, loc)


def test_a_skull_follows_each_movement_action_end():
    state = coop_main(2)
    steps.push(state, "move_end", 0, regular=0, bonus=0, start=None, visited=[], first=True, dominate=True,
               source="movement")
    steps.run_automatic(state, [])
    assert "skulls" in state["land"]


def test_honor_paid_for_a_technology_goes_to_the_shadow():
    state = coop_state(2)
    shadow.tech_honor_paid(state, {"honor": 1, "engine": 1}, [])
    assert state["shadow"]["honor"] == 4


def test_vp_grab_may_be_used_in_reverse():
    from shared.games.fallen_angel import tech_effects

    state = coop_main(2)
    tech = {"id": "t8", "name": "VP Grab", "give": {"honor": 1}, "steal": {"vp": 2}}
    give(state, 0, honor=0, vp=10)
    give(state, 1, honor=2, vp=10)
    options = tech_effects.vp_grab_options(state, 0, tech)
    assert [o.get("reverse") for o in options] == [True]
    tech_effects.vp_grab_perform(state, 0, tech, options[0], [])
    assert (state["players"][0]["honor"], state["players"][0]["vp"]) == (1, 8)
    assert (state["players"][1]["honor"], state["players"][1]["vp"]) == (1, 12)
    assert state["shadow"]["honor"] == 3  # a technology can't affect the Shadow


def test_reset_refills_the_angel_city_up_to_the_difficultys_region_count():
    state = coop_state(2, difficulty="hard")
    empty_city(state)
    state["city"]["bag"] = {c: 5 for c in state["city"]["bag"]}
    conclusion.reset(state, [])
    assert all(sum(g.values()) == 5 for g in state["city"]["regions"].values())


def test_enlistment_is_skipped_after_the_coops_last_round():
    from shared.games.fallen_angel import enlist

    state = coop_main(2)
    state["round"] = 3
    events: list = []
    enlist.run_enlistment(state, {}, events)
    assert events == [] and not state["pending"]

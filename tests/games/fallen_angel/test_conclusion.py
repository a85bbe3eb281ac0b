"""The Conclusion's sequencing (Explosion, Salvage choice, Air Supremacy, the bid), Reset and the end
(rows 11, 34, 36, 37, 39, 41-44, 50). Enlistment: test_enlist in this file's second half."""
import pytest

from shared.engine.events import redact_event
from shared.games.fallen_angel import scoring, techs
from shared.games.fallen_angel.content import content

from tests.games.fallen_angel.helpers import (GAME, act, active, at_main_turn, dice_of, give, is_phase, legal,
                                              legal_types, new_state, put_group, put_jail, run_until, sections_of,
                                              to_main, top_kind)


def clear_monsters(state: dict) -> dict:
    """No Monster Dice left anywhere."""
    for sec in state["sections"].values():
        sec["monster_dice"] = []
    return state


def pass_all(state: dict) -> tuple[dict, list]:
    """Every seat passes until the main phase ends; returns the state and the events."""
    events = []
    while at_main_turn(state):
        state, ev = act(state, active(state), "pass")
        events += ev
    return state, events


@pytest.fixture
def scored(monkeypatch):
    """Fixed answers from scoring.py: no Salvage winners, no Air Supremacy VP (sequencing tests)."""
    monkeypatch.setattr(scoring, "salvage_winners", lambda state: {})
    monkeypatch.setattr(scoring, "air_supremacy", lambda state: {})
    return scoring


# -- Monster Explosion (row 34) -----------------------------------------------------------------------------
def test_a_seat_without_shields_loses_one_vp_per_monster_die_left(scored):
    state = clear_monsters(to_main(new_state(3)))
    state["sections"][sections_of(state, "monster")[0]]["monster_dice"] = [3, 5]
    for seat in range(3):
        give(state, seat, shields=0, vp=1)
    state, events = pass_all(state)
    assert [p["vp"] for p in state["players"]] == [-1, -1, -1]  # VP may go below 0 (row 50)
    assert not any(e["type"] == "resources_spent" for e in events)


def test_seats_with_shields_decide_the_block_in_order_chamber_order(scored):
    state = clear_monsters(to_main(new_state(3, seed=2)))
    state["sections"][sections_of(state, "monster")[1]]["monster_dice"] = [1, 2, 6]
    give(state, state["order"][1], shields=0)
    state, _ = pass_all(state)
    asked = [state["order"][0], state["order"][2]]
    assert top_kind(state) == "explosion_shields" and active(state) == asked[0]
    state, _ = act(state, asked[0], "block", shields=0)
    assert active(state) == asked[1]


def test_spent_shields_offset_the_vp_damage_one_to_one(scored):
    state = clear_monsters(to_main(new_state(2)))
    state["sections"][sections_of(state, "monster")[0]]["monster_dice"] = [1, 1, 1]
    seat = state["order"][0]
    give(state, seat, shields=2, vp=10)
    state, _ = pass_all(state)
    assert [a["shields"] for a in legal(state, seat)] == [0, 1, 2]
    state, _ = act(state, seat, "block", shields=2)
    assert (state["players"][seat]["shields"], state["players"][seat]["vp"]) == (0, 9)


def test_no_more_shields_are_offered_than_the_damage(scored):
    state = clear_monsters(to_main(new_state(2)))
    state["sections"][sections_of(state, "monster")[0]]["monster_dice"] = [4]
    give(state, state["order"][0], shields=5)
    state, _ = pass_all(state)
    assert [a["shields"] for a in legal(state, state["order"][0])] == [0, 1]


def test_the_monster_dice_are_discarded_after_the_explosion(scored):
    state = to_main(new_state(2))
    state, _ = pass_all(state)
    state = run_until(state, lambda s: top_kind(s) not in ("explosion_shields",))
    assert all(not sec["monster_dice"] for sec in state["sections"].values())


def test_with_no_monster_dice_left_nobody_loses_vp_or_decides(scored):
    state = clear_monsters(to_main(new_state(2)))
    vps = [p["vp"] for p in state["players"]]
    state, events = pass_all(state)
    assert top_kind(state) == "bid" and [p["vp"] for p in state["players"]] == vps
    assert not any(e["type"] == "vp_lost" for e in events)


# -- Technology Salvage: the choice (rows 35, 36) ----------------------------------------------------------------
def salvage_state(monkeypatch, winners_by_index: dict, players: int = 3) -> dict:
    """A game at the Salvage choices, scoring.salvage_winners answering {monster section index: seat}."""
    state = clear_monsters(to_main(new_state(players, seed=6)))
    secs = sections_of(state, "monster")
    monkeypatch.setattr(scoring, "salvage_winners",
                        lambda s: {secs[i]: winners_by_index.get(i) for i in range(len(secs))})
    monkeypatch.setattr(scoring, "air_supremacy", lambda s: {})
    state, _ = pass_all(state)
    return state


def test_the_salvage_winner_chooses_three_vp_or_an_install_on_a_valid_chain(monkeypatch):
    state = salvage_state(monkeypatch, {0: 1})
    assert top_kind(state) == "salvage_choice" and active(state) == 1
    chains = techs.valid_chains(state["players"][1])
    assert "take_vp" in legal_types(state, 1) and chains
    assert sorted(a["chain"] for a in legal(state, 1) if a["type"] == "install") == sorted(chains)


def test_taking_the_vp_discards_the_monster_tile(monkeypatch):
    state = salvage_state(monkeypatch, {0: 1})
    tile = state["sections"][sections_of(state, "monster")[0]]["tile"]["id"]
    vp = state["players"][1]["vp"]
    state, _ = act(state, 1, "take_vp")
    assert state["players"][1]["vp"] == vp + content().salvage_vp and tile in state["monster_discard"]


def test_installing_puts_the_monster_tile_on_the_chosen_chain(monkeypatch):
    state = salvage_state(monkeypatch, {2: 0})
    tile = state["sections"][sections_of(state, "monster")[2]]["tile"]["id"]
    chain = legal(state, 0)[-1]["chain"]
    state, _ = act(state, 0, "install", chain=chain)
    assert tile in state["players"][0]["chains"][chain] and tile not in state["monster_discard"]


def test_a_monster_tile_nobody_won_is_discarded_without_a_decision(monkeypatch):
    state = salvage_state(monkeypatch, {})
    assert top_kind(state) == "bid"
    assert all(state["sections"][s]["tile"]["id"] in state["monster_discard"] for s in sections_of(state, "monster"))


def test_salvage_winners_decide_in_order_chamber_order(monkeypatch):
    state = to_main(new_state(3, seed=6))
    last, first = state["order"][-1], state["order"][0]
    secs = sections_of(state, "monster")
    clear_monsters(state)
    monkeypatch.setattr(scoring, "salvage_winners", lambda s: {secs[0]: last, secs[1]: first, secs[2]: None})
    monkeypatch.setattr(scoring, "air_supremacy", lambda s: {})
    state, _ = pass_all(state)
    assert active(state) == first
    state, _ = act(state, first, "take_vp")
    assert active(state) == last


# -- Air Supremacy (row 37): the VP scoring.air_supremacy awards are added ------------------------------------------
def test_air_supremacy_vp_are_added_to_each_seat(monkeypatch):
    state = clear_monsters(to_main(new_state(3)))
    monkeypatch.setattr(scoring, "salvage_winners", lambda s: {})
    monkeypatch.setattr(scoring, "air_supremacy", lambda s: {0: 7, 1: 0, 2: 3})
    vps = [p["vp"] for p in state["players"]]
    state, _ = pass_all(state)
    assert [p["vp"] - v for p, v in zip(state["players"], vps)] == [7, 0, 3]


# -- the objective bid (row 39) -----------------------------------------------------------------------------------
def bid_state(honor: list[int], monkeypatch) -> dict:
    state = clear_monsters(to_main(new_state(len(honor))))
    monkeypatch.setattr(scoring, "salvage_winners", lambda s: {})
    monkeypatch.setattr(scoring, "air_supremacy", lambda s: {})
    for seat, h in enumerate(honor):
        give(state, seat, honor=h)
    state, _ = pass_all(state)
    assert top_kind(state) == "bid"
    return state


def test_every_seat_bids_at_once_from_zero_to_its_honor(monkeypatch):
    state = bid_state([4, 0, 2], monkeypatch)
    assert GAME.active_seats(state) == [0, 1, 2]
    assert [a["honor"] for a in legal(state, 0)] == [0, 1, 2, 3, 4] and [a["honor"] for a in legal(state, 1)] == [0]


def test_the_honor_of_every_seat_is_shown_before_the_bid(monkeypatch):
    state = clear_monsters(to_main(new_state(2)))
    monkeypatch.setattr(scoring, "salvage_winners", lambda s: {})
    monkeypatch.setattr(scoring, "air_supremacy", lambda s: {})
    give(state, 0, honor=5)
    give(state, 1, honor=1)
    state, events = pass_all(state)
    opened = next(e for e in events if e["type"] == "bidding_opened")
    assert opened["data"]["honor"] == {"0": 5, "1": 1} and "to" not in opened


def test_a_bid_stays_secret_until_every_seat_has_bid(monkeypatch):
    state = bid_state([3, 3, 3], monkeypatch)
    state, events = act(state, 0, "bid", honor=2)
    made = next(e for e in events if e["type"] == "bid_made")
    assert redact_event(made, 0)["honor"] == 2
    assert "honor" not in redact_event(made, 1) and "honor" not in redact_event(made, None)
    assert not any(e["type"] == "bids_revealed" for e in events)
    state, _ = act(state, 1, "bid", honor=1)
    state, events = act(state, 2, "bid", honor=0)
    revealed = next(e for e in events if e["type"] == "bids_revealed")
    assert revealed["data"]["bids"] == {"0": 2, "1": 1, "2": 0}


def test_one_seats_bid_does_not_change_another_seats_decision_key(monkeypatch):
    state = bid_state([3, 3], monkeypatch)
    key = GAME.decision_key(state, 1)
    state, _ = act(state, 0, "bid", honor=3)
    assert GAME.decision_key(state, 1) == key and GAME.active_seats(state) == [1]


def test_winners_pay_their_whole_bid_and_the_others_half_rounded_up(monkeypatch):
    state = bid_state([5, 5, 5], monkeypatch)  # E7: A 4, B 3, C 4
    for seat, bid in enumerate([4, 3, 4]):
        state, events = act(state, seat, "bid", honor=bid)
    assert [p["honor"] for p in state["players"]] == [1, 3, 1]
    assert next(e for e in events if e["type"] == "bids_revealed")["data"]["winners"] == [0, 2]


def test_the_objective_token_is_discarded_after_the_bid(monkeypatch):
    state = bid_state([1, 1], monkeypatch)
    objectives = list(state["objectives"])
    state, _ = act(state, 0, "bid", honor=0)
    state, _ = act(state, 1, "bid", honor=1)
    assert state["objectives"] == objectives[1:] and state["bids"] == {}


def test_only_the_top_bidders_score_the_objective(monkeypatch):
    state = bid_state([3, 3, 3], monkeypatch)
    monkeypatch.setattr(scoring, "objective_outcome", lambda s, bids: {"vp": {"0": 8, "1": 8, "2": 8}})
    vps = [p["vp"] for p in state["players"]]
    for seat, bid in enumerate([2, 2, 1]):
        state, _ = act(state, seat, "bid", honor=bid)
    assert [p["vp"] - v for p, v in zip(state["players"], vps)] == [8, 8, 0]


# -- Reset (rows 41-44) ----------------------------------------------------------------------------------------------
def to_round_two(state: dict) -> dict:
    """Play round 1 with default choices (everyone passes) to the round-2 roll."""
    return run_until(state, is_phase("roll", 2))


def test_reset_returns_every_placed_jailed_and_discarded_die(scored):
    state = to_main(new_state(2))
    secs = sections_of(state, "action")
    ids = dice_of(state, 0, "unused")
    put_group(state, secs[0], ids[:2])
    put_jail(state, secs[1], ids[2:3])
    state["dice"][ids[3]]["at"] = "discarded"
    state = to_round_two(state)
    assert len(dice_of(state, 0, "unused")) == content().basic_dice
    assert all(not sec["groups"] and not sec["jail"] for sec in state["sections"].values())


def test_reset_recharges_every_battery(scored):
    state = to_main(new_state(2))
    for player in state["players"]:
        player["batteries"] = [False] * len(player["batteries"])
    state = to_round_two(state)
    assert all(all(p["batteries"]) for p in state["players"])


def test_reset_pairs_every_action_square_with_an_action_tile_and_a_piece(scored):
    state = to_round_two(to_main(new_state(3)))
    tiles = [state["sections"][s]["tile"] for s in sections_of(state, "action")]
    assert sorted(t["id"] for t in tiles) == sorted(content().action_tile_ids)
    assert sorted(t["piece"] for t in tiles) == sorted(content().piece_ids)


def test_reset_draws_three_new_monster_tiles_and_rolls_their_dice(scored):
    state = to_main(new_state(4))
    old = {state["sections"][s]["tile"]["id"] for s in sections_of(state, "monster")}
    bag = len(state["monster_bag"])
    state = to_round_two(state)
    new = [state["sections"][s] for s in sections_of(state, "monster")]
    assert not old & {sec["tile"]["id"] for sec in new} and len(state["monster_bag"]) == bag - len(new)
    for sec in new:
        assert len(sec["monster_dice"]) == content().monster_dice(sec["tile"]["id"], 4)
    assert old <= set(state["monster_discard"])


def test_angel_city_refills_triangle_then_circle_then_square_while_the_bag_lasts(scored):
    state = to_main(new_state(2))
    city = state["city"]
    for region in city["regions"]:
        city["regions"][region] = {c: 0 for c in content().gem_colours}
    city["bag"] = {c: 0 for c in content().gem_colours}
    city["bag"]["red"] = city["cap"] + 1
    state = to_round_two(state)
    filled = {r: sum(g.values()) for r, g in state["city"]["regions"].items()}
    order = content().refill_order
    assert (filled[order[0]], filled[order[1]], filled[order[2]]) == (state["city"]["cap"], 1, 0)


def test_the_gem_bag_is_revealed_after_the_round_two_reset_not_round_one(scored):
    state = to_round_two(to_main(new_state(2)))
    assert state["city"]["revealed"] is False
    state = run_until(state, is_phase("roll", 3))
    assert state["city"]["revealed"] is True


# -- the end (rows 11, 50) --------------------------------------------------------------------------------------------
def test_after_the_fourth_round_the_game_ends_with_the_final_result(scored):
    state = run_until(to_main(new_state(2)), lambda s: s["round"] == content().rounds and s["phase"] == "main")
    events = []
    while GAME.active_seats(state):
        seat = active(state)
        tr = GAME.apply(state, seat, GAME.default_action(state, seat))
        state, events = tr.state, events + tr.events
    assert state["final"] is not None and state["phase"] == "over"
    assert [e["type"] for e in events].count("game_ended") == 1 and not any(e["type"] == "reset" for e in events)
    assert not any(e["type"] == "enlistment" for e in events)


# -- Enlistment (row 40) -----------------------------------------------------------------------------------------------
def cubes(**counts) -> dict:
    """A cube holding over every colour (missing ones 0)."""
    return {c: counts.get(c, 0) for c in content().gem_colours}


def set_map_cubes(state: dict, **counts) -> dict:
    """Leave exactly `counts` cubes on the Land Map (all on its first Location)."""
    locs = state["land"]["cubes"]
    for loc in locs:
        locs[loc] = cubes()
    locs[sorted(locs)[0]] = cubes(**counts)
    return state


def enlisting(monkeypatch, holdings: dict, players: int = 2, map_cubes: dict | None = None) -> dict:
    """A game at round 1's Enlistment: seat -> cubes; others hold none; Salvage and Air Supremacy score nothing."""
    state = clear_monsters(to_main(new_state(players, seed=8)))
    monkeypatch.setattr(scoring, "salvage_winners", lambda s: {})
    monkeypatch.setattr(scoring, "air_supremacy", lambda s: {})
    for seat in range(players):
        give(state, seat, cubes=cubes(**holdings.get(seat, {})))
    if map_cubes is not None:
        set_map_cubes(state, **map_cubes)
    state, _ = pass_all(state)
    return run_until(state, lambda s: top_kind(s) != "bid")


def fills(state: dict, seat: int) -> list[tuple]:
    return sorted((a["slot"], tuple(sorted(a["cubes"].items())), a["honor"]) for a in legal(state, seat)
                  if a["type"] == "fill")


def test_black_and_two_different_pairs_fill_the_pairs_slot(monkeypatch):
    state = enlisting(monkeypatch, {0: {"black": 1, "red": 2, "blue": 2}})
    assert top_kind(state) == "enlist" and fills(state, 0) == [
        ("pairs", (("black", 1), ("blue", 2), ("red", 2)), 0)]
    barracks = len(dice_of(state, 0, "barracks"))
    state, events = act(state, 0, "fill", slot="pairs")
    player = state["players"][0]
    assert player["barracks"]["pairs"] is not None and sum(player["cubes"].values()) == 0
    assert len(dice_of(state, 0, "barracks")) == barracks - 1
    assert any(e["type"] == "barrack_filled" for e in events)


def test_black_and_four_different_colours_fill_the_different_slot(monkeypatch):
    state = enlisting(monkeypatch, {1: {"black": 1, "red": 1, "blue": 1, "yellow": 1, "green": 1}})
    assert [f[0] for f in fills(state, 1)] == ["different"]
    state, _ = act(state, 1, "fill", slot="different")
    assert sorted(state["players"][1]["barracks"]["different"]) == sorted(content().gem_colours)


def test_black_and_four_of_one_colour_fill_the_same_slot(monkeypatch):
    state = enlisting(monkeypatch, {0: {"black": 1, "green": 4}})
    assert [f[0] for f in fills(state, 0)] == ["same"]
    state, _ = act(state, 0, "fill", slot="same")
    assert state["players"][0]["barracks"]["same"] == ["black", "green", "green", "green", "green"]


def test_a_slot_is_never_filled_without_a_black_cube_or_partially(monkeypatch):
    state = enlisting(monkeypatch, {0: {"green": 5, "red": 2, "blue": 2}, 1: {"black": 2, "green": 3}})
    assert top_kind(state) != "enlist"


def test_a_filled_slot_is_locked_and_the_seat_may_fill_another(monkeypatch):
    state = enlisting(monkeypatch, {0: {"black": 2, "red": 6, "blue": 2}})
    assert {f[0] for f in fills(state, 0)} == {"pairs", "same"}
    key = GAME.decision_key(state, 0)
    state, _ = act(state, 0, "fill", slot="same")
    assert GAME.decision_key(state, 0) != key and active(state) == 0
    assert {f[0] for f in fills(state, 0)} == {"pairs"}
    state, _ = act(state, 0, "fill", slot="pairs")
    assert all(state["players"][0]["barracks"][slot] is not None for slot in ("pairs", "same"))


def test_seats_enlist_in_order_chamber_order(monkeypatch):
    state = enlisting(monkeypatch, {0: {"black": 1, "green": 4}, 1: {"black": 1, "green": 4}})
    first, second = state["order"]
    assert active(state) == first
    state, _ = act(state, first, "done")
    assert active(state) == second and top_kind(state) == "enlist"


def test_rare_case_one_puts_a_held_cube_of_any_colour_in_place_of_each_missing_one_for_one_honor(monkeypatch):
    state = enlisting(monkeypatch, {0: {"black": 1, "red": 3, "blue": 1}}, map_cubes={"black": 5, "blue": 1})
    give(state, 0, honor=1)
    assert fills(state, 0) == [("same", (("black", 1), ("blue", 1), ("red", 3)), 1)]
    state, _ = act(state, 0, "fill", slot="same")
    player = state["players"][0]
    assert player["honor"] == 0 and sum(player["cubes"].values()) == 0
    assert player["barracks"]["same"] == ["black", "blue", "red", "red", "red"]


def test_the_substitute_cube_may_be_of_any_colour_the_player_holds(monkeypatch):
    state = enlisting(monkeypatch, {0: {"black": 1, "red": 3, "blue": 1, "green": 1}},
                      map_cubes={"black": 5, "blue": 1})
    give(state, 0, honor=1)
    assert [f[1] for f in fills(state, 0) if f[0] == "same"] == [
        (("black", 1), ("blue", 1), ("red", 3)), (("black", 1), ("green", 1), ("red", 3))]


def test_a_player_holding_fewer_cubes_than_the_slot_is_not_offered_it_even_with_honor(monkeypatch):
    state = enlisting(monkeypatch, {0: {"black": 1, "red": 3}}, map_cubes={"black": 5, "blue": 1})
    give(state, 0, honor=9)
    assert top_kind(state) != "enlist" and state["players"][0]["barracks"]["same"] is None


def test_no_honor_replaces_a_cube_that_can_still_be_rescued(monkeypatch):
    state = enlisting(monkeypatch, {0: {"black": 1, "red": 3}}, map_cubes={"red": 1, "blue": 4})
    give(state, 0, honor=9)
    assert top_kind(state) != "enlist"


def test_rare_case_two_leaves_the_slots_empty_with_too_few_cubes_left(monkeypatch):
    state = enlisting(monkeypatch, {0: {"black": 1, "red": 3}}, map_cubes={})
    give(state, 0, honor=9)
    assert top_kind(state) != "enlist" and state["players"][0]["barracks"]["same"] is None


def test_an_enlisted_die_is_rolled_with_the_others_from_the_next_round(monkeypatch):
    state = enlisting(monkeypatch, {0: {"black": 1, "green": 4}})
    state, _ = act(state, 0, "fill", slot="same")
    state = run_until(state, lambda s: top_kind(s) == "reroll" and s["round"] == 2)
    assert len(dice_of(state, 0, "unused")) == content().basic_dice + 1
    assert len(dice_of(state, 1, "unused")) == content().basic_dice


def test_when_every_bid_is_zero_every_seat_ties_for_the_top_and_scores(monkeypatch):
    state = bid_state([2, 2], monkeypatch)
    vps = [p["vp"] for p in state["players"]]
    objective = state["objectives"][0]
    state, _ = act(state, 0, "bid", honor=0)
    state, events = act(state, 1, "bid", honor=0)
    assert next(e for e in events if e["type"] == "bids_revealed")["data"]["winners"] == [0, 1]
    expected = [scoring.objective_vp(state, s, objective) for s in range(2)]
    assert [p["vp"] - v for p, v in zip(state["players"], vps)] == expected

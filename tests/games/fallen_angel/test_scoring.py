"""Scoring (rows 35, 37-39, 46-50, O1-O10): Salvage winners and their tie rules, Air Supremacy tiers, ties and the
Special Tie split, the objective bid, the end (Saved / Crash, the Domination table, consumed gems, Surplus) and
the result; worked examples E4, E7 and E9."""
import pytest

from shared.engine.result import result_problems
from shared.games.fallen_angel import scoring
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel.scoring import (air_supremacy, air_supremacy_regions, final_result, final_score,
                                               objective_outcome, objective_vp, salvage_winners)
from tests.games.fallen_angel.helpers import (GAME, act, active, dice_of, give, new_state, put_group, put_jail,
                                              run_until, sections_of, to_main)

BLUE, YELLOW, RED, GREEN = 0, 1, 2, 3  # seats take the colours in content order (row 1)


# -- fixtures -------------------------------------------------------------------------------------------------------
def board(players: int = 4, order: list | None = None, ties: list | None = None) -> dict:
    """A game with every Section empty, the Order Chamber by seat (or `order`) and the given Special Ties."""
    state = new_state(players, seed=3)
    for sec in state["sections"].values():
        sec["groups"], sec["jail"] = [], []
    state["order"] = list(order if order is not None else range(players))
    state["special_ties"] = [list(t) for t in (ties or [])]
    return state


class Dice:
    """Hands out each seat's die ids one at a time."""

    def __init__(self, state: dict):
        self.state = state
        self.free = {seat: dice_of(state, seat) for seat in range(len(state["players"]))}

    def take(self, seat: int, n: int) -> list[str]:
        out, self.free[seat] = self.free[seat][:n], self.free[seat][n:]
        return out

    def group(self, section: str, *counts) -> None:
        """One group in `section` holding counts[i] dice of seat i (a mixed group when several are non-zero)."""
        ids = [d for seat, n in enumerate(counts) for d in self.take(seat, n)]
        put_group(self.state, section, ids, [1] * len(ids))

    def jail(self, section: str, seat: int, n: int) -> None:
        put_jail(self.state, section, self.take(seat, n))


def set_pieces(state: dict, region: str, values: list[int]) -> None:
    """Give the Region's two action squares the pieces worth `values`."""
    by_vp = {content().piece_vp(p): p for p in content().piece_ids}
    for sec, vp in zip(sections_of(state, "action", region), values):
        state["sections"][sec]["tile"]["piece"] = by_vp[vp]


def spread(state: dict, dice: Dice, region: str, counts: dict) -> None:
    """counts {seat: n}: one single-colour group per seat in the Region's first Section."""
    sec = content().region_sections[region][0]
    for seat, n in counts.items():
        if n:
            dice.group(sec, *[n if s == seat else 0 for s in range(len(state["players"]))])


def e4_board(ties: list) -> dict:
    """Example E4's board: tiers triangle 6/5/1, square 7/4/3, circle 8/6/2 and the dice of the example."""
    state = board(4, ties=ties)
    set_pieces(state, "triangle", [5, 1])
    set_pieces(state, "square", [4, 3])
    set_pieces(state, "circle", [6, 2])
    dice = Dice(state)
    spread(state, dice, "triangle", {BLUE: 3, YELLOW: 2, RED: 1})
    spread(state, dice, "circle", {GREEN: 2})
    spread(state, dice, "square", {BLUE: 1, YELLOW: 2, RED: 3, GREEN: 3})
    return state


def vp_by_region(state: dict) -> dict:
    return {region: r["vp"] for region, r in air_supremacy_regions(state).items()}


# -- Air Supremacy (rows 37, 38; example E4) --------------------------------------------------------------------------
def test_example_e4_air_supremacy_with_red_and_green_in_a_special_tie():
    state = e4_board(ties=[[RED, GREEN]])
    regions = air_supremacy_regions(state)
    assert regions["triangle"]["tiers"] == {"t1": 1, "t2": 5, "t3": 6}
    assert vp_by_region(state) == {"triangle": {BLUE: 6, YELLOW: 5, RED: 1},
                                   "circle": {GREEN: 8},
                                   "square": {BLUE: 0, YELLOW: 3, RED: (7 + 4) // 2, GREEN: (7 + 4) // 2}}
    totals = {seat: v["vp"] for seat, v in air_supremacy(state).items()}
    assert totals == {BLUE: 6, YELLOW: 5 + 3, RED: 1 + 5, GREEN: 8 + 5}


def test_example_e4_without_the_special_tie_the_earlier_of_red_and_green_takes_tier_3():
    state = e4_board(ties=[])
    assert vp_by_region(state)["square"] == {RED: 7, GREEN: 4, YELLOW: 3, BLUE: 0}
    state["order"] = [GREEN, RED, YELLOW, BLUE]
    assert vp_by_region(state)["square"] == {GREEN: 7, RED: 4, YELLOW: 3, BLUE: 0}


def test_example_e4_two_players_the_leader_takes_tier_2_and_the_other_tier_1():
    state = board(2)
    set_pieces(state, "square", [4, 3])
    dice = Dice(state)
    spread(state, dice, "square", {0: 1, 1: 2})
    assert vp_by_region(state)["square"] == {1: 4, 0: 3}


def test_two_players_with_equal_dice_rank_by_the_order_chamber():
    state = board(2, order=[1, 0])
    set_pieces(state, "circle", [6, 2])
    spread(state, Dice(state), "circle", {0: 2, 1: 2})
    assert vp_by_region(state)["circle"] == {1: 6, 0: 2}


def test_two_players_in_a_special_tie_with_equal_dice_split_tiers_two_and_one():
    state = board(2, ties=[[0, 1]])
    set_pieces(state, "circle", [6, 3])
    spread(state, Dice(state), "circle", {0: 2, 1: 2})
    assert vp_by_region(state)["circle"] == {0: (6 + 3) // 2, 1: (6 + 3) // 2}


def test_a_region_pays_tier_three_two_and_one_and_a_fourth_seat_nothing():
    state = board(4)
    set_pieces(state, "triangle", [6, 5])
    spread(state, Dice(state), "triangle", {BLUE: 4, YELLOW: 3, RED: 2, GREEN: 1})
    assert vp_by_region(state)["triangle"] == {BLUE: 11, YELLOW: 6, RED: 5, GREEN: 0}


def test_a_seat_without_dice_in_a_region_scores_nothing_and_takes_no_tier():
    state = board(3)
    set_pieces(state, "triangle", [4, 2])
    spread(state, Dice(state), "triangle", {0: 1, 2: 1})
    assert vp_by_region(state)["triangle"] == {0: 6, 2: 4}
    assert vp_by_region(state)["square"] == {}


def test_jail_dice_count_for_air_supremacy_but_dice_elsewhere_do_not():
    state = board(3)
    set_pieces(state, "square", [4, 3])
    dice = Dice(state)
    spread(state, dice, "square", {0: 2})
    dice.jail(content().region_sections["square"][1], 1, 3)
    dice.group(content().region_sections["circle"][0], 0, 0, 5)
    assert vp_by_region(state)["square"] == {1: 7, 0: 4}


def test_a_mixed_colour_group_counts_each_die_for_its_owner():
    state = board(3)
    set_pieces(state, "circle", [6, 2])
    dice = Dice(state)
    dice.group(content().region_sections["circle"][2], 1, 2, 0)
    assert air_supremacy_regions(state)["circle"]["dice"] == {0: 1, 1: 2}


def test_a_special_tie_pair_with_different_dice_counts_takes_tiers_normally():
    state = board(3, order=[2, 0, 1], ties=[[2, 0]])
    set_pieces(state, "triangle", [5, 1])
    spread(state, Dice(state), "triangle", {0: 2, 2: 1, 1: 3})
    assert vp_by_region(state)["triangle"] == {1: 6, 0: 5, 2: 1}


def test_only_the_tied_members_of_a_three_seat_special_tie_pool_their_tiers():
    state = board(4, ties=[[BLUE, YELLOW, RED]])
    set_pieces(state, "triangle", [5, 1])
    spread(state, Dice(state), "triangle", {BLUE: 2, YELLOW: 2, RED: 1, GREEN: 3})
    assert vp_by_region(state)["triangle"] == {GREEN: 6, BLUE: (5 + 1) // 2, YELLOW: (5 + 1) // 2, RED: 0}


def test_a_special_tie_run_past_the_last_tier_pools_the_zero_and_rounds_down():
    state = board(4, ties=[[YELLOW, RED, GREEN]])
    set_pieces(state, "square", [4, 3])
    spread(state, Dice(state), "square", {BLUE: 3, YELLOW: 1, RED: 1, GREEN: 1})
    assert vp_by_region(state)["square"] == {BLUE: 7, YELLOW: (4 + 3 + 0) // 3, RED: (4 + 3) // 3,
                                             GREEN: (4 + 3) // 3}


def test_equal_dice_outside_a_special_tie_do_not_pool():
    state = board(3, order=[1, 2, 0], ties=[[1, 2]])
    set_pieces(state, "circle", [6, 2])
    spread(state, Dice(state), "circle", {0: 2, 1: 2, 2: 1})
    assert vp_by_region(state)["circle"] == {1: 8, 0: 6, 2: 2}


def test_air_supremacy_lists_every_seat_with_its_total_and_regions():
    state = e4_board(ties=[[RED, GREEN]])
    awarded = air_supremacy(state)
    assert sorted(awarded) == [BLUE, YELLOW, RED, GREEN]
    for seat, entry in awarded.items():
        assert entry["vp"] == sum(entry["regions"].values())


# -- Technology Salvage (row 35) --------------------------------------------------------------------------------------
def monster(state: dict, i: int = 0) -> str:
    return sections_of(state, "monster")[i]


def test_salvage_goes_to_the_seat_with_most_dice_jail_included():
    state = board(3)
    dice = Dice(state)
    dice.group(monster(state), 2, 0, 0)
    dice.jail(monster(state), 1, 3)
    winners = salvage_winners(state)
    assert winners[monster(state)] == 1
    assert set(winners) == set(sections_of(state, "monster"))


def test_a_monster_section_without_dice_has_no_winner():
    state = board(3)
    assert set(salvage_winners(state).values()) == {None}


def test_a_salvage_tie_goes_to_the_tied_owner_of_the_topmost_group():
    state = board(3, order=[0, 1, 2])
    dice = Dice(state)
    dice.group(monster(state), 1, 0, 0)
    dice.group(monster(state), 0, 1, 0)
    assert salvage_winners(state)[monster(state)] == 1


def test_a_salvage_tie_whose_topmost_owner_is_not_tied_goes_by_the_order_chamber():
    # [AMB] row 35: the rulebook gives no rule; ASSUME the earlier tied seat in the Order Chamber
    state = board(3, order=[2, 1, 0])
    dice = Dice(state)
    dice.group(monster(state), 2, 0, 0)
    dice.group(monster(state), 0, 2, 0)
    dice.group(monster(state), 0, 0, 1)
    assert salvage_winners(state)[monster(state)] == 1
    state["order"] = [0, 2, 1]
    assert salvage_winners(state)[monster(state)] == 0


def test_a_salvage_tie_of_jail_dice_only_goes_to_the_earlier_order_chamber_seat():
    state = board(3, order=[2, 0, 1])
    dice = Dice(state)
    dice.jail(monster(state), 0, 1)
    dice.jail(monster(state), 2, 1)
    assert salvage_winners(state)[monster(state)] == 2


def test_a_mixed_topmost_group_gives_the_tie_to_the_earlier_of_its_tied_owners():
    state = board(3, order=[1, 0, 2])
    dice = Dice(state)
    dice.group(monster(state), 1, 0, 0)
    dice.group(monster(state), 0, 1, 0)
    dice.group(monster(state), 1, 1, 0)
    assert salvage_winners(state)[monster(state)] == 1


def test_salvage_looks_only_at_its_own_section():
    state = board(3)
    dice = Dice(state)
    dice.group(monster(state, 0), 0, 0, 1)
    dice.group(sections_of(state, "action", state["sections"][monster(state, 0)]["region"])[0], 4, 0, 0)
    assert salvage_winners(state)[monster(state, 0)] == 2


# -- the objective bid (row 39, example E7, O1-O10) -------------------------------------------------------------------
def with_objective(state: dict, objective: str) -> dict:
    state["objectives"] = [objective] + [o for o in state["objectives"] if o != objective]
    return state


def test_example_e7_a_and_c_bid_four_and_score_b_bids_three_and_loses_two():
    state = with_objective(board(3), "obj-10")
    out = objective_outcome(state, {"0": 4, "1": 3, "2": 4})
    assert out["winners"] == [0, 2]
    assert out["honor_lost"] == {"0": 4, "1": 2, "2": 4}
    flat = content().objective("obj-10")["scorer"]["vp"]
    assert out["vp"] == {"0": flat, "2": flat} and out["objective"] == "obj-10"


@pytest.mark.parametrize("bid,lost", [(0, 0), (1, 1), (2, 1), (5, 3)])
def test_a_losing_bid_costs_half_rounded_up(bid, lost):
    state = with_objective(board(2), "obj-10")
    out = objective_outcome(state, {"0": 6, "1": bid})
    assert out["winners"] == [0] and out["honor_lost"]["1"] == lost and "1" not in out["vp"]


def test_when_everyone_bids_zero_everyone_ties_and_scores():
    state = with_objective(board(3), "obj-10")
    assert objective_outcome(state, {"0": 0, "1": 0, "2": 0})["winners"] == [0, 1, 2]


def holdings(state: dict, seat: int) -> dict:
    """A seat with something of everything the objectives count."""
    colour = state["seats"][seat]["role"]
    other = next(c for c in content().colours if c != colour)
    give(state, seat, honor=5, engine=7, shields=4, storage=[colour, colour, other, "black", None, None],
         cubes={**{c: 0 for c in content().gem_colours}, colour: 3, "black": 2},
         chains=[state["players"][seat]["chains"][0] + ["mt-01"], ["mt-05"], state["players"][seat]["chains"][2]])
    state["players"][seat]["heroes"]["hand"] = list(content().deck_of[colour][:2])
    state["land"]["houses"] = {"loc-01": seat, "loc-02": seat, "loc-03": seat, "loc-04": 1 - seat}
    return state


#: objective number -> what `holdings` gives for its count (Rulebook: Appendix, Round Objectives)
HELD = {1: 5, 2: 7, 3: 5, 4: 2, 5: 2, 6: 3, 7: 2, 8: 2, 9: 4, 10: 1}


@pytest.mark.parametrize("number", sorted(HELD))
def test_each_objective_scores_its_vp_per_counted_thing(number):
    objective = f"obj-{number:02d}"
    scorer = content().objective(objective)["scorer"]
    state = holdings(board(2), 0)
    assert objective_vp(state, 0, objective) == scorer["vp"] * (HELD[number] // scorer["per"])


def test_o3_pays_per_two_cubes_rounded_down_and_o10_is_flat():
    state = holdings(board(2), 0)
    per = content().objective("obj-03")["scorer"]
    assert objective_vp(state, 0, "obj-03") == per["vp"] * (5 // per["per"])
    give(state, 0, cubes={c: 0 for c in content().gem_colours})
    assert objective_vp(state, 0, "obj-03") == 0
    assert objective_vp(state, 0, "obj-10") == content().objective("obj-10")["scorer"]["vp"]


def test_o1_counts_the_honor_kept_after_bidding_in_the_conclusion():
    state = to_main(new_state(2, seed=5))
    with_objective(state, "obj-01")
    for seat in (0, 1):
        give(state, seat, honor=6, vp=0, shields=0)
    for sec in state["sections"].values():
        sec["monster_dice"] = []
    state = run_until(state, lambda s: s["pending"] and s["pending"][0]["kind"] == "bid")
    honor = [p["honor"] for p in state["players"]]
    vp = [p["vp"] for p in state["players"]]
    state, _ = act(state, 0, "bid", honor=4)
    state, _ = act(state, 1, "bid", honor=2)
    rate = content().objective("obj-01")["scorer"]["vp"]
    assert state["players"][0]["honor"] == honor[0] - 4
    assert state["players"][0]["vp"] - vp[0] == rate * (honor[0] - 4)
    assert state["players"][1]["honor"] == honor[1] - 1 and state["players"][1]["vp"] == vp[1]


# -- the end: Saved or Crash, Domination, consumed gems, Surplus (rows 46-50, example E9) ----------------------------
def ended(players: int = 2, left: int = 0) -> dict:
    """A finished board with `left` gems in Angel City and the bag, and every seat holding nothing."""
    state = board(players)
    city = state["city"]
    city["regions"] = {r: {c: 0 for c in content().gem_colours} for r in city["regions"]}
    city["bag"] = {c: 0 for c in content().gem_colours}
    city["bag"]["red"] = left
    for loc in state["land"]["cubes"]:
        state["land"]["cubes"][loc] = {c: 0 for c in content().gem_colours}
    for seat in range(players):
        give(state, seat, vp=0, honor=0, shields=0, engine=0, storage=[None] * 6,
             consumed={c: 0 for c in content().gem_colours}, cubes={c: 0 for c in content().gem_colours})
        state["players"][seat]["heroes"]["hand"] = []
    return state


def dominate(state: dict, seat: int, n: int) -> None:
    state["land"]["houses"].update({loc: seat for loc in content().location_ids[:n]})


@pytest.mark.parametrize("end,houses,vp", [("saved", 4, 9), ("saved", 12, 36), ("crash", 5, 6), ("crash", 9, 15)])
def test_example_e9_domination_table(end, houses, vp):
    state = ended(left=0 if end == "saved" else 30)
    dominate(state, 0, houses)
    assert final_score(state, 0, scoring.ending(state))["domination"] == {"houses": houses, "vp": vp}


def test_example_e9_surplus_three_gems_two_honor_is_two_and_four_shields_three_engine_is_two():
    state = ended()
    give(state, 0, storage=["red", "blue", "black", None, None, None], honor=2, shields=4, engine=3)
    surplus = final_score(state, 0, "saved")["surplus"]
    assert (surplus["stock"], surplus["shields_engine"]) == (2, 2)


@pytest.mark.parametrize("end", ["saved", "crash"])
def test_every_column_of_the_domination_table_and_ten_or_more_houses(end):
    row = content().domination[end]
    state = ended(left=0 if end == "saved" else 30)
    assert final_score(state, 0, end)["domination"]["vp"] == 0
    for n in range(1, len(row) + 3):
        state["land"]["houses"] = {}
        dominate(state, 0, n)
        assert final_score(state, 0, end)["domination"]["vp"] == row[min(n, len(row)) - 1]


def test_ten_gems_left_is_saved_and_eleven_is_a_crash():
    limit = content().saved_max_gems
    assert scoring.ending(ended(left=limit)) == "saved"
    assert scoring.ending(ended(left=limit + 1)) == "crash"


def test_gems_left_count_angel_city_and_the_bag():
    state = ended(left=3)
    state["city"]["regions"]["circle"]["blue"] = 4
    assert scoring.gems_left(state) == 7


def test_saved_pays_two_per_consumed_non_black_gem_and_nothing_for_black_or_cubes_on_the_map():
    state = ended(left=0)
    give(state, 0, consumed={**{c: 0 for c in content().gem_colours}, "red": 2, "blue": 1, "black": 3})
    state["land"]["cubes"]["loc-01"]["blue"] = 2
    score = final_score(state, 0, "saved")
    assert score["consumed"] == 3 * content().consumed_vp["saved"]["non_black"] and score["resentment"] == 0


def test_crash_pays_five_per_consumed_black_gem_and_costs_one_per_own_cube_on_the_map():
    state = ended(left=20)
    give(state, 0, consumed={**{c: 0 for c in content().gem_colours}, "red": 2, "black": 3})
    state["land"]["cubes"]["loc-01"].update(blue=2, red=1)
    state["land"]["cubes"]["loc-05"].update(blue=1, black=2, yellow=1)
    score = final_score(state, 0, "crash")
    assert score["consumed"] == 3 * content().consumed_vp["crash"]["black"]
    assert score["resentment"] == -3 * content().resentment_vp_per_cube
    assert final_score(state, YELLOW, "crash")["resentment"] == -1 * content().resentment_vp_per_cube


def test_surplus_counts_hero_cards_and_floors_both_sums():
    state = ended()
    give(state, 0, storage=["red", None, None, None, None, None], honor=1,
         cubes={**{c: 0 for c in content().gem_colours}, "green": 1}, shields=2, engine=0)
    state["players"][0]["heroes"]["hand"] = list(content().deck_of["blue"][:3])
    surplus = final_score(state, 0, "saved")["surplus"]
    assert surplus == {"heroes": 3 * content().surplus["hero_vp"], "stock": 1, "shields_engine": 0,
                       "vp": 3 + 1}


def test_the_total_adds_track_domination_consumed_resentment_and_surplus():
    state = ended(left=20)
    give(state, 0, vp=12, honor=4, consumed={**{c: 0 for c in content().gem_colours}, "black": 1})
    dominate(state, 0, 2)
    state["land"]["cubes"]["loc-09"]["blue"] = 1
    score = final_score(state, 0, "crash")
    assert score["total"] == 12 + content().domination["crash"][1] + 5 - 1 + 2


def test_the_highest_total_wins_ties_share_and_vp_may_be_negative():
    state = ended(3, left=0)
    give(state, 0, vp=-4)
    give(state, 1, vp=7)
    give(state, 2, vp=7)
    result = final_result(state)
    assert result_problems(result, 3) == []
    assert result["winners"] == [1, 2] and result["scores"]["0"] == -4
    assert result["ranking"] == [1, 2, 0]
    assert result["details"]["ending"] == "saved" and result["details"]["seats"]["1"]["total"] == 7


def test_a_whole_game_ends_with_a_valid_result_and_its_breakdown():
    state = new_state(3, seed=8)
    while not GAME.is_over(state):
        seat = active(state)
        state = GAME.apply(state, seat, GAME.default_action(state, seat)).state
    result = GAME.result(state)
    assert result_problems(result, 3) == []
    for seat in range(3):
        assert result["scores"][str(seat)] == result["details"]["seats"][str(seat)]["total"]

"""Final scoring: contribution tie-breaks, pooled split, winner tie-break, VP wrap without bonus."""
from shared.games.falling.scoring import contribution_ranking, final_scoring

from tests.games.falling.helpers import GAME, explore_state, place, set_goods


def test_a_contribution_tie_is_broken_by_floor_4_when_floor_5_is_equal():
    state = explore_state(2)
    place(state, 4, 0, 0, "mine")
    place(state, 3, 0, 1, "mine")
    assert contribution_ranking(state) == ([0, 1], [15, 0])


def test_a_contribution_tie_is_broken_by_floor_3_after_floors_5_and_4():
    state = explore_state(2)
    place(state, 4, 0, 0, "expl"), place(state, 3, 0, 0, "ref"), place(state, 3, 1, 0, "ref")  # 4 points, 0/1/2
    place(state, 4, 1, 1, "expl"), place(state, 3, 2, 1, "expl")  # 4 points, 0/1/1
    assert contribution_ranking(state) == ([0, 1], [15, 0])


def test_devices_on_floors_1_and_2_give_no_contribution():
    state = explore_state(2)
    place(state, 1, 0, 0, "mine"), place(state, 2, 0, 0, "mine")
    place(state, 3, 0, 1, "ref")
    assert contribution_ranking(state)[1] == [0, 15]


def test_tied_ranks_pool_their_vp_and_split_rounding_down():
    state = explore_state(3)
    place(state, 3, 0, 0, "mine")
    place(state, 3, 1, 1, "ref")
    place(state, 3, 2, 2, "ref")
    assert contribution_ranking(state)[1] == [15, 4, 4]  # (9 + 0) // 2


def test_a_three_way_tie_in_four_players_splits_15_9_6_and_the_last_player_gets_the_next_rank():
    state = explore_state(4)
    for s in range(3):
        place(state, 3, s, s, "smelt")
    assert contribution_ranking(state)[1] == [10, 10, 10, 0]


def test_with_no_devices_everyone_ties_and_shares_all_rank_vp():
    state = explore_state(3)
    assert contribution_ranking(state)[1] == [8, 8, 8]


def finish(state):
    state["step"] = "final"
    final_scoring(state, [])
    state["step"] = "over"
    return GAME.result(state)


def test_equal_final_scores_are_won_by_the_better_contribution_rank():
    state = explore_state(2)
    for s in range(2):
        state["seats"][s]["vpc"] = ["vp-rega-01"] if s == 0 else []
        state["seats"][s]["vp"] = 0
    state["seats"][1]["vp"] = 0
    state["seats"][1]["vpc"] = ["vp-rega-02"]
    place(state, 3, 0, 1, "ref")  # seat 1: 15 contribution VP; seat 0 gets 0
    set_goods(state, 0, Chip=7, G=8)  # 14 + 1 = 15 VP
    result = finish(state)
    assert result["scores"] == {"0": 25, "1": 25}
    assert result["ranking"] == [1, 0] and result["winners"] == [1]
    assert result["details"]["seats"]["0"]["chips"] == 14 and result["details"]["seats"]["1"]["contribution_vp"] == 15


def test_equal_scores_and_equal_contribution_rank_share_the_win():
    state = explore_state(2)
    result = finish(state)
    assert result["scores"]["0"] == result["scores"]["1"] and result["winners"] == [0, 1]
    assert GAME.active_seats(state) == []


def test_final_scoring_vp_cards_are_drawn_without_bonus_and_worth_10():
    state = explore_state(2)
    state["seats"][0]["vp"] = 5
    place(state, 3, 0, 0, "ref")  # 15 contribution VP: 5 + 15 = 20 -> 2 cards, track 0
    result = finish(state)
    seat = state["seats"][0]
    assert len(seat["vpc"]) == 2 and seat["vp"] == 0 and seat["C"] == 0 and not state["pending"]
    assert result["scores"]["0"] == 20

"""The result: the side at 7 soul points wins at the end of a turn, teams by side, the standard format (AF-48)."""
from shared.engine.result import result_problems
from shared.games.angel_fury import scoring
from shared.games.angel_fury.content import content
from tests.games.angel_fury.helpers import (EVIL, GOOD, GAME, at_turn, clear_area, end_turn, give, leader_id, place,
                                            started)

TARGET = content().soul_points_to_win


def with_points(evil: int, good: int) -> dict:
    """A started Duel with the given soul points."""
    state = started()
    state["soul_points"] = {"evil": evil, "good": good}
    return state


def test_the_side_at_the_target_wins_with_its_seat_and_the_other_loses():
    result = scoring.result(with_points(TARGET, TARGET - 2))
    assert result["winners"] == [EVIL]
    assert result["details"]["sides"] == ["evil"]
    result = scoring.result(with_points(1, TARGET + 1))
    assert result["winners"] == [GOOD]


def test_seats_score_their_sides_soul_points_and_rank_by_them():
    result = scoring.result(with_points(TARGET, 3))
    assert result["scores"] == {str(EVIL): TARGET, str(GOOD): 3}
    assert result["ranking"] == [EVIL, GOOD]
    assert scoring.result(with_points(2, TARGET))["ranking"] == [GOOD, EVIL]


def test_a_duel_result_is_competitive_with_one_team_per_side_and_follows_the_standard_format():
    result = scoring.result(with_points(TARGET, 0))
    assert result["mode"] == "competitive"
    assert sorted(result["teams"]) == [[EVIL], [GOOD]]
    assert result_problems(result, 2) == []


def test_a_side_of_two_seats_makes_a_team_result_in_which_both_win():
    state = with_points(0, TARGET)
    for seat, colour in ((EVIL, "red"), (GOOD, "white")):
        twin = dict(state["players"][seat], colour=colour, colours=[colour])
        state["players"].append(twin)
        state["seats"].append({"name": f"P{len(state['seats'])}", "kind": "human", "role": colour})
    result = scoring.result(state)
    assert result["mode"] == "team"
    assert sorted(result["teams"]) == [[0, 2], [1, 3]]
    assert result["winners"] == [1, 3]
    assert result_problems(result, 4) == []


def test_of_two_sides_past_the_target_the_one_with_more_soul_points_wins():
    assert scoring.result(with_points(TARGET + 1, TARGET))["winners"] == [EVIL]
    assert scoring.winning_sides(with_points(TARGET, TARGET)) == ["evil", "good"]


def test_details_give_soul_points_per_side_and_each_seats_resources_and_units():
    state = with_points(TARGET, 4)
    give(state, EVIL, crystals=7, reinforcements=2)
    arch = leader_id(state, "black", "arch")
    state["leaders"][arch]["health"] = 5
    details = scoring.result(state)["details"]
    assert details["soul_points"] == {"evil": TARGET, "good": 4}
    seat = details["seats"][str(EVIL)]
    assert seat["resources"] == {"C": 7, "R": 2}
    assert seat["character"] == state["players"][EVIL]["character"]
    on_board = sum(a["units"].get("black", {}).get("minions", 0) for a in state["areas"].values())
    assert seat["units"] == {"minions": on_board, "reinforcements": 2, "seraphs": 2, "arch_health": 5}


def test_a_dead_arch_and_seraph_and_lost_minions_show_in_the_details():
    state = with_points(TARGET, 0)
    soul_area = "r3c4"
    lost = state["areas"][soul_area]["units"]["yellow"]["minions"]
    before = scoring.result(state)["details"]["seats"][str(GOOD)]["units"]
    clear_area(state, soul_area)
    state["leaders"][leader_id(state, "yellow", "arch")].update(alive=False, area=None)
    state["leaders"][leader_id(state, "yellow", "seraph", 1)].update(alive=False, area=None)
    after = scoring.result(state)["details"]["seats"][str(GOOD)]["units"]
    assert after["minions"] == before["minions"] - lost
    assert after["arch_health"] == 0 and after["seraphs"] == before["seraphs"] - 1


def test_the_resource_phase_ends_the_game_with_this_result_when_the_side_reaches_the_target():
    state = with_points(TARGET - 1, 0)
    soul_area = content().board(state["board"])["soul"]
    clear_area(state, soul_area)
    place(state, soul_area, "black", 1)
    assert at_turn(state, EVIL)
    state, events = end_turn(state, EVIL)
    assert state["final"] == scoring.result(state)
    assert state["final"]["winners"] == [EVIL]
    assert GAME.active_seats(state) == []
    assert [e["type"] for e in events].count("game_ended") == 1

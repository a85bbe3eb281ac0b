"""The scenario option and seating, Protection of the Soul's lone angel, and the Epic Duel's setup changes.
(AF-1, AF-54, AF-55, AF-57; Rulebook: Setup 1, 3; Scenarios.)"""
from __future__ import annotations

import pytest

from shared.engine.errors import InvalidOptions
from shared.engine.result import result_problems
from shared.games.angel_fury import capacity, command, deploy, flow, scoring
from shared.games.angel_fury.content import content
from tests.games.angel_fury import helpers as h
from tests.games.angel_fury.team_fixtures import begun, end_side, fresh

C = content()
ANGEL = 1  # the lone angel of Protection of the Soul; the Epic Duel's good seat


# -- the option and the seats ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("count,scenario", [(2, "duel"), (3, "protection_of_the_soul"), (4, "battle_for_the_soul")])
def test_the_scenario_defaults_by_the_number_of_seats(count, scenario):
    options, _ = h.GAME.prepare({}, h.seats(count))
    assert options["scenario"] == scenario
    assert h.GAME.new_game(1, {}, h.seats(count))["scenario"] == scenario


def test_angel_fury_seats_two_to_four_players():
    assert (h.GAME.min_seats, h.GAME.max_seats) == (2, 4)
    assert {"competitive", "team"} <= set(h.GAME.modes)


@pytest.mark.parametrize("scenario,count", [("battle_for_the_soul", 2), ("epic_duel", 4), ("duel", 3),
                                            ("protection_of_the_soul", 4)])
def test_a_scenario_named_for_another_number_of_seats_is_refused(scenario, count):
    with pytest.raises(InvalidOptions, match="players"):
        h.GAME.prepare({"scenario": scenario}, h.seats(count))


def test_roles_say_which_seat_plays_which_colour_and_side_and_the_rest_fill_in():
    _, seats = h.GAME.prepare({}, h.seats(4, roles=("white", None, "black")))
    assert [s.role for s in seats] == ["white", "yellow", "black", "red"]
    state = h.GAME.new_game(1, {}, seats)
    assert [p["side"] for p in state["players"]] == ["good", "good", "evil", "evil"]
    assert sorted(h.GAME.teams(state)) == [[0, 1], [2, 3]]


def test_more_seats_of_a_side_than_the_scenario_has_are_refused():
    with pytest.raises(InvalidOptions, match="good"):
        h.GAME.prepare({}, h.seats(3, roles=("yellow", "white")))
    with pytest.raises(InvalidOptions, match="evil"):
        h.GAME.prepare({}, h.seats(2, roles=("black", "red")))
    assert h.GAME.prepare({}, h.seats(3, roles=("black", "red")))[0]["scenario"] == "protection_of_the_soul"


def test_the_lone_angel_may_name_either_of_its_colours():
    state = fresh("protection_of_the_soul", roles=(None, "white"))
    angel = state["players"][ANGEL]
    assert angel["colours"] == ["white", "yellow"] and state["seats"][ANGEL]["role"] == "white"
    assert len(angel["deck"]) == C.deck_size and all(C.card(c)["owner"] == "white" for c in angel["deck"])


def test_evil_moves_first_in_every_scenario_whatever_the_seat_order():
    for scenario, roles in (("battle_for_the_soul", ("yellow", "black", "white", "red")),
                            ("protection_of_the_soul", ("yellow", "black", "red")), ("epic_duel", ("white", "red"))):
        state = begun(scenario, roles=roles)
        assert {state["players"][s]["side"] for s in h.GAME.active_seats(state)} == {"evil"}


# -- Protection of the Soul: the lone angel runs both colours (AF-55) ----------------------------------------------
def test_the_lone_angel_runs_both_colours_with_one_board_deck_and_arch_and_the_bonuses():
    state = begun("protection_of_the_soul")
    angel = state["players"][ANGEL]
    assert state["board"] == "small_b" and angel["colours"] == ["yellow", "white"]
    assert len(angel["hand"]) + len(angel["deck"]) + len(angel["discard"]) == C.deck_size
    ch = flow.character_of(state, ANGEL)
    assert angel["handsize"] == min(C.handsize["max"], C.handsize["start"] + 1 + ch["bonus"]["handsize"])
    assert angel["commands"]["unused"] == C.commands["start"] + 1 + ch["bonus"]["commands"]
    archs = [lid for lid, l in state["leaders"].items() if l["kind"] == "arch" and l["colour"] in angel["colours"]]
    assert archs == ["yellow-arch"] and flow.arch_of(state, ANGEL) == "yellow-arch"


def test_the_lone_angels_pieces_of_both_colours_are_its_own_and_both_altars_its_spawn_points():
    state = begun("protection_of_the_soul")
    printed_white = state["leaders"]["white-seraph-1"]
    assert printed_white["colour"] == "yellow" and h.units(state, "r4c4", "yellow") == 5
    assert sorted(deploy.own_altars(state, ANGEL)) == ["r5c2", "r5c4"]
    state, _ = end_side(state)
    sources = [a["area"] for a in h.legal(state, ANGEL) if a["type"] == "command"]
    assert {"r4c2", "r4c4"} <= set(sources)


def test_the_lone_angels_reserve_holds_both_colours_stock():
    state = fresh("protection_of_the_soul")
    on_board = sum(rec["units"].get("yellow", {}).get("minions", 0) for rec in state["areas"].values())
    assert state["reserve"]["minions"]["yellow"] + on_board == 2 * C.units_per_colour["minions"]
    assert "white" not in state["reserve"]["minions"]


def test_the_demons_start_with_four_soul_points_and_seven_still_win():
    state = begun("protection_of_the_soul")
    assert state["soul_points"] == {"evil": 4, "good": 0} and C.soul_points_to_win == 7
    state["soul_points"]["evil"] = 6
    soul = C.board("small_b")["soul"]
    h.clear_area(state, soul)
    h.place(state, soul, "red", 1)
    state, _ = end_side(state)
    final = h.GAME.result(state)
    assert final["winners"] == [0, 2] and final["mode"] == "team" and result_problems(final, 3) == []


# -- the Epic Duel (AF-57) -------------------------------------------------------------------------------------------
def test_each_epic_duel_seat_runs_two_colours_with_one_deck_and_one_arch():
    state = begun("epic_duel")
    for seat, (first, second) in enumerate((("black", "red"), ("yellow", "white"))):
        player = state["players"][seat]
        assert player["colours"] == [first, second]
        archs = [lid for lid, l in state["leaders"].items() if l["kind"] == "arch" and l["colour"] == first]
        assert archs == [f"{first}-arch"]
        assert len(player["hand"]) + len(player["deck"]) + len(player["discard"]) == C.deck_size
    assert "red-arch" not in state["leaders"] and "white-arch" not in state["leaders"]


def test_one_arch_marking_is_replaced_by_six_minions():
    state = fresh("epic_duel")
    assert h.units(state, "r2c6", "black") == 3 + 6 and h.units(state, "r6c6", "yellow") == 3 + 6
    assert not state["areas"]["r2c6"]["leaders"] and not state["areas"]["r6c6"]["leaders"]
    seraphs = [lid for lid, l in state["leaders"].items() if l["kind"] == "seraph" and l["colour"] == "black"]
    assert sorted(seraphs) == ["black-seraph-1", "black-seraph-2", "red-seraph-1", "red-seraph-2"]


def test_each_sides_foremost_mountain_starts_uncontrolled():
    state = fresh("epic_duel")
    four = fresh("battle_for_the_soul")
    for area in ("r3c4", "r5c4"):
        assert state["areas"][area]["terrain"] == "mountain" and state["areas"][area]["units"] == {}
        assert four["areas"][area]["units"] != {}


def test_an_epic_duel_troop_may_mix_the_two_printed_colours():
    state = begun("epic_duel")
    h.clear_board(state)
    h.place(state, "r3c3", "black", 3, leaders=("red-seraph-1", "black-seraph-1"))
    state, _ = h.act(state, 0, "command", area="r3c3")
    mixed = h.find(state, 0, "troop", minions=3, leaders=["red-seraph-1", "black-seraph-1"]) or h.find(
        state, 0, "troop", minions=3, leaders=["black-seraph-1", "red-seraph-1"])
    assert mixed is not None


def test_two_printed_colours_in_a_resource_area_give_no_double_income():
    state = begun("epic_duel")
    h.clear_board(state)
    mountain = "r3c4"
    h.place(state, mountain, "black", 2, leaders=("red-seraph-1",))
    base = flow.character_of(state, 0)["income"]["C"]
    assert flow.income_of(state, 0)["C"] == base + 1 and capacity.is_controlled(state, mountain, "black")


def test_the_epic_duel_reserve_holds_both_colours_stock_and_the_result_is_competitive():
    state = begun("epic_duel")
    on_board = sum(rec["units"].get("black", {}).get("minions", 0) for rec in state["areas"].values())
    held = state["reserve"]["minions"]["black"] + on_board + state["players"][0]["reinforcements"]
    assert held == 2 * C.units_per_colour["minions"]
    state["soul_points"]["evil"] = 6
    soul = C.board("large")["soul"]
    h.clear_area(state, soul)
    h.place(state, soul, "black", 1)
    state, _ = h.end_turn(state, 0)
    final = h.GAME.result(state)
    assert final["mode"] == scoring.COMPETITIVE and final["winners"] == [0] and result_problems(final, 2) == []


def test_the_epic_duel_plays_on_the_large_board_with_both_altars_of_a_side_its_spawn_points():
    state = begun("epic_duel")
    assert state["board"] == "large"
    assert sorted(deploy.own_altars(state, 0)) == ["r1c2", "r1c6"]
    assert command.sources(state, 0)


@pytest.mark.parametrize("scenario,count,mode", [("battle_for_the_soul", 4, "team"),
                                                 ("protection_of_the_soul", 3, "team"),
                                                 ("epic_duel", 2, "competitive"), ("duel", 2, "competitive")])
def test_the_result_mode_is_team_when_a_side_has_several_seats(scenario, count, mode):
    assert h.GAME.mode_of({"scenario": scenario}, h.seats(count)) == mode
    assert h.GAME.mode_of({}, h.seats(count)) == ("team" if count > 2 else "competitive")

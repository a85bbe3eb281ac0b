"""Setup of the Duel (AF-1..AF-7, AF-10, AF-56), seat colours, determinism, and the board geometry of all boards."""
import json
import sys
import types
from collections import Counter

import pytest

import shared.games.angel_fury as package
from shared.engine import SeatSpec
from shared.games.angel_fury import board
from shared.games.angel_fury.content import content
from shared.games.angel_fury.setup import initial_state, setup

C = content()


def seats(n=2, roles=None):
    return [SeatSpec(i, f"P{i}", role=(roles or {}).get(i)) for i in range(n)]


def duel(seed=1, roles=None, **options):
    return initial_state(seed, options, seats(2, roles))


def units_at(state, area):
    """{colour: (minions, seraphs, arch)} in an area."""
    a = state["areas"][area]
    out = {}
    for colour in set(a["units"]) | {state["leaders"][x]["colour"] for x in a["leaders"]}:
        kinds = Counter(state["leaders"][x]["kind"] for x in a["leaders"] if state["leaders"][x]["colour"] == colour)
        out[colour] = (a["units"].get(colour, {}).get("minions", 0), kinds["seraph"], kinds["arch"])
    return out


def slots_used(state, area):
    a = state["areas"][area]
    used = sum(u["minions"] for u in a["units"].values()) + (C.sizes[a["terrain"]] if a["terrain"] else 0)
    return used + sum(C.sizes[state["leaders"][x]["kind"]] for x in a["leaders"])


# ---- the Duel's board -----------------------------------------------------------------------------------------

DUEL_UNITS = {  # inventory part 3, small board side A: (minions, seraphs, arch)
    "black": {(1, 2): (5, 1, 0), (2, 2): (3, 0, 1), (2, 4): (5, 1, 0), (2, 3): (2, 0, 0)},
    "yellow": {(5, 2): (5, 1, 0), (4, 2): (3, 0, 1), (4, 4): (5, 1, 0), (3, 4): (2, 0, 0), (4, 3): (2, 0, 0)},
}


def test_the_duel_plays_on_small_board_side_a_with_every_area_laid_out():
    state = duel()
    assert (state["scenario"], state["board"], state["options"]["scenario"]) == ("duel", "small_a", "duel")
    assert list(state["areas"]) == list(board.areas("small_a")) and len(state["areas"]) == 25


def test_duel_units_stand_where_the_board_markings_put_them():
    state = duel()
    placed = {}
    for area in state["areas"]:
        for colour, units in units_at(state, area).items():
            placed.setdefault(colour, {})[board.coords(area)] = units
    assert placed == DUEL_UNITS


def test_mountains_and_fountains_are_on_their_printed_areas():
    state = duel()
    assert {a: x["terrain"] for a, x in state["areas"].items()} == {a: board.terrain("small_a", a)
                                                                   for a in board.areas("small_a")}
    assert Counter(x["terrain"] for x in state["areas"].values()) == {None: 15, "mountain": 5, "fountain": 5}


def test_no_area_starts_over_its_nine_slots_or_with_two_large_pieces():
    state = duel()
    for area, a in state["areas"].items():
        assert slots_used(state, area) <= C.area_slots
        assert len(a["leaders"]) + (a["terrain"] is not None) <= C.max_large_pieces


def test_every_minion_starts_fresh_and_every_leader_alive_and_uncommanded():
    state = duel()
    assert all(u["fresh"] == u["minions"] for a in state["areas"].values() for u in a["units"].values())
    assert all(x["alive"] and not x["commanded"] for x in state["leaders"].values())
    assert all(state["areas"][x["area"]]["leaders"].count(i) == 1 for i, x in state["leaders"].items())
    assert all(("health" in x) == (x["kind"] == "arch") for x in state["leaders"].values())


def test_each_colour_fields_two_seraphs_and_its_arch():
    state = duel()
    kinds = Counter((x["colour"], x["kind"]) for x in state["leaders"].values())
    assert kinds == {("black", "seraph"): 2, ("black", "arch"): 1, ("yellow", "seraph"): 2, ("yellow", "arch"): 1}


def test_the_altars_belong_to_the_colours_of_their_side():
    state = duel()
    assert state["altars"] == {"r1c2": "black", "r5c2": "yellow"}
    assert board.altars_of(state, "black") == ("r1c2",) and board.altar_colour(state, "r5c2") == "yellow"
    assert board.altar_colour(state, "r3c3") is None


# ---- reserve, training grounds, players -----------------------------------------------------------------------

def test_the_general_reserve_holds_40_crystals_and_the_minions_not_on_the_board():
    state = duel()
    on_board = Counter()
    for a in state["areas"].values():
        for colour, u in a["units"].items():
            on_board[colour] += u["minions"]
    assert state["reserve"]["crystals"] == C.reserve_crystals
    assert state["reserve"]["minions"] == {c: C.units_per_colour["minions"] - on_board[c] for c in ("black", "yellow")}


@pytest.mark.parametrize("side", ["good", "evil"])
def test_each_training_ground_reveals_four_of_its_shuffled_deck(side):
    ground = duel(kickstarter=False)["training"][side]
    assert len(ground["offer"]) == C.training_offer and ground["lost"] == []
    assert sorted(ground["deck"] + ground["offer"]) == sorted(C.training_deck(side))


def test_the_training_decks_are_shuffled():
    assert any(duel(seed)["training"]["good"]["deck"] + duel(seed)["training"]["good"]["offer"]
               != list(C.training_deck("good")) for seed in range(3))


def test_players_start_with_handsize_4_three_unused_commands_and_their_colours_deck():
    state = duel()
    for player, colour in zip(state["players"], ("black", "yellow")):
        assert (player["colour"], player["side"]) == (colour, C.side_of(colour))
        assert player["handsize"] == C.handsize["start"] and player["commands"] == {"unused": 3, "used": 0}
        assert player["deck"] == list(C.starting_deck(colour)) and player["hand"] == player["discard"] == []
        assert player["character"] is None and player["reserve"] == [] and player["seraph_cards"] == [None, None]
        assert (player["crystals"], player["reinforcements"], player["deck_known"]) == (0, 0, False)


@pytest.mark.parametrize("seed", range(8))
def test_each_player_is_dealt_two_base_characters_of_its_side(seed):
    for player in duel(seed, kickstarter=False)["players"]:
        assert len(player["offered"]) == C.characters_dealt == len(set(player["offered"]))
        assert set(player["offered"]) <= set(C.characters_of(player["side"]))


def test_the_deal_varies_with_the_seed():
    deals = {tuple(p["offered"]) for seed in range(20) for p in duel(seed)["players"] if p["side"] == "good"}
    assert len(deals) > 1


def test_soul_points_start_at_zero_and_evil_moves_first():
    state = duel()
    assert state["soul_points"] == {"evil": 0, "good": 0}
    assert state["players"][state["turn"]["seat"]]["side"] == "evil" and state["turn"]["number"] == 1


def test_the_state_is_json_native():
    state = duel()
    assert json.loads(json.dumps(state)) == state


# ---- determinism ----------------------------------------------------------------------------------------------

def test_the_same_seed_lays_out_the_same_game():
    assert duel(7) == duel(7)


def test_different_seeds_lay_out_different_games():
    assert duel(1) != duel(2)
    assert duel(1)["rng"] != duel(2)["rng"]


# ---- seats and roles ------------------------------------------------------------------------------------------

def test_by_default_seat_0_plays_black_for_evil_and_seat_1_yellow_for_good():
    state = duel()
    assert [s["role"] for s in state["seats"]] == ["black", "yellow"] and state["turn"]["seat"] == 0


def test_a_role_picks_the_seats_colour_and_evil_still_starts():
    state = duel(roles={0: "yellow"})
    assert [s["role"] for s in state["seats"]] == ["yellow", "black"] and state["turn"]["seat"] == 1


def test_a_colour_role_of_the_other_colour_takes_over_that_sides_units_and_altar():
    state = duel(roles={0: "red", 1: "white"})
    assert [p["colour"] for p in state["players"]] == ["red", "white"]
    assert state["altars"] == {"r1c2": "red", "r5c2": "white"}
    assert set(state["reserve"]["minions"]) == {"red", "white"}
    assert units_at(state, "r2c2") == {"red": (3, 0, 1)} and "red-arch" in state["leaders"]


def test_a_side_role_picks_that_sides_seat():
    state = duel(roles={1: "evil"})
    assert [s["role"] for s in state["seats"]] == ["yellow", "black"]


@pytest.mark.parametrize("roles,n", [({0: "black", 1: "red"}, 2), ({0: "purple"}, 2), ({}, 3), ({}, 1)])
def test_impossible_seatings_are_refused(roles, n):
    with pytest.raises(ValueError):
        initial_state(1, {}, seats(n, roles))


def test_an_unknown_scenario_is_refused():
    with pytest.raises(ValueError):
        duel(scenario="tea_party")


# ---- the other scenarios' data lays out -----------------------------------------------------------------------

@pytest.mark.parametrize("name", ["battle_for_the_soul", "protection_of_the_soul", "epic_duel"])
def test_every_scenario_lays_out_within_area_limits_and_unit_stock(name):
    n = len(C.scenario(name)["seats"])
    state = initial_state(3, {"scenario": name}, seats(n))
    for area in state["areas"]:
        assert slots_used(state, area) <= C.area_slots
    total = Counter()
    for a in state["areas"].values():
        for colour, u in a["units"].items():
            total[colour] += u["minions"]
    # a seat running two colours as one holds both colours' stock in its first colour (AF-55, AF-57)
    stock = {p["colour"]: C.units_per_colour["minions"] * len(p["colours"]) for p in state["players"]}
    assert all(total[c] + state["reserve"]["minions"][c] == stock[c] for c in total)
    assert state["soul_points"] == dict(C.scenario(name)["soul_points"])


def test_the_lone_angel_of_three_players_runs_two_colours_with_the_bonuses():
    state = initial_state(3, {"scenario": "protection_of_the_soul"}, seats(3))
    angel = next(p for p in state["players"] if p["side"] == "good")
    assert angel["colours"] == ["yellow", "white"]
    assert angel["handsize"] == C.handsize["start"] + 1 and angel["commands"]["unused"] == C.commands["start"] + 1
    assert [s["side"] for s in C.scenario("protection_of_the_soul")["seats"]].count("evil") == 2


# ---- setup hands over to flow ---------------------------------------------------------------------------------

def test_setup_lays_out_the_game_then_calls_flow_begin(monkeypatch):
    begun = []
    fake = types.ModuleType("shared.games.angel_fury.flow")
    fake.begin = lambda state: begun.append(state["turn"]["seat"])
    monkeypatch.setitem(sys.modules, "shared.games.angel_fury.flow", fake)
    monkeypatch.setattr(package, "flow", fake, raising=False)
    state = setup(4, {}, seats())
    assert begun == [0] and state["players"][0]["offered"] == duel(4)["players"][0]["offered"]


# ---- board geometry -------------------------------------------------------------------------------------------

SIZES = {"small_a": 5, "small_b": 5, "large": 7}


def ids(*rcs):
    return {board.area_id(r, c) for r, c in rcs}


@pytest.mark.parametrize("board_id", sorted(SIZES))
def test_corners_have_two_neighbours_and_one_diagonal(board_id):
    n = SIZES[board_id]
    assert set(board.neighbours(board_id, "r1c1")) == ids((1, 2), (2, 1))
    assert set(board.diagonals(board_id, "r1c1")) == ids((2, 2))
    assert set(board.neighbours(board_id, f"r{n}c{n}")) == ids((n - 1, n), (n, n - 1))
    assert set(board.diagonals(board_id, f"r{n}c{n}")) == ids((n - 1, n - 1))


@pytest.mark.parametrize("board_id", sorted(SIZES))
def test_an_inner_area_has_four_neighbours_and_four_diagonals(board_id):
    assert set(board.neighbours(board_id, "r3c3")) == ids((2, 3), (4, 3), (3, 2), (3, 4))
    assert set(board.diagonals(board_id, "r3c3")) == ids((2, 2), (2, 4), (4, 2), (4, 4))
    assert set(board.around(board_id, "r3c3")) == ids((2, 3), (4, 3), (3, 2), (3, 4), (2, 2), (2, 4), (4, 2), (4, 4))


@pytest.mark.parametrize("board_id", sorted(SIZES))
def test_neighbourhood_is_symmetric_and_stays_on_the_board(board_id):
    every = set(board.areas(board_id))
    assert len(every) == SIZES[board_id] ** 2
    for a in every:
        assert set(board.neighbours(board_id, a)) <= every and set(board.diagonals(board_id, a)) <= every
        assert all(a in board.neighbours(board_id, b) for b in board.neighbours(board_id, a))
        assert all(a in board.diagonals(board_id, b) for b in board.diagonals(board_id, a))
        assert all(board.is_adjacent(board_id, a, b) for b in board.neighbours(board_id, a))


@pytest.mark.parametrize("board_id", sorted(SIZES))
def test_backwards_is_toward_row_1_for_evil_and_the_last_row_for_good(board_id):
    n = SIZES[board_id]
    assert board.backwards(board_id, "evil", "r3c2") == "r2c2"
    assert board.backwards(board_id, "good", "r3c2") == "r4c2"
    assert board.backwards(board_id, "evil", "r1c3") is None and board.backwards(board_id, "good", f"r{n}c3") is None


@pytest.mark.parametrize("board_id", sorted(SIZES))
def test_back_rows_are_row_1_for_evil_and_the_last_row_for_good(board_id):
    n = SIZES[board_id]
    assert board.back_row(board_id, "evil") == {f"r1c{c}" for c in range(1, n + 1)}
    assert board.back_row(board_id, "good") == {f"r{n}c{c}" for c in range(1, n + 1)}
    assert board.is_back_row(board_id, "good", f"r{n}c1") and not board.is_back_row(board_id, "evil", f"r{n}c1")


def test_an_attack_from_behind_comes_from_the_defenders_backwards_area():
    assert board.is_from_behind("small_a", "evil", "r2c3", "r3c3")
    assert not board.is_from_behind("small_a", "evil", "r4c3", "r3c3")
    assert board.is_from_behind("small_a", "good", "r4c3", "r3c3")


def test_geometry_accepts_a_state_and_is_computed_once_per_board():
    state = duel()
    assert board.neighbours(state, "r1c1") == board.neighbours("small_a", "r1c1")
    assert board.geometry("large") is board.geometry("large")
    assert board.soul(state) == "r3c4" and board.altars("small_a") == {"r1c2": "evil", "r5c2": "good"}

"""Setup (BA-1..BA-7, BA-38) per player count, determinism by seed, and the Space board's hex geometry."""
from collections import Counter

import orjson
import pytest

from shared.engine import SeatSpec
from shared.engine.errors import InvalidOptions
from shared.games.black_angel import geometry
from shared.games.black_angel.content import content
from shared.games.black_angel.setup import initial_state, setup
from tests.games.black_angel.helpers import GAME

C = content()
COUNTS = (2, 3, 4)


def seats(n, roles=None):
    return [SeatSpec(i, f"P{i}", role=(roles or {}).get(i)) for i in range(n)]


def fresh(n=3, seed=1, **options):
    """The laid-out state before the first turn step."""
    return initial_state(seed, options, seats(n))


def dice_at(state, at, colour=None):
    return [d for d, die in state["dice"].items() if die["at"] == at and colour in (None, die["colour"])]


def all_cards(state):
    """Every Mission and Ravager id in decks and hands."""
    decks = state["decks"]
    ids = [c for deck in decks["missions"].values() for c in deck] + list(decks["ravagers"])
    for p in state["players"]:
        ids += p["hand"]["missions"] + p["hand"]["ravagers"]
    return ids


# ---- Black Angel board and dice -----------------------------------------------------------------------------

@pytest.mark.parametrize("n", COUNTS)
def test_each_colour_has_the_dice_of_the_player_count_and_every_die_starts_undamaged(n):
    state = fresh(n)
    per_colour = Counter(d["colour"] for d in state["dice"].values())
    assert per_colour == {c: C.dice_per_colour[n] for c in C.colours}
    assert not any(d["cube"] or d["reserved"] or d["used"] for d in state["dice"].values())


@pytest.mark.parametrize("n", COUNTS)
def test_each_player_rolled_one_die_per_workstation_robot(n):
    state = fresh(n, seed=5)
    for seat in range(n):
        for colour in C.colours:
            held = dice_at(state, seat, colour)
            assert len(held) == state["players"][seat]["robots"]["work"][colour]
            assert all(state["dice"][d]["value"] in C.faces for d in held)
    assert all(d["value"] is None for d in state["dice"].values() if d["at"] == "supply")


@pytest.mark.parametrize("n", COUNTS)
def test_the_neutral_player_takes_part_only_with_two_players(n):
    state = fresh(n)
    if n == 2:
        assert state["neutral"] == {"robots": {c: C.neutral["robots_per_workstation"] for c in C.colours}}
        assert Counter(state["dice"][d]["colour"] for d in dice_at(state, "neutral")) == state["neutral"]["robots"]
        assert all(state["dice"][d]["value"] in C.faces for d in dice_at(state, "neutral"))
    else:
        assert state["neutral"] is None and not dice_at(state, "neutral")


def test_first_rolls_show_every_face_across_seeds():
    rolled = {d["value"] for seed in range(20) for d in fresh(4, seed)["dice"].values() if d["at"] != "supply"}
    assert rolled == set(C.faces)


@pytest.mark.parametrize("n", COUNTS)
def test_the_display_shows_one_tile_of_each_colour_on_its_first_spaces_and_the_stacks_lose_them(n):
    state = fresh(n, seed=3)
    display = state["board"]["display"]
    shown = [display[i] for i in C.initial_display_spaces]
    assert sorted(C.tile(t)["colour"] for t in shown) == sorted(C.colours)
    assert [display[i] for i in range(len(display)) if i not in C.initial_display_spaces] == \
        [None] * (len(display) - len(C.initial_display_spaces))
    for colour, stack in state["decks"]["tiles"].items():
        assert sorted(stack + [t for t in shown if C.tile(t)["colour"] == colour]) == sorted(C.normal_tiles[colour])


def test_the_colour_order_of_the_display_varies_with_the_seed():
    orders = {tuple(C.tile(t)["colour"] for t in fresh(3, seed)["board"]["display"][:3]) for seed in range(30)}
    assert len(orders) > 1


@pytest.mark.parametrize("n", COUNTS)
def test_four_advanced_tiles_lie_face_up_and_the_rest_form_the_deck(n):
    state = fresh(n)
    face_up = state["board"]["advanced"]
    assert len(face_up) == C.advanced_display and None not in face_up
    assert sorted(face_up + state["decks"]["advanced"]) == sorted(C.advanced_ids)


@pytest.mark.parametrize("n", COUNTS)
def test_actions_start_without_damage_or_ravagers(n):
    actions = fresh(n)["board"]["actions"]
    assert list(actions) == [a["id"] for a in C.actions]
    assert all(a == {"cubes": 0, "ravagers": []} for a in actions.values())


# ---- Space board --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("n", COUNTS)
def test_the_space_board_has_the_strips_of_the_player_count_with_spes_farthest_and_the_ba_in_the_centre(n):
    space = fresh(n, seed=2)["space"]
    strips = space["strips"]
    assert len(strips) == C.strip_count(n) == len({s["id"] for s in strips})
    assert [s["spes_token"] for s in strips] == [False] * (len(strips) - 1) + [True]
    assert space["ba"] == -(-len(strips) // 2) and not space["at_spes"]
    for s in strips:
        assert s["hexes"] == list(C.strip(s["id"])["sides"][s["side"]])
        assert s["cards"] == {} and s["ships"] == {} and not s["spes_tile"]


def test_two_players_use_a_random_five_of_the_seven_strips_in_random_order_and_sides():
    layouts = [fresh(2, seed)["space"]["strips"] for seed in range(40)]
    assert {s["id"] for strips in layouts for s in strips} == set(C.strip_ids)
    assert len({tuple(s["id"] for s in strips) for strips in layouts}) > 1
    assert {s["side"] for strips in layouts for s in strips} == {"A", "B"}


# ---- players ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("n", COUNTS)
def test_players_start_with_robots_storage_and_the_starting_tiles_on_the_diagonal(n):
    ps = C.player_setup
    state = fresh(n)
    tiles = []
    for p in state["players"]:
        robots = p["robots"]
        assert robots["work"] == {c: ps["workstation"] for c in C.colours} and robots["break"] == ps["break_room"]
        assert robots["reserve"] + robots["break"] + sum(robots["work"].values()) == ps["robots"]
        assert (p["vp"], p["resources"], p["ships"], p["debris"]) == (0, ps["resources"], ps["ships"], ps["debris"])
        for colour, (r, c) in ps["starting_tiles"].items():
            cell = p["grid"][r][c]
            assert C.tile(cell["tile"])["colour"] == colour and C.tile(cell["tile"])["tier"] == "starting"
            tiles.append(cell["tile"])
        assert sum(cell is not None for row in p["grid"] for cell in row) == len(C.colours)
    assert len(tiles) == len(set(tiles))


@pytest.mark.parametrize("n", COUNTS)
def test_each_hand_holds_one_mission_of_each_colour_and_one_ravager_drawn_from_the_decks(n):
    state = fresh(n, seed=9)
    for p in state["players"]:
        assert sorted(C.mission(m)["colour"] for m in p["hand"]["missions"]) == sorted(C.colours)
        assert len(p["hand"]["ravagers"]) == C.player_setup["hand_ravagers"]
        assert all(p[k] == [] for k in ("tucked", "ejected", "aside"))
        assert set(p["slots"]) == set(C.slots) and not any(p["slots"].values())
    cards = all_cards(state)
    assert sorted(cards) == sorted(list(C.missions) + list(C.ravager_ids))


def test_seats_take_the_player_colours_in_order_unless_a_role_is_chosen():
    assert [s["role"] for s in fresh(3)["seats"]] == list(C.player_colours[:3])
    chosen = initial_state(1, {}, seats(3, roles={1: C.player_colours[0]}))
    assert [s["role"] for s in chosen["seats"]] == [C.player_colours[1], C.player_colours[0], C.player_colours[2]]


# ---- first player, turn, determinism ------------------------------------------------------------------------

@pytest.mark.parametrize("first", ["0", "1", "2"])
def test_the_first_player_option_names_the_seat_that_starts_round_one(first):
    state = fresh(3, first_player=first)
    assert state["first"] == state["turn"]["seat"] == int(first)
    assert state["turn"] == {"seat": int(first), "round": 1, "seq": None, "die": None, "card_played": False,
                             "bought": []}


@pytest.mark.parametrize("number", [1, 2, 3])
def test_the_first_player_as_a_seat_number_counts_from_one(number):
    state = GAME.new_game(0, {"first_player": number}, seats(3))
    assert state["first"] == number - 1 == fresh(3, first_player=str(number - 1))["first"]
    with pytest.raises(InvalidOptions, match="a seat number from 1 to 3"):
        GAME.new_game(0, {"first_player": 4}, seats(3))


def test_a_random_first_player_comes_from_the_seed():
    assert {fresh(4, seed)["first"] for seed in range(30)} == {0, 1, 2, 3}


def test_the_game_starts_with_empty_stacks_and_no_end_trigger():
    state = fresh(3)
    assert (state["steps"], state["pending"], state["final"]) == ([], [], None)
    assert state["end"] == {"trigger": None, "final_round": None}
    assert state["game"] == "black_angel" and state["seed_players"] == 3


@pytest.mark.parametrize("n", COUNTS)
def test_the_same_seed_gives_the_same_json_native_state(n):
    state = fresh(n, seed=11)
    assert state == fresh(n, seed=11)
    assert orjson.loads(orjson.dumps(state)) == state


def test_different_seeds_give_different_layouts():
    layouts = {orjson.dumps([fresh(3, seed)[k] for k in ("space", "board", "dice")]) for seed in range(10)}
    assert len(layouts) == 10


def test_setup_hands_over_to_flow_with_the_first_players_turn_on_the_stack():
    state = setup(4, {"first_player": "1"}, seats(3))
    assert state["steps"][-1]["kind"] == "turn" and state["steps"][-1]["seat"] == 1


# ---- geometry -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [5, 7])
def test_hex_adjacency_is_symmetric_and_never_leaves_the_board(n):
    hexes = set(geometry.all_hexes(n))
    assert len(hexes) == 5 * n
    for h in hexes:
        for other in geometry.neighbours(n, *h):
            assert other in hexes and h in geometry.neighbours(n, *other)
            assert geometry.distance(h, other) == 1


def test_a_middle_hex_touches_the_arms_of_its_own_and_the_nearer_strip_and_the_next_middle_hex():
    assert geometry.neighbours(7, 3, 0) == ((2, -1), (2, 0), (2, 1), (3, -1), (3, 1), (4, 0))


@pytest.mark.parametrize("n", [5, 7])
def test_the_two_arms_of_the_chevron_mirror_each_other(n):
    for p, k in geometry.all_hexes(n):
        mirrored = sorted((q, -j) for q, j in geometry.neighbours(n, p, k))
        assert tuple(mirrored) == geometry.neighbours(n, p, -k)


def test_hexes_at_the_ends_of_the_board_have_fewer_neighbours():
    assert geometry.neighbours(5, 1, 0) == ((1, -1), (1, 1), (2, 0))
    assert geometry.neighbours(5, 5, 2) == ((4, 2), (5, 1))


def test_distance_matches_breadth_first_steps():
    n, start = 7, (4, 0)
    seen, frontier, steps = {start: 0}, [start], 0
    while frontier:
        steps += 1
        frontier = [nb for h in frontier for nb in geometry.neighbours(n, *h) if nb not in seen]
        for h in frontier:
            seen.setdefault(h, steps)
    assert all(geometry.distance(start, h) == d for h, d in seen.items())


@pytest.mark.parametrize("n,centre", [(5, 3), (7, 4), (6, 3)])
def test_the_black_angel_starts_on_the_centre_strip(n, centre):
    assert geometry.ba_position(n) == centre

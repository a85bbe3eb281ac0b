"""Setup (rows 1-10) per player count: board tiles, Monster Dice, objectives, Angel City and the gem bag, the Land
Map cubes, players' mats, dice and hero decks; determinism by seed."""
from collections import Counter

import orjson
import pytest

from shared.engine import SeatSpec
from shared.engine.rng import Rng
from shared.games.fallen_angel import landmap
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel.setup import draw_gem, initial_state, refill_city, setup, tech_side

C = content()
COUNTS = (2, 3, 4)


def seats(n, roles=None):
    return [SeatSpec(i, f"P{i}", role=(roles or {}).get(i)) for i in range(n)]


def fresh(n=3, seed=1, **options):
    """The laid-out state before the hero draft opens."""
    return initial_state(seed, options, seats(n))


def tile_ids(state, kind):
    return [sec["tile"]["id"] for sec in state["sections"].values() if sec["tile"]["kind"] == kind]


# ---- the game record ----------------------------------------------------------------------------------------

def test_a_new_game_is_at_the_draft_of_round_one_with_nothing_decided():
    state = fresh()
    assert (state["game"], state["phase"], state["round"], state["final"]) == ("fallen_angel", "draft", 1, None)
    assert state["steps"] == [] and state["pending"] == [] and state["bids"] == {}


def test_seats_without_roles_take_the_free_colours_in_order():
    state = initial_state(1, {}, seats(3, {1: "blue"}))
    assert [s["role"] for s in state["seats"]] == ["yellow", "blue", "red"]
    assert all(state["dice"][d]["colour"] == "blue" for d in state["players"][1]["dice"])


@pytest.mark.parametrize("n", COUNTS)
def test_each_seat_gets_its_own_generator_seeded_from_the_main_one(n):
    state = fresh(n)
    assert sorted(state["seat_rng"]) == [str(s) for s in range(n)]
    assert len(set(state["seat_rng"].values())) == n
    assert fresh(n, seed=2)["seat_rng"] != state["seat_rng"]


def test_the_state_is_json_native():
    state = fresh(4)
    assert orjson.loads(orjson.dumps(state)) == state


def test_the_same_seed_gives_the_same_game_and_other_seeds_differ():
    assert fresh(4, seed=7) == fresh(4, seed=7)
    assert len({orjson.dumps(fresh(4, seed=s), option=orjson.OPT_SORT_KEYS) for s in range(6)}) == 6


def test_setup_hands_the_laid_out_state_to_the_flow():
    state = setup(3, {}, seats(3))
    laid_out = fresh(3, seed=3)
    assert state["land"] == laid_out["land"] and state["sections"] == laid_out["sections"]
    assert state["round"] == 1 and state["final"] is None


# ---- players ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("n", COUNTS)
def test_players_start_with_the_start_values_three_rerolls_charged_batteries_and_light_bonus_tokens(n):
    for p in fresh(n)["players"]:
        assert {k: p[k] for k in C.start} == dict(C.start)
        assert (p["rerolls"], p["skulls"]) == (C.reroll_tokens, 0)
        assert p["batteries"] == [True] * len(p["chains"]) and not any(p["bonus"].values())
        assert set(p["bonus"]) == set(C.bonus_tracks) and p["barracks"] == {s: None for s in C.barrack_slots}
        assert p["storage"] == [None] * C.storage_size and p["airship"] is None
        assert not any(p["cubes"].values()) and not any(p["consumed"].values())


@pytest.mark.parametrize("n", COUNTS)
def test_each_player_has_seven_unrolled_unused_dice_and_the_rest_in_the_barracks(n):
    state = fresh(n)
    for seat, p in enumerate(state["players"]):
        dice = [state["dice"][d] for d in p["dice"]]
        assert Counter(d["at"] for d in dice) == {"unused": C.basic_dice, "barracks": C.dice_per_colour - C.basic_dice}
        assert all(d["value"] is None and d["owner"] == seat for d in dice)
    assert len(state["dice"]) == n * C.dice_per_colour


@pytest.mark.parametrize("n", COUNTS)
def test_each_player_has_one_chain_per_starting_tile_of_their_colour(n):
    state = fresh(n)
    for seat, p in enumerate(state["players"]):
        colour = state["seats"][seat]["role"]
        assert p["chains"] == [[t] for t in C.starting_tiles_of[colour]]


def test_starting_techs_default_to_the_generic_side_and_the_option_turns_every_tile_unique():
    generic, unique = fresh(4), fresh(4, starting_techs="unique")
    assert tech_side(generic) == "generic" and tech_side(unique) == "unique"
    red = C.starting_tiles_of["red"]
    assert {C.tech_of(t, tech_side(generic))["name"] for t in red} == {"+1 Engine", "+1 Shield", "Gem to Honor"}
    assert "VP Grab" in {C.tech_of(t, tech_side(unique))["name"] for t in red}


@pytest.mark.parametrize("n", COUNTS)
def test_hero_decks_are_the_players_ten_cards_shuffled_with_empty_hands(n):
    state = fresh(n, seed=4)
    for seat, p in enumerate(state["players"]):
        colour = state["seats"][seat]["role"]
        assert sorted(p["heroes"]["deck"]) == sorted(C.deck_of[colour])
        assert p["heroes"]["hand"] == [] and p["heroes"]["known_top"] == p["heroes"]["known_bottom"] == []
    orders = {tuple(fresh(4, seed=s)["players"][0]["heroes"]["deck"]) for s in range(5)}
    assert len(orders) > 1


# ---- main board ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("n", COUNTS)
def test_every_action_square_gets_one_action_tile_paired_with_one_puzzle_piece(n):
    state = fresh(n, seed=9)
    tiles = [state["sections"][s]["tile"] for s in C.action_sections]
    assert all(t["kind"] == "action" for t in tiles)
    assert sorted(t["id"] for t in tiles) == sorted(C.action_tile_ids)
    assert sorted(t["piece"] for t in tiles) == sorted(C.piece_ids)


def test_action_tile_pairings_vary_with_the_seed():
    boards = [fresh(3, seed=k)["sections"] for k in range(6)]
    pairings = {tuple((b[s]["tile"]["id"], b[s]["tile"]["piece"]) for s in C.action_sections) for b in boards}
    assert len(pairings) > 1


@pytest.mark.parametrize("n,dice", [(2, 2), (3, 2), (4, 3)])
def test_each_monster_circle_gets_a_tile_from_the_bag_and_rolls_its_monster_dice(n, dice):
    state = fresh(n, seed=5)
    for sec in C.monster_sections:
        section = state["sections"][sec]
        assert section["tile"]["kind"] == "monster"
        assert len(section["monster_dice"]) == dice == C.monster_dice(section["tile"]["id"], n)
        assert all(v in C.die_faces for v in section["monster_dice"])
    drawn = tile_ids(state, "monster")
    assert len(state["monster_bag"]) == len(C.monster_tile_ids) - len(drawn) and state["monster_discard"] == []
    assert sorted(drawn + state["monster_bag"]) == sorted(C.monster_tile_ids)


def test_action_sections_hold_no_monster_dice_and_no_section_holds_player_dice():
    state = fresh(4)
    assert all(state["sections"][s]["monster_dice"] == [] for s in C.action_sections)
    assert all(sec["groups"] == [] and sec["jail"] == [] for sec in state["sections"].values())
    assert all(state["sections"][s]["region"] == C.region_of(s) for s in C.section_ids)


def test_monster_dice_show_every_face_across_seeds():
    faces = {v for s in range(15) for sec in fresh(4, seed=s)["sections"].values() for v in sec["monster_dice"]}
    assert faces == set(C.die_faces)


@pytest.mark.parametrize("seed", range(8))
def test_two_orange_objectives_go_on_spots_one_and_two_and_two_others_below(seed):
    spots = fresh(3, seed=seed)["objectives"]
    assert len(spots) == len(set(spots)) == 4
    assert all(C.objective(o)["orange"] for o in spots[:2])
    assert not any(C.objective(o)["orange"] for o in spots[2:])


def test_objective_draws_vary_with_the_seed():
    assert len({tuple(fresh(3, seed=s)["objectives"]) for s in range(8)}) > 1


# ---- Angel City and the gem bag -----------------------------------------------------------------------------

@pytest.mark.parametrize("n,per_colour,per_region", [(2, 6, 4), (3, 9, 5), (4, 12, 6)])
def test_angel_city_regions_are_filled_to_the_cap_from_the_bag_of_the_player_count(n, per_colour, per_region):
    city = fresh(n, seed=2)["city"]
    assert city["cap"] == per_region and city["revealed"] is False
    assert all(sum(gems.values()) == per_region for gems in city["regions"].values())
    for colour in C.gem_colours:
        on_city = sum(gems[colour] for gems in city["regions"].values())
        assert on_city + city["bag"][colour] == per_colour
    assert sum(city["bag"].values()) == per_colour * 5 - per_region * 3


def test_refill_fills_triangle_then_circle_then_square_and_stops_when_the_bag_is_empty():
    state = fresh(2)
    city = state["city"]
    city["regions"] = {r: {c: 0 for c in C.gem_colours} for r in C.regions}
    city["bag"] = {c: 0 for c in C.gem_colours} | {"red": city["cap"] + 1}
    refill_city(city, Rng(state))
    filled = {r: sum(g.values()) for r, g in city["regions"].items()}
    assert filled == {"triangle": city["cap"], "circle": 1, "square": 0} and sum(city["bag"].values()) == 0


def test_drawing_a_gem_takes_one_of_a_colour_still_in_the_bag():
    holder = {"rng": 3}
    bag = {"blue": 0, "black": 2}
    assert [draw_gem(bag, Rng(holder)) for _ in range(2)] == ["black", "black"] and bag["black"] == 0
    with pytest.raises(ValueError):
        draw_gem(bag, Rng(holder))


# ---- the Land Map -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("n,per_location", [(2, 2), (3, 3), (4, 3)])
def test_every_location_in_play_gets_its_cubes_and_forbidden_ones_stay_empty(n, per_location):
    land = fresh(n, seed=6)["land"]
    assert land["forbidden"] == list(landmap.forbidden(n)) and land["houses"] == {}
    for loc, cubes in land["cubes"].items():
        assert sum(cubes.values()) == (0 if loc in land["forbidden"] else per_location)


@pytest.mark.parametrize("n", COUNTS)
def test_all_cubes_of_the_player_count_are_on_the_map(n):
    land = fresh(n, seed=8)["land"]
    total = Counter()
    for cubes in land["cubes"].values():
        total.update(cubes)
    counts = C.cubes_for(n)
    assert dict(total) == {c: counts["per_colour"] for c in C.colours} | {"black": counts["black"]}


def test_three_player_games_have_three_forbidden_locations_and_others_none():
    assert [len(fresh(n)["land"]["forbidden"]) for n in COUNTS] == [0, 3, 0]


def test_cube_placement_varies_with_the_seed():
    assert len({orjson.dumps(fresh(4, seed=s)["land"]) for s in range(5)}) == 5

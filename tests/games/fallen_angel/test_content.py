"""Content data: counts and tables from the rulebook and the inventory's part 3, validation, freezing,
replacement data, and the Land Map graph (rows 1-10, T1-T10, M1-M8, O1-O10, H1-H10)."""
import copy
import json
from collections import Counter
from itertools import combinations
from pathlib import Path

import pytest

from shared.games.fallen_angel import content as content_module
from shared.games.fallen_angel import landmap
from shared.games.fallen_angel.content import ContentError, component_ids, content, load, read_raw, validate

C = content()
COUNTS = (2, 3, 4)


@pytest.fixture
def raw():
    """A fresh, mutable copy of the shipped raw content."""
    return copy.deepcopy(read_raw(content_module.CONTENT_DIR))


def write_content(directory: Path, raw: dict) -> Path:
    """Write raw content as the JSON files of `directory`."""
    directory.mkdir(exist_ok=True)
    for name, data in raw.items():
        (directory / f"{name}.json").write_text(json.dumps(data), encoding="utf-8")
    return directory


# ---- board --------------------------------------------------------------------------------------------------

def test_four_player_colours_and_black_make_the_gem_and_cube_colours():
    assert C.colours == ("blue", "yellow", "red", "green")
    assert C.gem_colours == C.colours + ("black",)


def test_each_region_has_two_action_sections_one_monster_section_and_a_hatch():
    for region in ("triangle", "square", "circle"):
        kinds = Counter(C.section(s)["kind"] for s in C.region_sections[region])
        assert kinds == {"action": 2, "monster": 1}
        assert C.hatches_by_id[C.hatch_of_region[region]]["region"] == region
    assert len(C.action_sections) == 6 and len(C.monster_sections) == 3


def test_angel_city_refills_triangle_then_circle_then_square():
    assert C.refill_order == ("triangle", "circle", "square")


def test_players_start_at_ten_vp_three_honor_three_shields_engine_four_with_three_rerolls():
    assert dict(C.start) == {"vp": 10, "honor": 3, "shields": 3, "engine": 4}
    assert (C.basic_dice, C.reroll_tokens, C.free_reroll_below, C.rounds) == (7, 3, 22, 4)


@pytest.mark.parametrize("engine,cost,mp", [(0, 0, 0), (1, 1, 1), (2, 2, 2), (3, 2, 3), (4, 2, 3), (5, 3, 4),
                                            (6, 3, 4), (7, 4, 5), (8, 4, 5), (9, 5, 6)])
def test_the_engine_meter_gives_red_cost_and_black_movement_points(engine, cost, mp):
    assert (C.engine_cost(engine), C.engine_mp(engine)) == (cost, mp)


def test_engine_tops_at_nine_shields_at_twelve_and_storage_has_six_compartments_costing_two_two_one_one_one_zero():
    assert (C.engine_max, C.shield_max, C.storage_size) == (9, 12, 6)
    assert list(reversed(C.storage_costs)) == [2, 2, 1, 1, 1, 0]


def test_full_gear_pays_four_four_three_and_five():
    assert dict(C.full_gear_vp) == {"shields": 4, "engine": 4, "storage": 3, "barracks": 5}


def test_the_three_barrack_slots_hold_a_black_cube_and_four_coloured_cubes():
    groups = {s["id"]: list(s["groups"]) for s in C.barracks}
    assert groups == {"pairs": [2, 2], "different": [1, 1, 1, 1], "same": [4]}
    assert all(s["black"] == 1 and sum(s["groups"]) == 4 for s in C.barracks)


@pytest.mark.parametrize("ending,houses,vp", [("saved", 0, 0), ("saved", 1, 2), ("saved", 4, 9), ("saved", 9, 30),
                                              ("saved", 10, 36), ("saved", 12, 36), ("crash", 1, 1),
                                              ("crash", 5, 6), ("crash", 9, 15), ("crash", 10, 18),
                                              ("crash", 14, 18)])
def test_the_domination_table_reads_by_house_tokens_with_ten_or_more_in_the_last_column(ending, houses, vp):
    assert C.domination_vp(ending, houses) == vp


@pytest.mark.parametrize("n,per_colour,black,per_location,total", [(2, 8, 8, 2, 40), (3, 10, 11, 3, 51),
                                                                   (4, 12, 12, 3, 60)])
def test_cubes_by_player_count_fill_every_location_in_play(n, per_colour, black, per_location, total):
    cubes = C.cubes_for(n)
    assert (cubes["per_colour"], cubes["black"], cubes["per_location"]) == (per_colour, black, per_location)
    assert cubes["per_colour"] * 4 + cubes["black"] == total == per_location * len(landmap.locations(n))


@pytest.mark.parametrize("n,per_colour,per_region", [(2, 6, 4), (3, 9, 5), (4, 12, 6)])
def test_gems_by_player_count_are_per_colour_including_black_and_per_region(n, per_colour, per_region):
    assert dict(C.gems_for(n)) == {"per_colour": per_colour, "per_region": per_region}


def test_there_are_ten_dice_per_colour_and_twelve_monster_dice_fifty_two_in_all():
    dice = [d for ids in C.die_ids.values() for d in ids] + list(C.monster_die_ids)
    assert len(dice) == len(set(dice)) == 52
    assert C.die_ids["blue"][0] == "d-blue-01" and C.die_ids["green"][-1] == "d-green-10"


# ---- tiles --------------------------------------------------------------------------------------------------

def test_six_action_tiles_of_five_types_with_gem_mining_twice():
    types = Counter(C.action_type(t) for t in C.action_tile_ids)
    assert types == {"gem_mining": 2, "gems_to_shields": 1, "shields_to_engine": 1, "movement": 1, "honor_tech": 1}


@pytest.mark.parametrize("kind,levels", [("gem_mining", [2, 4, 6]), ("gems_to_shields", [1, 2, 3]),
                                         ("shields_to_engine", [2, 3, 4]), ("movement", [0, 1, 2]),
                                         ("honor_tech", [1, 2, 3])])
def test_action_strength_levels_one_two_and_three_or_more(kind, levels):
    assert [C.strength(kind, level) for level in (1, 2, 3, 4)] == levels + levels[-1:]


def test_the_six_puzzle_pieces_are_worth_one_to_six():
    assert sorted(C.piece_vp(p) for p in C.piece_ids) == [1, 2, 3, 4, 5, 6]


def test_eighteen_monster_tiles_carry_techs_one_to_eight_then_four_to_eight_twice():
    techs = [C.monster_tiles[t]["tech"] for t in C.monster_tile_ids]
    assert len(techs) == 18
    assert techs[:8] == [f"m{i}" for i in range(1, 9)]
    assert Counter(techs) == {"m1": 1, "m2": 1, "m3": 1, "m4": 3, "m5": 3, "m6": 3, "m7": 3, "m8": 3}


@pytest.mark.parametrize("n,dice", [(2, 2), (3, 2), (4, 3)])
def test_every_monster_tile_rolls_two_two_or_three_monster_dice(n, dice):
    assert {C.monster_dice(t, n) for t in C.monster_tile_ids} == {dice}
    assert dice * len(C.monster_sections) <= len(C.monster_die_ids)


# ---- technologies -------------------------------------------------------------------------------------------

STARTING_NAMES = ["Engine Boost", "Gem to Honor", "Space Leap", "Honor Control", "Resources Conversion",
                  "Copy Technology", "Resources to VP", "VP Grab", "+1 Engine", "+1 Shield"]
MONSTER_NAMES = ["Honor Computation", "Elemental Attraction", "Telepathic Propaganda", "Hypersonic Drive",
                 "Blitz Invasion", "Elemental Altar", "Energy Rush", "Reverse Engineering"]
UNIQUE = {"red": ["VP Grab", "Resources to VP", "Engine Boost"],
          "blue": ["Honor Control", "Copy Technology", "+1 Shield"],
          "yellow": ["Resources Conversion", "Gem to Honor", "Engine Boost"],
          "green": ["Space Leap", "Resources Conversion", "+1 Engine"]}


def test_ten_starting_and_eight_monster_techs_are_named_as_in_the_appendix():
    assert [C.tech(t)["name"] for t in C.starting_tech_ids] == STARTING_NAMES
    assert [C.tech(t)["name"] for t in C.monster_tech_ids] == MONSTER_NAMES


def test_every_tech_names_a_known_effect_and_a_positive_number_of_uses():
    for tech in C.techs.values():
        assert tech["effect"] in content_module.TECH_EFFECTS and tech["times"] >= 1


@pytest.mark.parametrize("tech,times", [("t4", 2), ("t5", 2), ("m1", 2), ("m6", 2), ("m7", 2), ("m8", 2),
                                        ("t1", 1), ("t7", 1), ("m4", 1)])
def test_twice_usable_techs_say_so(tech, times):
    assert C.tech(tech)["times"] == times


def test_each_colour_has_three_starting_tiles_whose_generic_sides_are_engine_shield_and_gem_to_honor():
    assert sum(len(ids) for ids in C.starting_tiles_of.values()) == 12
    for colour in C.colours:
        generic = sorted(C.tech_of(t, "generic")["name"] for t in C.starting_tiles_of[colour])
        assert generic == ["+1 Engine", "+1 Shield", "Gem to Honor"]


@pytest.mark.parametrize("colour", ["blue", "yellow", "red", "green"])
def test_unique_sides_are_the_inventorys_sets_per_colour(colour):
    assert [C.tech_of(t, "unique")["name"] for t in C.starting_tiles_of[colour]] == UNIQUE[colour]


def test_an_installed_monster_tile_gives_its_monster_tech_on_either_side_setting():
    assert C.tech_of("mt-12", "unique") == C.tech_of("mt-12", "generic") == C.tech("m7")
    assert C.is_monster_tech("mt-12") and not C.is_monster_tech("st-red-1")


# ---- objectives and heroes ----------------------------------------------------------------------------------

def test_ten_objectives_five_with_orange_ribbons():
    assert len(C.objective_ids) == 10
    assert C.orange_objectives == ("obj-01", "obj-02", "obj-06", "obj-09", "obj-10")


@pytest.mark.parametrize("number,what,vp,per", [(1, "honor", 2, 1), (2, "engine", 1, 1), (3, "unused_cubes", 3, 2),
                                                (4, "own_gems", 2, 1), (5, "monster_techs", 3, 1),
                                                (6, "houses", 2, 1), (7, "other_gems", 2, 1),
                                                (8, "hero_cards", 3, 1), (9, "shields", 2, 1), (10, "flat", 8, 1)])
def test_each_objective_scores_as_the_appendix_says(number, what, vp, per):
    assert dict(C.objective(f"obj-{number:02d}")["scorer"]) == {"what": what, "vp": vp, "per": per}


def test_each_colour_has_a_deck_of_ten_hero_cards_numbered_one_to_ten():
    for colour in C.colours:
        deck = C.deck_of[colour]
        assert [C.hero_of(card)["number"] for card in deck] == list(range(1, 11))
        assert deck[0] == f"h-{colour}-01"
    assert [C.heroes[h]["name"] for h in ("jester", "warlord")] == ["Demon Jester", "Phantom Warlord"]


# ---- ids, names, freezing -----------------------------------------------------------------------------------

def test_every_id_is_unique_across_all_content_files(raw):
    ids = component_ids(raw)
    assert len(ids) == len(set(ids))


def test_every_component_has_a_short_english_name():
    assert all(isinstance(x["name"], str) and 0 < len(x["name"]) <= 40 for x in C.components.values())
    assert all(C.component(d)["name"] for d in C.die_ids["red"] + C.monster_die_ids)


def test_content_is_loaded_once_and_read_only():
    assert content() is C
    with pytest.raises(TypeError):
        C.start["vp"] = 99
    with pytest.raises(TypeError):
        C.section("s-triangle-1")["kind"] = "monster"


# ---- validation ---------------------------------------------------------------------------------------------

def test_the_shipped_content_validates(raw):
    validate(raw)


def break_duplicate_id(raw):
    raw["tiles"]["pieces"][0]["id"] = "mt-01"


def break_monster_tech(raw):
    raw["tiles"]["monster_tiles"][0]["tech"] = "m99"


def break_adjacent_forbidden(raw):
    raw["landmap"]["forbidden"]["3"] = ["loc-01", "loc-02", "loc-20"]


def break_disconnecting_forbidden(raw):
    raw["landmap"]["forbidden"]["3"] = ["loc-03", "loc-07", "loc-11"]  # cuts off loc-01, 02, 06


def break_cube_count(raw):
    raw["board"]["cubes"]["3"]["black"] = 12


def break_starting_side(raw):
    raw["techs"]["starting_tiles"][0]["unique"] = "m1"


def break_hero_deck(raw):
    raw["heroes"]["cards"][0]["hero"] = "paladin"


def break_region(raw):
    raw["board"]["sections"][1]["kind"] = "action"


def break_missing_key(raw):
    del raw["board"]["gems"]


def break_gem_fill(raw):
    raw["board"]["gems"]["2"]["per_region"] = 11


def break_tech_effect(raw):
    raw["techs"]["monster_techs"][0]["effect"] = "teleport"


def break_objective_scorer(raw):
    raw["objectives"]["objectives"][0]["scorer"]["what"] = "luck"


@pytest.mark.parametrize("breaker,reason", [
    (break_duplicate_id, "duplicate ids"), (break_monster_tech, "unknown monster tech"),
    (break_adjacent_forbidden, "adjacent"), (break_disconnecting_forbidden, "not connected"),
    (break_cube_count, "do not fill"), (break_starting_side, "needs a starting tech"),
    (break_hero_deck, "each hero exactly once"), (break_region, "2 action and 1 monster"),
    (break_missing_key, "missing or mistyped"), (break_gem_fill, "cannot fill Angel City"),
    (break_tech_effect, "unknown effect"), (break_objective_scorer, "bad scorer")])
def test_bad_data_raises_a_content_error_naming_the_fault(raw, breaker, reason):
    breaker(raw)
    with pytest.raises(ContentError, match=reason):
        validate(raw)


def test_a_missing_file_raises_a_content_error(tmp_path, raw):
    write_content(tmp_path, raw)
    (tmp_path / "heroes.json").unlink()
    with pytest.raises(ContentError, match="heroes.json"):
        load(tmp_path)


# ---- replacement data ---------------------------------------------------------------------------------------

def test_replacement_data_changes_the_game_without_code_changes(tmp_path, raw):
    from shared.engine import SeatSpec
    from shared.games.fallen_angel.setup import initial_state

    raw["board"]["start"]["vp"] = 25
    raw["landmap"]["links"].append(["loc-01", "loc-20"])
    content_module.use_directory(write_content(tmp_path / "alt", raw))
    try:
        state = initial_state(1, {}, [SeatSpec(i, f"P{i}") for i in range(2)])
        assert [p["vp"] for p in state["players"]] == [25, 25]
        assert "loc-20" in landmap.links("loc-01", 4)
    finally:
        content_module.use_directory(None)
    assert content().start["vp"] == 10 and "loc-20" not in landmap.links("loc-01", 4)


# ---- the Land Map -------------------------------------------------------------------------------------------

def test_the_land_map_is_a_four_by_five_grid_with_orthogonal_links_and_four_diagonals():
    spot = {x["id"]: (x["row"], x["col"]) for x in C.landmap["locations"]}
    assert len(spot) == 20 and {spot[loc] for loc in spot} == {(r, c) for r in range(4) for c in range(5)}
    steps = Counter(tuple(sorted((abs(spot[a][0] - spot[z][0]), abs(spot[a][1] - spot[z][1])))) for a, z in C.links)
    assert steps == {(0, 1): 31, (1, 1): 4}


def test_no_two_diagonals_share_a_grid_square_so_no_lines_cross():
    spot = {x["id"]: (x["row"], x["col"]) for x in C.landmap["locations"]}
    squares = [(min(spot[a][0], spot[z][0]), min(spot[a][1], spot[z][1])) for a, z in C.links
               if spot[a][0] != spot[z][0] and spot[a][1] != spot[z][1]]
    assert len(squares) == len(set(squares)) == 4


@pytest.mark.parametrize("n", COUNTS)
def test_the_land_map_in_play_is_connected(n):
    assert landmap.is_connected(n)
    assert landmap.reachable("loc-10", n) == set(landmap.locations(n))


def test_three_players_leave_out_three_non_adjacent_edge_locations():
    out = landmap.forbidden(3)
    spot = {x["id"]: (x["row"], x["col"]) for x in C.landmap["locations"]}
    assert len(out) == 3 and all(spot[loc][0] in (0, 3) or spot[loc][1] in (0, 4) for loc in out)
    assert not any(z in landmap.links(a, 4) for a, z in combinations(out, 2))
    assert len(landmap.locations(3)) == 17 and landmap.forbidden(2) == landmap.forbidden(4) == ()


def test_links_skip_forbidden_locations_only_with_three_players():
    out = set(landmap.forbidden(3))
    neighbours = {loc for o in out for loc in landmap.links(o, 4)}
    for loc in neighbours:
        assert out & set(landmap.links(loc, 4)) and not out & set(landmap.links(loc, 3))
    assert all(not landmap.is_playable(o, 3) and landmap.is_playable(o, 2) for o in out)
    assert landmap.links(next(iter(out)), 3) == ()


def test_links_are_symmetric_and_every_location_has_at_least_two():
    for n in COUNTS:
        for loc in landmap.locations(n):
            assert len(landmap.links(loc, n)) >= 2
            assert all(loc in landmap.links(z, n) for z in landmap.links(loc, n))
